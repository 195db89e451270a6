package qmahjongg

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Item is one line of a hand's Fang.
type Item struct {
	Name   string
	Reason string
	// Base marks the base class, whose Level is a level of the ladder
	// (half, 1 …); every other item's Level is the steps it adds (negative
	// for the limit).
	Base  bool
	Level Level
}

// Fang returns the item as a number: the base class's level (0.5 for
// half), or the Fang an addition adds.
func (it Item) Fang() float64 {
	if it.Base {
		return it.Level.Fang()
	}
	return float64(it.Level)
}

// scorer works out the Fang of the melds of a hand for one scorer: the
// base class by its honour groups, then the items of its melds.
type scorer struct {
	rules *Rules
	// seat and round are the wind cards matching the scorer's location
	// and the round; seat is 0 when the location is not known.
	seat, round tiles.Kind
}

// newScorer returns the scorer for the context's seat and round.
func newScorer(ctx Context, r *Rules) *scorer {
	s := &scorer{rules: r}
	s.round, _ = dragondeck.WindCard(ctx.Round)
	if ctx.Seat != "" {
		s.seat, _ = dragondeck.WindCard(ctx.Seat)
	}
	return s
}

// tally returns the base level plus the steps the melds add, appending
// the items to items when it is not nil. The search calls it with nil for
// every way to split a hand; the chosen way is tallied again for its items.
func (s *scorer) tally(melds []split.Meld, items *[]Item) int {
	honourGroups := 0
	for _, m := range melds {
		if m.Type == split.Triplet || m.Type == split.Quad {
			honourGroups++
		}
	}
	class := s.rules.Classes[min(honourGroups, 2)]
	t := tallier{total: int(class.Level), items: items}
	if items != nil {
		*items = append(*items, Item{Name: class.Name, Base: true, Level: class.Level, Reason: class.Condition})
	}
	a := s.rules.Additions
	once := s.seat == s.round && s.rules.reads(readWindBoth)
	for _, m := range melds {
		switch m.First {
		case dragondeck.GreenDragon:
			t.add(a.GreenDragon, m, "", "a group or eyes of GD")
			continue
		case s.seat:
			if once {
				t.add(max(a.SeatWind, a.RoundWind), m, ": location and round", "the scorer sits "+windName(s.seat)+" in the "+windName(s.round)+" round, counted once")
				continue
			}
			t.add(a.SeatWind, m, ": location", "the scorer sits "+windName(s.seat))
		}
		if m.First == s.round {
			t.add(a.RoundWind, m, ": round", "the "+windName(s.round)+" round")
		}
	}
	return t.total
}

// tallier adds up a hand's Fang, writing its items only when asked: the
// search tallies every reading and needs no words for them.
type tallier struct {
	total int
	items *[]Item
}

// add adds n steps for meld m; the item is named after the meld and what.
func (t *tallier) add(n int, m split.Meld, what, reason string) {
	if n == 0 {
		return
	}
	t.total += n
	if t.items != nil {
		name := "Green Dragon"
		if m.First != dragondeck.GreenDragon {
			name = windName(m.First)
		}
		*t.items = append(*t.items, Item{Name: name + " " + meldName(m) + what, Level: Level(n), Reason: reason})
	}
}

// meldName says what sort of meld m is: eyes, pong, gong or sequence.
func meldName(m split.Meld) string {
	switch m.Type {
	case split.Pair:
		return "eyes"
	case split.Triplet:
		return "pong"
	case split.Quad:
		return "gong"
	default:
		return "sequence"
	}
}

// windName names the wind of wind card k ("East").
func windName(k tiles.Kind) string {
	l, _ := dragondeck.WindOf(k)
	return SeatName(l)
}

// limitItem returns the item that brings a total above the limit down to
// it.
func (r *Rules) limitItem(total int) (Item, bool) {
	if total <= int(r.Limit) {
		return Item{}, false
	}
	return Item{Name: "limit", Level: r.Limit - Level(total), Reason: fmt.Sprintf("%s Fang is the limit", r.Limit)}, true
}
