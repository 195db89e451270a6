package qmahjongg

import (
	"slices"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
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
	ways(h.Concealed, 1, 2, 0, freeRun(tiles.Counts{}), func(_ []tiles.Kind, ms []split.Meld) {
		if first < 0 {
			first = s.tally(ms, nil)
		}
	})
	return first
}

// BruteValue is the reference for the search: every wild card tries every
// card of the deck, each substituted hand is split by the engine, and the
// highest value of any reading is returned.
func BruteValue(h *Hand, ctx Context, r *Rules) (int, bool) {
	s := newScorer(ctx, r)
	parts := [][]tiles.Kind{slices.Clone(h.Concealed)}
	for _, e := range h.Exposed {
		parts = append(parts, slices.Clone(e.Cards))
	}
	var places []*tiles.Kind
	for _, p := range parts {
		for i := range p {
			if dragondeck.IsWild(p[i]) {
				places = append(places, &p[i])
			}
		}
	}
	best, found := 0, false
	var try func(i int)
	try = func(i int) {
		if i < len(places) {
			for k := tiles.Kind(1); int(k) <= deck.NumKinds(); k++ {
				if !dragondeck.IsWild(k) {
					*places[i] = k
					try(i + 1)
				}
			}
			return
		}
		for _, ms := range readings(parts, len(h.Exposed), h.inHandGongs) {
			if v := s.tally(ms, nil); !found || v > best {
				best, found = v, true
			}
		}
	}
	try(0)
	return best, found
}

// readings returns every reading of substituted parts: the cards in hand
// split as eyes and groups (gongs among them when the count says so),
// each exposed group as a group.
func readings(parts [][]tiles.Kind, exposed, inHandGongs int) [][]split.Meld {
	out := [][]split.Meld{nil}
	for i, p := range parts {
		var c tiles.Counts
		c.Add(p...)
		sh := split.Shape{Sets: 1, Quads: len(p) == 4, HonourKinds: true}
		if i == 0 {
			sh = split.Shape{Sets: 2 - exposed, Pairs: 1, Quads: inHandGongs > 0, HonourKinds: true}
		}
		var next [][]split.Meld
		for _, ms := range split.All(deck, c, sh) {
			for _, o := range out {
				next = append(next, append(slices.Clone(o), ms...))
			}
		}
		out = next
	}
	return out
}
