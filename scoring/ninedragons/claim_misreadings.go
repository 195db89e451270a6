package ninedragons

import (
	"slices"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// misreading is the items of a split as a player who reads one rule
// otherwise counts them.
type misreading struct {
	dep   claim.Departure
	items []Item
}

// misreadings returns the slips people commonly make counting this split
// that change its items; the readings of the rules (Choices) are read the
// other way by the search itself.
func (g *Game) misreadings(items []Item) []misreading {
	has := func(id itemID) int {
		n := 0
		for _, it := range items {
			if it.ID == itemIDs[id] {
				n++
			}
		}
		return n
	}
	var out []misreading
	add := func(kind claim.DepartureKind, text string, items []Item) {
		out = append(out, misreading{claim.Departure{Kind: kind, Text: text}, items})
	}
	for _, d := range []struct {
		id   itemID
		sets int
	}{{twoDragonsAndPair, 2}, {threeDragons, 3}} {
		if has(d.id) == 0 || has(dragonPong) > 0 {
			continue
		}
		each := slices.Repeat([]Item{g.unit(dragonPong, "counted 1 each")}, d.sets)
		add(DepartDragonsEach, "the dragon pongs counted 1 each instead of the "+g.Rules.item(d.id).Name, append(without(items, d.id, 1), each...))
	}
	if has(roundWind) > 0 && has(seatWind) > 0 {
		add(DepartSameWind, "a wind both the round's and the seat's scored once (the rules score it twice)", without(items, seatWind, 1))
	}
	if has(honoursOnly) > 0 && len(items) > 1 {
		only := slices.DeleteFunc(slices.Clone(items), func(it Item) bool { return it.ID != itemIDs[honoursOnly] })
		add(DepartHonoursAlone, "honours only instead of the other items (the rules add it to them)", only)
	}
	return out
}

// without returns items less n of item id.
func without(items []Item, id itemID, n int) []Item {
	out := make([]Item, 0, len(items))
	for _, it := range items {
		if it.ID == itemIDs[id] && n > 0 {
			n--
			continue
		}
		out = append(out, it)
	}
	return out
}
