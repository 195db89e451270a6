package mac

import (
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestValue: suit cards their rank, winds and GD 10, Feng Shui 11.
func TestValue(t *testing.T) {
	for _, c := range []struct {
		rule, cards string
		want        []int
	}{
		{"suit_card_its_rank", "1C 3C 7B 9S 2S", []int{1, 3, 7, 9, 2}},
		{"wind_10", "E1 S2 W3 N4", []int{10, 10, 10, 10}},
		{"green_dragon_10", "GD", []int{10}},
		{"feng_shui_11", "F1 F5", []int{11, 11}},
	} {
		t.Run(c.rule, func(t *testing.T) {
			for i, k := range cards(t, c.cards) {
				if got := textRules.Value(k); got != c.want[i] {
					t.Errorf("textRules.Value(%s) = %d, want %d", format([]tiles.Kind{k}), got, c.want[i])
				}
			}
		})
	}
}

// TestPoints: Feng Shui 10, GD 5, a wind 2, a suit card 1.
func TestPoints(t *testing.T) {
	for _, c := range []struct {
		rule, cards string
		want        int
	}{
		{"feng_shui_10", "F1 F3 F5", 10},
		{"green_dragon_5", "GD", 5},
		{"wind_2", "E1 S2 W3 N4", 2},
		{"suit_card_1", "2S 9C 5B 1C", 1},
	} {
		t.Run(c.rule, func(t *testing.T) {
			for _, k := range cards(t, c.cards) {
				if got := textRules.CardPoints(k); got != c.want {
					t.Errorf("textRules.CardPoints(%s) = %d, want %d", format([]tiles.Kind{k}), got, c.want)
				}
			}
		})
	}
	// The whole deck: 27 suit cards, 16 winds, 4 GD, 5 Feng Shui.
	total := 0
	for k := 1; k <= dragondeck.Deck.NumKinds(); k++ {
		total += textRules.CardPoints(tiles.Kind(k)) * dragondeck.Deck.Info(tiles.Kind(k)).Copies
	}
	if want := 27*1 + 16*2 + 4*5 + 5*10; total != want {
		t.Errorf("the deck scores %d, want %d", total, want)
	}
}
