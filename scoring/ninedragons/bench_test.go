package ninedragons_test

import (
	"math/rand/v2"
	"testing"

	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
)

// benchHands returns random complete hands with honours, kongs and
// flowers, written and read, each with a random context.
func benchHands(b *testing.B) ([]string, []nd.Win) {
	r := rand.New(rand.NewPCG(1, 2))
	hands := make([]string, 256)
	wins := make([]nd.Win, len(hands))
	for i := range hands {
		hands[i] = randomHand(r)
		wins[i] = randomWin(r, parse(b, hands[i]))
	}
	return hands, wins
}

// BenchmarkNineDragonsScore: best-split scoring of random complete hands,
// every split scored and ranked.
func BenchmarkNineDragonsScore(b *testing.B) {
	g := game(b)
	_, wins := benchHands(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := g.Score(wins[i%len(wins)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkParseNineHand: reading the same hands, words and flowers
// included.
func BenchmarkParseNineHand(b *testing.B) {
	hands, _ := benchHands(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := nd.ParseHand(hands[i%len(hands)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkNineDragonsClaim: the claim search on random hands, a claim 3
// points above the rules' figure (as pure and semi-pure together would
// give): every context, split, reading and slip scored.
func BenchmarkNineDragonsClaim(b *testing.B) {
	g := game(b)
	_, wins := benchHands(b)
	results := make([]*nd.Result, len(wins))
	for i, w := range wins {
		res, err := g.Score(w)
		if err != nil {
			b.Fatal(err)
		}
		results[i] = res
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(wins)
		g.Readings(wins[k], results[k], results[k].Points+3)
		i++
	}
}
