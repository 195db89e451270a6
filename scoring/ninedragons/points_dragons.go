package ninedragons

import (
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/split"
)

// dragonItems: each pong or kong of a dragon 1; two of them and a pair of
// the third dragon 4 in all; all three 6 in all. A dragon pair alone is
// worth nothing. Read the other way (dragons-replace), the 4 or 6 comes on
// top of the 1 each.
func (g *Game) dragonItems(ms []split.Meld) []Item {
	var sets []split.Meld
	var pair split.Meld
	for _, m := range ms {
		if classOf(m.First) != dragon {
			continue
		}
		if m.Type == split.Pair {
			pair = m
		} else {
			sets = append(sets, m)
		}
	}
	names := make([]string, len(sets))
	for i, m := range sets {
		names[i] = setName(m)
	}
	var out []Item
	switch {
	case len(sets) == 3:
		out = []Item{g.unit(threeDragons, words.JoinAnd(names))}
	case len(sets) == 2 && pair.Type == split.Pair:
		out = []Item{g.unit(twoDragonsAndPair, words.JoinAnd(names)+", and a pair of "+Deck.Code(pair.First)+", the third dragon")}
	}
	if len(out) > 0 && !g.Rules.reads(readDragons) {
		return out
	}
	for _, n := range names {
		out = append(out, g.unit(dragonPong, n))
	}
	return out
}
