package mac

import (
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestValue: suit cards their rank, winds and GD 10, Feng Shui 11.
func TestValue(t *testing.T) {
	for code, want := range map[string]int{
		"1C": 1, "3C": 3, "7B": 7, "9S": 9, "2S": 2,
		"E1": 10, "S2": 10, "W3": 10, "N4": 10, "GD": 10,
		"F1": 11, "F5": 11,
	} {
		if got := Value(cards(t, code)[0]); got != want {
			t.Errorf("Value(%s) = %d, want %d", code, got, want)
		}
	}
}

// TestPoints: Feng Shui 10, GD 5, a wind 2, a suit card 1.
func TestPoints(t *testing.T) {
	for code, want := range map[string]int{
		"F1": 10, "F3": 10, "GD": 5, "E1": 2, "S2": 2, "W3": 2, "N4": 2, "2S": 1, "9C": 1, "5B": 1,
	} {
		if got := Points(cards(t, code)[0]); got != want {
			t.Errorf("Points(%s) = %d, want %d", code, got, want)
		}
	}
	// The whole deck: 27 suit cards, 16 winds, 4 GD, 5 Feng Shui.
	total := 0
	for k := 1; k <= dragondeck.Deck.NumKinds(); k++ {
		total += Points(tiles.Kind(k)) * dragondeck.Deck.Info(tiles.Kind(k)).Copies
	}
	if want := 27*1 + 16*2 + 4*5 + 5*10; total != want {
		t.Errorf("the deck scores %d, want %d", total, want)
	}
}
