package qmahjongg_test

import (
	"math/rand/v2"
	"testing"

	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// BenchmarkQMahjonggScore scores random winning hands with up to five
// wild cards and exposed groups.
func BenchmarkQMahjonggScore(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 13))
	hands := make([]*q.Hand, 256)
	for i := range hands {
		hands[i] = hand(b, randomHand(rng, rng.IntN(6), rng.IntN(2) == 0))
	}
	benchScore(b, hands)
}

// BenchmarkQMahjonggFiveWilds scores the worst case: all five wild cards
// with three natural cards, each of which could sit in several groups.
func BenchmarkQMahjonggFiveWilds(b *testing.B) {
	benchScore(b, []*q.Hand{
		hand(b, "F1 F2 F3 F4 F5 3C 4B 5S"),
		hand(b, "F1 F2 F3 F4 F5 4C 5C 6C"),
		hand(b, "F1 F2 F3 F4 F5 GD E1 5S"),
	})
}

func benchScore(b *testing.B, hands []*q.Hand) {
	r := rules(b)
	ctx := onDiscard("E", "S")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := q.Score(hands[i%len(hands)], ctx, r); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
