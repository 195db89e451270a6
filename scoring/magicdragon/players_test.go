package magicdragon

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

func TestParseNamedHand(t *testing.T) {
	tests := []struct {
		in, name, hand string
	}{
		{"Ann=(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)", "Ann", "1C 1C 2C 2C 3C 3C 3S 4S 4S 7D 8D 8D 4P"},
		{" Bob = 123C [333D] 344S 788D 4P", "Bob", "[333D] 1C 2C 3C 3S 4S 4S 7D 8D 8D 4P"},
		{"Mr. Li=123C 456C 789C 1S", "Mr. Li", "1C 2C 3C 4C 5C 6C 7C 8C 9C 1S"},
		{"Zoë=1C", "Zoë", "1C"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			nh, err := Table{}.ParseNamedHand(tt.in, true)
			if err != nil {
				t.Fatal(err)
			}
			if nh.Name != tt.name || nh.Hand.String() != tt.hand {
				t.Errorf("= %q %q, want %q %q", nh.Name, nh.Hand.String(), tt.name, tt.hand)
			}
		})
	}
}

func TestParseNamedHandErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"123C 456C", `"123C 456C" at column 1: write a player's hand as NAME=HAND`},
		{"=123C", "the name is empty"},
		{"  =123C", "the name is empty"},
		{"Ann=", "Ann: the hand is empty"},
		{"Ann=123C 5X", `"5X" at column 10: unknown tile`},
		{"Zoë=1C 2Q", `"2Q" at column 8: unknown tile`},
		{"Ann=1C - [12C]", `"[12C]" at column 10: an exposed group must be a set`},
		{"Ann=11111C", `"11111C" at column 5: the hand holds 5 × 1C`},
		{"Ann\x00=1C", `"Ann\x00" at column 1: the name "Ann\x00" has a character that cannot be shown`},
		{"--=1C", `"--" at column 1: the name "--" needs a letter or a digit`},
		{strings.Repeat("x", 41) + "=1C", "longer than 40 characters"},
		{"A\xffB=1C", "not valid text (UTF-8)"},
		{"Ann=1C=2C", `"1C=2C" at column 5: unknown tile`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := Table{}.ParseNamedHand(tt.in, true)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v; want it to say %s", err, tt.want)
			}
		})
	}
	if _, err := (Table{}).ParseNamedHand("Ann=123C -", false); err == nil || !strings.Contains(err.Error(), `"-" at column 10`) {
		t.Errorf("'-' in a winner's hand: %v", err)
	}
	if _, err := (Table{WithoutSuit: "P"}).ParseNamedHand("Ann=123C 4P", true); err == nil || !strings.Contains(err.Error(), `"4P" at column 10: the P suit is removed`) {
		t.Errorf("removed suit: %v", err)
	}
}

func TestCheckTableTiles(t *testing.T) {
	player := func(name, hand string) NamedHand {
		return NamedHand{name, mustParse(t, Table{}, hand)}
	}
	ann := player("Ann", "123C 123C 345S 789D 44P")
	bob := player("Bob", "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)")
	cy := player("Cy", "[555P] 999P 12S 567D 1C 1P")
	if err := CheckTableTiles([]NamedHand{ann, cy}); err != nil {
		t.Errorf("a sound table: %v", err)
	}
	err := CheckTableTiles([]NamedHand{ann, bob, cy})
	want := "magicdragon: the table holds 5 × 1C (Ann 2, Bob 2, Cy 1)"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error = %v; want %s…", err, want)
	}
	err = CheckTableTiles([]NamedHand{ann, player("Di", "[444P] 4P 1S 2S 3S 5S 6S 7S 8S 9S")})
	if err == nil || !strings.Contains(err.Error(), "6 × 4P (Ann 2, Di 4)") {
		t.Errorf("exposed tiles count: %v", err)
	}
	if err := CheckTableTiles([]NamedHand{{"Ed", nil}}); err == nil {
		t.Error("a player without a hand passed")
	}
}

// FuzzParseNamedHand: no input panics; every error is one line, prefixed
// by the package, naming its token and column when it has one; a name
// that parses passes CheckName.
func FuzzParseNamedHand(f *testing.F) {
	for _, s := range []string{
		"Ann=(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)", " Bob = 123C [333D] 344S 788D 4P",
		"=", "Ann=", "Ann", "Ann==1C", "Zoë=1C 2Q", "\x00=1C", "A\xffB=1C", "Ann=[12C]",
	} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, allowMissing bool) {
		nh, err := Table{}.ParseNamedHand(s, allowMissing)
		if err == nil {
			if nh.Hand == nil || CheckName(nh.Name) != nil {
				t.Fatalf("%q: parsed to %+v", s, nh)
			}
			return
		}
		msg := err.Error()
		if strings.ContainsAny(msg, "\n\r") || !strings.HasPrefix(msg, "magicdragon: ") {
			t.Fatalf("%q: error %q", s, msg)
		}
		if broken := BrokenPromise(err); broken != "" {
			t.Fatalf("%q: %s", s, broken)
		}
	})
}

// BrokenPromise returns what the message of a hand that could not be read
// fails to say, or "" when it says it all: the bad token as words.Quote
// shows it (cut short when long, with its length) and the column it starts
// at, so that a person finds it in what they typed however long it is.
func BrokenPromise(err error) string {
	var pe *tiles.ParseError
	if !errors.As(err, &pe) || pe.Token == "" {
		return ""
	}
	if shown := fmt.Sprintf("%s at column %d", words.Quote(pe.Token), pe.Pos); pe.Pos < 1 || !strings.Contains(err.Error(), shown) {
		return fmt.Sprintf("error %q does not name its token %q as %s", err, pe.Token, shown)
	}
	return ""
}
