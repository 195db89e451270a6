package qmahjongg_test

import (
	"math/rand/v2"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// contexts are the scorer's locations and rounds the properties try.
var contexts = []q.Context{noMatch, onDiscard("E", "E"), onDiscard("N", "N"), onDiscard("W", "")}

// TestBestOverEveryAssignment: the reading chosen scores the most of every
// assignment of the wild cards, checked against trying every card for
// every wild on small hands; and a hand the brute force cannot make whole
// is refused.
func TestBestOverEveryAssignment(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 8))
	r := rules(t)
	n := 150
	if testing.Short() {
		n = 30
	}
	for i := 0; i < n; i++ {
		s := randomHand(rng, rng.IntN(4), rng.IntN(2) == 0)
		h := hand(t, s)
		ctx := contexts[i%len(contexts)]
		want, wantOK := q.BruteValue(h, ctx, r)
		got, ok := q.BestValue(h, ctx, r)
		if !wantOK || !ok || got != want {
			t.Errorf("%s (%+v): search %d (%v), brute force %d (%v)", s, ctx, got, ok, want, wantOK)
		}
	}
}

// TestNonWinningAgreesWithBruteForce: for hands of random cards, the
// search finds a reading exactly when some assignment makes one.
func TestNonWinningAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	r := rules(t)
	for i := 0; i < 60; i++ {
		s := randomHand(rng, 1+rng.IntN(2), false)
		h := hand(t, s)
		// Swap one natural card for a random card the hand lacks.
		for j, k := range h.Concealed {
			if !isWild(k) {
				h.Concealed[j] = randomCard(rng, h)
				break
			}
		}
		want, wantOK := q.BruteValue(h, noMatch, r)
		got, ok := q.BestValue(h, noMatch, r)
		if ok != wantOK || got != want {
			t.Errorf("%s: search %d (%v), brute force %d (%v)", h, got, ok, want, wantOK)
		}
	}
}

// TestReadingUsesEveryCardOnce: the split shown holds every natural card
// of the hand and every wild card's value, each once, and never three of
// a suit card.
func TestReadingUsesEveryCardOnce(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 3))
	for i := 0; i < 300; i++ {
		s := randomHand(rng, rng.IntN(6), rng.IntN(2) == 0)
		h := hand(t, s)
		res := score(t, s, contexts[i%len(contexts)])
		var want, got tiles.Counts
		for _, k := range append(append([]tiles.Kind(nil), h.Concealed...), exposedCards(h)...) {
			if !isWild(k) {
				want.Add(k)
			}
		}
		for _, w := range res.Wilds {
			want.Add(w.As)
		}
		for _, m := range res.Split {
			got.Add(m.Cards...)
			if m.Type == split.Triplet && dragondeck.ClassOf(m.First) == dragondeck.Suit {
				t.Errorf("%s: three of a suit card %v", s, splitText(res))
			}
		}
		if got != want || len(res.Wilds) != h.Wilds() {
			t.Errorf("%s: split %s does not use every card once (wilds %v)", s, splitText(res), res.Wilds)
		}
	}
}

func exposedCards(h *q.Hand) []tiles.Kind {
	var out []tiles.Kind
	for _, e := range h.Exposed {
		out = append(out, e.Cards...)
	}
	return out
}
