package qmahjongg

import (
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// BestValue is the value of the reading Score chooses: its base level
// plus the steps its melds add.
func BestValue(h *Hand, ctx Context, r *Rules) (int, bool) {
	b := newScorer(ctx, r).search(h)
	return b.value, b.found
}

// Value is the base level plus the steps melds add, as the search counts.
func Value(melds []split.Meld, ctx Context, r *Rules) int {
	return newScorer(ctx, r).tally(melds, nil)
}

// FirstTriedValue is the value of the first reading the search tries,
// for a hand without exposed groups.
func FirstTriedValue(h *Hand, ctx Context, r *Rules) int {
	s := newScorer(ctx, r)
	first := -1
	ways(h.Concealed, 1, 2, false, freeRun(tiles.Counts{}), func(_ []tiles.Kind, ms []split.Meld) {
		if first < 0 {
			first = s.tally(ms, nil)
		}
	})
	return first
}
