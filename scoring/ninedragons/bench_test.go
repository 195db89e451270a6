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
