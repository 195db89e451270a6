package dragondeck

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestDeckHas52Cards: 27 suit cards, 16 winds, 4 GD, 5 Feng Shui.
func TestDeckHas52Cards(t *testing.T) {
	byClass := map[Class]int{}
	for k := 1; k <= Deck.NumKinds(); k++ {
		byClass[ClassOf(tiles.Kind(k))] += Deck.Info(tiles.Kind(k)).Copies
	}
	want := map[Class]int{Suit: 27, Wind: 16, Dragon: 4, FengShui: 5}
	total := 0
	for c, n := range want {
		if byClass[c] != n {
			t.Errorf("class %d has %d cards, want %d", c, byClass[c], n)
		}
		total += byClass[c]
	}
	if total != 52 || len(byClass) != len(want) {
		t.Errorf("deck has %d cards in %d classes, want 52 in 4", total, len(byClass))
	}
}

// TestCardCodesRoundTrip: every card's code reads back as that card, in
// either case.
func TestCardCodesRoundTrip(t *testing.T) {
	for k := 1; k <= Deck.NumKinds(); k++ {
		code := Deck.Code(tiles.Kind(k))
		for _, s := range []string{code, strings.ToLower(code)} {
			got, err := Parse(s)
			if err != nil || len(got) != 1 || got[0] != tiles.Kind(k) {
				t.Errorf("Parse(%q) = %v, %v; want [%s]", s, got, err, code)
			}
		}
	}
}

// TestSouthIsS2ScriptsIs2S: S2 is always South, 2S always the 2 of Scripts.
func TestSouthIsS2ScriptsIs2S(t *testing.T) {
	for _, tc := range []struct {
		in    string
		class Class
		code  string
	}{
		{"S2", Wind, "S2"}, {"s2", Wind, "S2"},
		{"2S", Suit, "2S"}, {"2s", Suit, "2S"},
	} {
		ks, err := Parse(tc.in)
		if err != nil || len(ks) != 1 {
			t.Fatalf("Parse(%q) = %v, %v", tc.in, ks, err)
		}
		if ClassOf(ks[0]) != tc.class || Deck.Code(ks[0]) != tc.code {
			t.Errorf("%s reads as %s (class %d), want %s", tc.in, Deck.Code(ks[0]), ClassOf(ks[0]), tc.code)
		}
	}
	s2, _ := Deck.Lookup("S2")
	if w, _ := WindOf(s2); w != "S" {
		t.Errorf("S2 matches %q, want S", w)
	}
}

// TestAmbiguousTokensShowBothSpellings: a bare S or 2 is refused, naming
// the token, with both S2 and 2S; other bare letters and ranks say how the
// card is written.
func TestAmbiguousTokensShowBothSpellings(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"S", []string{`"S"`, "S2", "2S", "South", "Scripts"}},
		{"s", []string{`"s"`, "S2", "2S"}},
		{"E1 2 3C", []string{`"2" at column 4`, "S2", "2S"}},
		{"1", []string{"E1", "1C", "1B", "1S"}},
		{"4", []string{"N4", "4S"}},
		{"w", []string{"W3"}},
		{"7", []string{"7C", "7B", "7S"}},
	} {
		_, err := Parse(tc.in)
		if err == nil {
			t.Errorf("Parse(%q) succeeded", tc.in)
			continue
		}
		msg := err.Error()
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("Parse(%q) = %q, want it to mention %s", tc.in, msg, w)
			}
		}
	}
}

// TestCopiesPerDeck: one of each suit and Feng Shui card, four of each
// wind and GD.
func TestCopiesPerDeck(t *testing.T) {
	for _, tc := range []struct {
		in, want string
	}{
		{"1C 1c", "2 × 1C; the game has only one"},
		{"123C 2C", "2 × 2C; the game has only one"},
		{"F2 F2", "2 × F2; the game has only one"},
		{"E1 E1 E1 E1 E1", "5 × E1; the game has only 4 of each"},
		{"GD GD GD GD GD", "5 × GD; the game has only 4 of each"},
	} {
		_, err := Parse(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
	if ks, err := Parse("E1 E1 E1 E1, GD GD GD GD, F1 F2 F3 F4 F5"); err != nil || len(ks) != 13 {
		t.Errorf("every copy the deck has: %v, %v", ks, err)
	}
}

// TestListHasNoGroups: Parse reads a flat list; a bracket is refused where
// it is written, closed or not.
func TestListHasNoGroups(t *testing.T) {
	for in, want := range map[string]string{
		"E1 [3C 4C 5C]": `"[" at column 4: a list of cards has no groups; leave out the brackets`,
		"E1 [3C":        `"[" at column 4: a list of cards has no groups`,
		"E1 (3C":        `"(" at column 4: a list of cards has no groups`,
		"E1 3C]":        `"]" at column 6: a list of cards has no groups`,
	} {
		if _, err := Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
}

// TestCardWording: the shared parser speaks of cards and of a list, the
// deck's own nouns, never of tiles or a hand.
func TestCardWording(t *testing.T) {
	for in, want := range map[string]string{
		"X9":             `"X9" at column 1: unknown card; write a card as printed`,
		"E1 -":           `"-" at column 4: '-' marks a missing card in a loser's hand; a list has none`,
		"GD GD GD GD GD": "the list holds 5 × GD",
		" , ":            "the list is empty; write a card as printed",
	} {
		_, err := Parse(in)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "tile") || strings.Contains(err.Error(), "hand holds") {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
	// A hand of the deck (Q Mahjongg's) is still a hand, of cards.
	_, err := Deck.Parse("", tiles.ParseOptions{})
	if err == nil || !strings.HasSuffix(err.Error(), ": the hand is empty; write a card as printed: 1C–9C, 1B–9B, 1S–9S (rank first), E1 S2 W3 N4, GD, F1–F5") {
		t.Errorf("empty hand: %v", err)
	}
}

// TestWinds: each wind card matches its letter, and back.
func TestWinds(t *testing.T) {
	for _, l := range []string{"E", "S", "W", "N"} {
		k, ok := WindCard(l)
		if got, _ := WindOf(k); !ok || got != l {
			t.Errorf("WindCard(%s) = %s, matching %q", l, Deck.Code(k), got)
		}
	}
	if _, ok := WindOf(GreenDragon); ok {
		t.Error("GD matches a wind")
	}
	if _, ok := WindCard("X"); ok {
		t.Error("WindCard(X) found a card")
	}
	for i, k := range FengShuiCards() {
		if !IsWild(k) || Deck.Code(k) != "F"+string(rune('1'+i)) {
			t.Errorf("Feng Shui card %d is %s", i+1, Deck.Code(k))
		}
	}
}

// FuzzParseCards: no panic; an error is one line naming what was read.
func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"1C 2C 3C", "S", "2", "S2 2S", "[E1 E1 E1]", "F1,F2", "éS2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ks, err := Parse(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error spans lines: %q", err)
			}
			return
		}
		var c tiles.Counts
		c.Add(ks...)
		if err := Deck.CheckCopies(&c, "the list"); err != nil {
			t.Errorf("Parse(%q) accepted %v", s, err)
		}
	})
}

// TestHonourKinds: the kinds counted for the honours and the first Feng
// Shui card are the ones their codes name.
func TestHonourKinds(t *testing.T) {
	for code, want := range map[string]tiles.Kind{"E1": East, "S2": East + 1, "N4": East + 3, "GD": GreenDragon, "F1": firstFeng, "F5": firstFeng + NumFengShui - 1} {
		if k, ok := Deck.Lookup(code); !ok || k != want {
			t.Errorf("%s is kind %d (%v), counted as %d", code, k, ok, want)
		}
	}
}
