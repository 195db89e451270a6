package ninedragons

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A referee's check of a claimed score. A player who claims another figure
// than the rules has usually read the hand or the rules another way: the
// check looks for the readings that give exactly the claim, each made of at
// most claim.MaxDepartures departures from the rules, names every departure and
// says item by item what the reading counts otherwise. Only the readings
// with the fewest departures are kept.

// The departures a reading may take: a context the command line did not
// give (or gave otherwise), another split, and the rules people count
// otherwise.
const (
	DepartSplit        claim.DepartureKind = "split"            // a split that is not worth most
	DepartSeat         claim.DepartureKind = "seat"             // a seat, when none was given
	DepartSource       claim.DepartureKind = "source"           // a self-picked tile, when the source was not given
	DepartRound        claim.DepartureKind = "round"            // another round
	DepartDragonsOnTop claim.DepartureKind = "dragons-on-top"   // dragon pongs 1 each on top of the 4 or 6
	DepartDragonsEach  claim.DepartureKind = "dragons-each"     // dragon pongs 1 each instead of the 4 or 6
	DepartKongBonus    claim.DepartureKind = "kong-bonus-alone" // the kong replacement without the self-pick point
	DepartSameWind     claim.DepartureKind = "same-wind-once"   // a round and seat wind scored once
	DepartOneColour    claim.DepartureKind = "one-seat-flower"  // one flower of the seat's number counted
	DepartHonoursAlone claim.DepartureKind = "honours-alone"    // honours only instead of the other items
)

// Readings returns the readings of w that give exactly n, the claim, with
// the fewest departures from the rules (none when the claim is the rules'
// figure res.Points or no reading reaches it).
func (g *Game) Readings(w Win, res *Result, n int) []claim.Reading {
	if n == res.Points {
		return nil
	}
	var found []claim.Reading
	for _, c := range g.contexts(w) {
		alt, err := g.Score(c.win)
		if err != nil {
			continue
		}
		for i, sc := range append([]SplitScore{alt.SplitScore}, alt.Alternatives...) {
			deps := slices.Clone(c.deps)
			if i > 0 {
				deps = append(deps, claim.Departure{Kind: DepartSplit, Text: "the split " + FormatSplit(sc.Split) + ", which is not worth most"})
			}
			found = g.addReadings(found, res, sc.Items, deps, n)
		}
	}
	return claim.Fewest(found, n)
}

// addReadings adds to found the reading of items as they are and with
// each misreading, when it gives the claim n within claim.MaxDepartures.
func (g *Game) addReadings(found []claim.Reading, res *Result, items []Item, deps []claim.Departure, n int) []claim.Reading {
	try := func(items []Item, deps []claim.Departure) {
		if len(deps) == 0 || len(deps) > claim.MaxDepartures || total(items) != n {
			return
		}
		found = append(found, claim.Reading{Points: n, Departures: deps, Differences: differences(res.Items, items)})
	}
	try(items, deps)
	for _, m := range g.misreadings(items) {
		try(m.items, append(slices.Clone(deps), m.dep))
	}
	return found
}

func total(items []Item) int {
	n := 0
	for _, it := range items {
		n += it.Points
	}
	return n
}

// differences says, item by item, what b counts otherwise than a: in the
// order of a's items, then b's new ones.
func differences(a, b []Item) []claim.Difference {
	sum := map[string]int{}
	var names []string
	for _, it := range a {
		if _, ok := sum[it.Name]; !ok {
			names = append(names, it.Name)
		}
		sum[it.Name] -= it.Points
	}
	for _, it := range b {
		if _, ok := sum[it.Name]; !ok {
			names = append(names, it.Name)
		}
		sum[it.Name] += it.Points
	}
	var out []claim.Difference
	for _, n := range names {
		if sum[n] != 0 {
			out = append(out, claim.Difference{Item: n, Points: sum[n]})
		}
	}
	return out
}

// context is the win read with other facts than were given.
type context struct {
	win  Win
	deps []claim.Departure
}

// contexts returns the win as given and with up to claim.MaxDepartures other
// facts: a seat when none was given, a self-picked tile when the source
// was not given, another round.
func (g *Game) contexts(w Win) []context {
	var one []context
	if w.Seat == NoWind {
		for s := East; s <= North; s++ {
			c := w
			c.Seat = s
			one = append(one, context{c, []claim.Departure{{Kind: DepartSeat, Text: fmt.Sprintf("the winner in the %s seat (no seat was given)", s.Name())}}})
		}
	}
	if w.Source == tiles.SourceUnknown {
		c := w
		c.Source = tiles.SelfDrawn
		one = append(one, context{c, []claim.Departure{{Kind: DepartSource, Text: "a self-picked winning tile (the source was not given)"}}})
	}
	round := max(w.Round, East)
	for r := East; r <= North; r++ {
		if r != round {
			c := w
			c.Round = r
			one = append(one, context{c, []claim.Departure{{Kind: DepartRound, Text: fmt.Sprintf("the %s round, not the %s round", r.Name(), round.Name())}}})
		}
	}
	out := append([]context{{win: w}}, one...)
	for i, a := range one {
		for _, b := range one[i+1:] {
			if a.deps[0].Kind != b.deps[0].Kind {
				out = append(out, merge(a, b))
			}
		}
	}
	return out
}

// merge reads the win with the facts of both a and b.
func merge(a, b context) context {
	c := a.win
	switch b.deps[0].Kind {
	case DepartSeat:
		c.Seat = b.win.Seat
	case DepartSource:
		c.Source = b.win.Source
	case DepartRound:
		c.Round = b.win.Round
	}
	return context{c, []claim.Departure{a.deps[0], b.deps[0]}}
}
