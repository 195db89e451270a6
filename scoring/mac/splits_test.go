package mac

import (
	"math/rand/v2"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestInCatches: fished cards split into catches; other cards may not.
func TestInCatches(t *testing.T) {
	for s, want := range map[string]bool{
		"":                  true,
		"GD E1 F2":          true,
		"GD E1 F2 3C 7B 9C": true,
		"3C 7B 9C GD E1 F2": true,
		"E1 W3 1C 2S 3C 4B": true,
		"GD F1 3C":          false, // 10×11+3, 11×3+10, 3×10+11: 113, 43, 41
		"GD E1":             false,
		"1C 1B 1S":          false,
		"1C 1B 1S GD E1 W3": false, // every catch of GD E1 W3 leaves 1C 1B 1S
	} {
		if got := textRules.InCatches(cards(t, s)); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

// bruteSplits tries every way to take the first card with two others.
func bruteSplits(ks []tiles.Kind) bool {
	if len(ks) == 0 {
		return true
	}
	for i := 1; i < len(ks); i++ {
		for j := i + 1; j < len(ks); j++ {
			if _, ok := textRules.Fishable(ks[0], ks[i], ks[j]); !ok {
				continue
			}
			var rest []tiles.Kind
			for k := 1; k < len(ks); k++ {
				if k != i && k != j {
					rest = append(rest, ks[k])
				}
			}
			if bruteSplits(rest) {
				return true
			}
		}
	}
	return false
}

// TestPropertyInCatches: InCatches agrees with a brute force over every
// way to group random cards in threes, and cards built from catches split.
func TestPropertyInCatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var deck []tiles.Kind
	for k := 1; k <= dragondeck.Deck.NumKinds(); k++ {
		for range dragondeck.Deck.Info(tiles.Kind(k)).Copies {
			deck = append(deck, tiles.Kind(k))
		}
	}
	for range 1000 {
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		ks := deck[:3*rng.IntN(5)]
		if got, want := textRules.InCatches(ks), bruteSplits(ks); got != want {
			t.Fatalf("%s: %v, brute force %v", format(ks), got, want)
		}
	}
}

// BenchmarkMACInCatches checks 24 suit cards, half the deck for one
// player, which split into catches only after a long search.
func BenchmarkMACInCatches(b *testing.B) {
	ks := cards(b, "1C 2C 3C 4C 5C 6C 7C 8C 9C 1B 2B 3B 4B 5B 6B 7B 8B 9B 1S 2S 3S 4S 5S 6S")
	b.ReportAllocs()
	for b.Loop() {
		textRules.InCatches(ks)
	}
}
