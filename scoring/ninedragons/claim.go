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
//
// A departure is a context the command line did not give (or gave
// otherwise), another split, one of the game's readings (Choices) read
// the other way, its kind the reading's id, or a common slip in counting
// (misreadings).

// The departures a reading may take besides the game's readings.
const (
	DepartSplit        claim.DepartureKind = "split"          // a split that is not worth most
	DepartSeat         claim.DepartureKind = "seat"           // a seat, when none was given
	DepartSource       claim.DepartureKind = "source"         // a self-picked tile, when the source was not given
	DepartRound        claim.DepartureKind = "round"          // another round
	DepartDragonsEach  claim.DepartureKind = "dragons-each"   // dragon pongs 1 each instead of the 4 or 6
	DepartSameWind     claim.DepartureKind = "same-wind-once" // a round and seat wind scored once
	DepartHonoursAlone claim.DepartureKind = "honours-alone"  // honours only instead of the other items
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
		base, err := g.score(c.win)
		if err != nil {
			continue
		}
		found = g.addSplits(found, res, base, c.deps, n)
		if len(c.deps) >= claim.MaxDepartures {
			continue
		}
		for _, rd := range g.readingsOtherWay(c.win, base, claim.MaxDepartures-len(c.deps)) {
			found = rd.game.addSplits(found, res, rd.res, slices.Concat(c.deps, rd.deps), n)
		}
	}
	return claim.Fewest(found, n)
}

// otherWay is a win scored with some of the game's readings read the
// other way.
type otherWay struct {
	game *Game
	res  *Result
	deps []claim.Departure
}

// readingsOtherWay scores w with each reading of points that touches the
// hand (base, its score) read the other way, and, when most allows two,
// with every two of them.
func (g *Game) readingsOtherWay(w Win, base *Result, most int) []otherWay {
	var touched []int
	for _, i := range pointReadings {
		if touches(i, &w, base) {
			touched = append(touched, i)
		}
	}
	var out []otherWay
	for x, i := range touched {
		gi := g.readOtherWay(i)
		out = gi.addOtherWay(out, w, []int{i}, g.Rules)
		if most < 2 {
			continue
		}
		for _, j := range touched[x+1:] {
			out = gi.readOtherWay(j).addOtherWay(out, w, []int{i, j}, g.Rules)
		}
	}
	return out
}

// addOtherWay adds w scored by g, whose readings ids depart from rules'.
func (g *Game) addOtherWay(out []otherWay, w Win, ids []int, rules *Rules) []otherWay {
	res, err := g.score(w)
	if err != nil {
		return out
	}
	var deps []claim.Departure
	for _, i := range ids {
		deps = append(deps, Choices[i].Departure(rules.reads(i), ""))
	}
	return append(out, otherWay{g, res, deps})
}

// touches reports whether reading i can change the score res of the win
// w: the items it reads are among those of a split, or, for the seat's
// flowers, the winner holds both of his seat's number.
func touches(i int, w *Win, res *Result) bool {
	if i == readSeatFlowers {
		n := 0
		for _, f := range w.Hand.Flowers {
			if w.Seat != NoWind && Deck.Info(f).Rank == int(w.Seat) {
				n++
			}
		}
		return n == 2
	}
	id := map[int]itemID{readDragons: twoDragonsAndPair, readKongBonus: kongReplacement, readPure: pure}[i]
	for _, sc := range append([]SplitScore{res.SplitScore}, res.Alternatives...) {
		for _, it := range sc.Items {
			if it.ID == itemIDs[id] || i == readDragons && it.ID == itemIDs[threeDragons] {
				return true
			}
		}
	}
	return false
}

// addSplits adds to found the readings of every split of alt that give n,
// each with deps and, for a split not worth most, that departure.
func (g *Game) addSplits(found []claim.Reading, res, alt *Result, deps []claim.Departure, n int) []claim.Reading {
	for i, sc := range append([]SplitScore{alt.SplitScore}, alt.Alternatives...) {
		deps := slices.Clone(deps)
		if i > 0 {
			deps = append(deps, claim.Departure{Kind: DepartSplit, Text: "the split " + FormatSplit(sc.Split) + ", which is not worth most"})
		}
		found = g.addReadings(found, res, sc.Items, deps, n)
	}
	return found
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
