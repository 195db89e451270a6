package mac

import (
	"strings"
	"testing"
)

// TestParseCards: the Dragon Deck's notation; S2 is South, 2S the 2 of
// Scripts; errors say mac and name the token.
func TestParseCards(t *testing.T) {
	if got := format(cards(t, "3c gd 7B, s2 2s F1")); got != "3C GD 7B S2 2S F1" {
		t.Errorf("got %s", got)
	}
	for _, blank := range []string{"", "  ", " , ", ",,"} {
		if ks, err := ParseCards(blank); err != nil || len(ks) != 0 {
			t.Errorf("%q: %v, %v; want no cards", blank, ks, err)
		}
	}
	for in, want := range map[string]string{
		"3C X9":          `mac: "X9" at column 4: unknown card; write a card as printed`,
		"3C S":           `mac: "S" at column 4: S alone could be South (S2)`,
		"[3C]":           `mac: "[" at column 1: a list of cards has no groups`,
		"3C 3C":          `mac: "3C" at column 4: the list holds 2 × 3C; the game has only one`,
		"F6":             `mac: "F6" at column 1: `,
		"GD GD GD GD GD": `mac: "GD" at column 13: the list holds 5 × GD; the game has only 4 of each`,
	} {
		_, err := ParseCards(in)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v\nwant %s…", in, err, want)
		}
	}
}

// TestParseFished: NAME=CARDS, none for a player who fished nothing, a bad
// card at its column in the whole text.
func TestParseFished(t *testing.T) {
	f, err := ParseFished("Ann = GD F1 3C")
	if err != nil || f.Name != "Ann" || format(f.Cards) != "GD F1 3C" {
		t.Errorf("%+v, %v", f, err)
	}
	if f, err := ParseFished("Bo="); err != nil || f.Name != "Bo" || len(f.Cards) != 0 {
		t.Errorf("Bo=: %+v, %v", f, err)
	}
	for in, want := range map[string]string{
		"Ann=GD Q1": `mac: "Q1" at column 8: unknown card`,
		"Ann GD":    `mac: "Ann GD" at column 1: write a player's fished cards as NAME=CARDS`,
		"=GD":       `mac: the name is empty`,
	} {
		if _, err := ParseFished(in); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v\nwant %s…", in, err, want)
		}
	}
}

// TestCheckCopies: bait and pond together hold each card no more often
// than the deck.
func TestCheckCopies(t *testing.T) {
	if err := CheckCopies(cards(t, "GD GD 3C"), cards(t, "GD GD")); err != nil {
		t.Errorf("four GD: %v", err)
	}
	for _, c := range []struct{ bait, pond, want string }{
		{"GD GD 3C", "GD GD GD", "mac: the table holds 5 × GD; the game has only 4 of each"},
		{"3C", "3c", "mac: the table holds 2 × 3C; the game has only one"},
		{"F1", "E1 F1", "mac: the table holds 2 × F1; the game has only one"},
	} {
		if err := CheckCopies(cards(t, c.bait), cards(t, c.pond)); err == nil || err.Error() != c.want {
			t.Errorf("%s + %s: %v\nwant %s", c.bait, c.pond, err, c.want)
		}
	}
}

// FuzzParseCards: no input panics; an error is one line that says mac.
func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"3C GD 7B", "S", "2", "[E1]", "F1 F1", "Ann=GD", "345c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ks, err := ParseCards(s)
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "mac: ") {
				t.Fatalf("%q: error %q", s, msg)
			}
			return
		}
		again, err := ParseCards(format(ks))
		if err != nil || format(again) != format(ks) {
			t.Fatalf("%q → %q → %v, %v", s, format(ks), again, err)
		}
	})
}

// FuzzParseFished: NAME=CARDS never panics; a parsed player has a name.
func FuzzParseFished(f *testing.F) {
	for _, s := range []string{"Ann=GD F1 3C", "Bo=", "=", "a=b=c", "Ann=[GD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFished(s)
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "mac: ") {
				t.Fatalf("%q: error %q", s, msg)
			}
			return
		}
		if p.Name == "" {
			t.Fatalf("%q: empty name accepted", s)
		}
	})
}
