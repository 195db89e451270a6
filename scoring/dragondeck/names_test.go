package dragondeck

import "testing"

// TestCardsInWords: every card is named as printed, and a suit card's
// suit is one card's word for the suit; nothing else has a suit's mark.
func TestCardsInWords(t *testing.T) {
	for code, want := range map[string][2]string{
		"4C": {"4 of Circles", "circle"}, "9B": {"9 of Bamboos", "bamboo"}, "1S": {"1 of Scripts", "script"},
		"S2": {"South wind", ""}, "GD": {"Green Dragon", ""}, "F5": {"Feng Shui 5", ""},
	} {
		k, ok := Deck.Lookup(code)
		if got := [2]string{Name(k), SuitMark(k)}; !ok || got != want {
			t.Errorf("%s is %q, want %q", code, got, want)
		}
	}
	if Name(0) != "" || SuitMark(0) != "" {
		t.Error("no card has a name")
	}
}
