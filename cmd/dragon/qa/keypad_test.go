package qa

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestKeypadKeys: a deck's keypad is its ranks, then its suits (each
// ending the ranks before it), then its other pieces by their codes, in
// the deck's order; brackets and '-' when the notation takes them; Only
// keeps what it takes.
func TestKeypadKeys(t *testing.T) {
	deck := tiles.NewSuitedDeck("toy", []string{"C", "D"}, 4, "")
	deck.Kinds = append(deck.Kinds, tiles.KindInfo{Code: "GD", Suit: "GD", Copies: 4}, tiles.KindInfo{Code: "E", Suit: "E", Copies: 4})
	for _, tc := range []struct {
		pad  Keypad
		want string
	}{
		{Keypad{Deck: deck}, `1 2 3 4 5 6 7 8 9 C_ D_ GD_ E_`},
		{Keypad{Deck: deck, Brackets: true, Missing: true}, `1 2 3 4 5 6 7 8 9 C_ D_ GD_ E_ [ ]_ -_`},
		{Keypad{Deck: deck, Only: func(k tiles.Kind) bool { return deck.Info(k).Suit != "C" && deck.Info(k).Rank != 9 }}, `1 2 3 4 5 6 7 8 D_ GD_ E_`},
		{Keypad{Deck: deck, Only: func(k tiles.Kind) bool { return !deck.Info(k).Chain }}, `GD_ E_`},
	} {
		got := ""
		for i, k := range tc.pad.Keys() {
			if i > 0 {
				got += " "
			}
			if !strings.HasPrefix(k.Token, k.Label) {
				t.Errorf("the key %q types %q", k.Label, k.Token)
			}
			got += k.Label
			if k.Token != k.Label {
				got += "_" // ends the piece
			}
			if k.Suit != (k.Label == "C" || k.Label == "D") {
				t.Errorf("the key %q is a suit's: %v", k.Label, k.Suit)
			}
		}
		if got != tc.want {
			t.Errorf("keys %q, want %q", got, tc.want)
		}
	}
}

// TestDescriptionKeys: a description offers its keypad's keys for a Text
// question alone, and none without a keypad.
func TestDescriptionKeys(t *testing.T) {
	d := coin()
	text, choice := &Question{ID: "hand", Kind: Text}, &Question{ID: "call", Kind: Choice}
	if keys := d.Keys(text, Answers{}); keys != nil {
		t.Errorf("a description without a keypad offers %v", keys)
	}
	deck := tiles.NewSuitedDeck("toy", []string{"C"}, 4, "")
	d.Keypad = func(q *Question, a Answers) *Keypad { return &Keypad{Deck: deck, Missing: a["winner"] == "Bo"} }
	if n := len(d.Keys(text, Answers{})); n != 10 {
		t.Errorf("%d keys for a text, want 9 ranks and a suit", n)
	}
	if n := len(d.Keys(text, Answers{"winner": "Bo"})); n != 11 {
		t.Errorf("%d keys given the answers, want '-' too", n)
	}
	if keys := d.Keys(choice, Answers{}); keys != nil {
		t.Errorf("a choice has keys %v", keys)
	}
}
