package tiles

import (
	"fmt"
	"strings"
	"testing"
)

var testDeck = NewSuitedDeck("testgame", []string{"C", "S", "D", "P"}, 4, "write a rank then a suit, e.g. 3D")

// TestParseForms: the rulebook's form, the compact form and their mix read
// the same tiles, in either case.
func TestParseForms(t *testing.T) {
	want := "1C 2C 3C 3D 3D 3D 4P 4P"
	for _, s := range []string{
		"(1C, 2C, 3C) (3D, 3D, 3D) (4P, 4P)",
		"123C 333D 44P",
		"123c 333d 44p",
		"(1C,2C,3C)(3D 3D 3D) 44P",
		"  1C 2C,3C  333D (4P, 4P)  ",
	} {
		h, err := testDeck.Parse(s, ParseOptions{})
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		var all []Kind
		for _, g := range h.Groups {
			all = append(all, g.Tiles...)
		}
		if got := testDeck.Format(all); got != want {
			t.Errorf("%q → %s, want %s", s, got, want)
		}
	}
}

// TestTileCodesRoundTrip: every kind's code reads back as that kind.
func TestTileCodesRoundTrip(t *testing.T) {
	for k := 1; k <= testDeck.NumKinds(); k++ {
		code := testDeck.Code(Kind(k))
		for _, s := range []string{code, strings.ToLower(code)} {
			got, ok := testDeck.Lookup(s)
			if !ok || got != Kind(k) {
				t.Errorf("Lookup(%q) = %v, %v; want %d", s, got, ok, k)
			}
		}
	}
}

// TestExposedAndMissing: square brackets mark exposed groups; '-' is a
// missing tile, accepted only when asked for.
func TestExposedAndMissing(t *testing.T) {
	h, err := testDeck.Parse("[333D] (1D, -, 4D) 44P", ParseOptions{AllowMissing: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Exposed()) != 1 || h.Groups[1].Missing != 1 || h.NumTiles() != 7 {
		t.Fatalf("groups = %+v", h.Groups)
	}
	c := h.Concealed()
	if c.Total() != 4 {
		t.Errorf("concealed = %d tiles, want 4", c.Total())
	}
}

// TestParseErrors: every error names the token, its column and what would
// be right, on one line.
func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"123C 1X", `"1X" at column 6: unknown tile; write a rank then a suit`},
		{"0C", `"0C" at column 1: there is no rank 0`},
		{"(1C 2C", `"(1C 2C" at column 1: ( is never closed; end the group with )`},
		{"(1C 2C]", `"]" at column 7: the group opened with ( at column 1 must close with )`},
		{"1C)", `")" at column 3: closing bracket without an opening one`},
		{"(1C (2C))", `"(" at column 5: groups cannot be nested`},
		{"() 1C", `"()" at column 1: empty group`},
		{"(1C, -, 3C)", `"-" at column 6: '-' marks a missing tile and only a loser's hand may hold one`},
		{"", `testgame: the hand is empty; write a rank then a suit, e.g. 3D`},
		{"  ,, ", `the hand is empty`},
		{"é1C", `"é1C" at column 1: unknown tile`},
		{"1111C 2C 1C", `"1C" at column 10: the hand holds 5 × 1C; the game has only 4 of each`},
		{"(1C, 1C) 111C", `"111C" at column 10: the hand holds 5 × 1C`},
	}
	for _, tc := range tests {
		_, err := testDeck.Parse(tc.in, ParseOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want %q", tc.in, err, tc.want)
			continue
		}
		if !strings.HasPrefix(err.Error(), "testgame: ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%q): %q is not one line prefixed by the game", tc.in, err)
		}
	}
}

// TestParseErrorLongToken: a huge bad token, or a huge unclosed group, is
// quoted cut short, so the error stays a line a person can read.
func TestParseErrorLongToken(t *testing.T) {
	long := strings.Repeat("x", 100000)
	for _, in := range []string{long, "1C " + long, "(1C " + long} {
		_, err := testDeck.Parse(in, ParseOptions{})
		if err == nil || len(err.Error()) > 300 || !strings.Contains(err.Error(), "bytes)") {
			t.Errorf("Parse(%d bytes): %d-byte error, want it cut short: %.200v", len(in), len(fmt.Sprint(err)), err)
		}
	}
}

// TestCheckCopies names the tile held more often than the deck has it,
// across hands (a hand alone is refused by the parser).
func TestCheckCopies(t *testing.T) {
	a, _ := testDeck.Parse("111C", ParseOptions{})
	b, _ := testDeck.Parse("11C", ParseOptions{})
	c := a.Counts()
	c.Add(b.Groups[0].Tiles...)
	err := testDeck.CheckCopies(&c, "the table")
	if err == nil || !strings.Contains(err.Error(), "the table holds 5 × 1C; the game has only 4 of each") {
		t.Errorf("err = %v", err)
	}
}

// FuzzParseHand: the generic parser never panics, and its errors are one
// line naming the token.
func FuzzParseHand(f *testing.F) {
	for _, s := range []string{"(1C, 2C, 3C) [333D] 44P", "(1D, -, 4D)", "((", "]]", "9Z", "１２３C", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, opt := range []ParseOptions{{AllowMissing: true}, {List: true}} {
			_, err := testDeck.Parse(s, opt)
			if err != nil && strings.Contains(err.Error(), "\n") {
				t.Fatalf("%+v: error spans lines: %q", opt, err)
			}
		}
	})
}

// TestCodes: every kind is written as its code, in order, and no kinds
// as an empty list (not null in JSON).
func TestCodes(t *testing.T) {
	var all []Kind
	for k := 1; k <= testDeck.NumKinds(); k++ {
		all = append(all, Kind(k))
	}
	codes := testDeck.Codes(all)
	for i, k := range all {
		if got, ok := testDeck.Lookup(codes[i]); len(codes) != len(all) || !ok || got != k {
			t.Fatalf("Codes: %q at %d reads back as %v, want %d", codes[i], i, got, k)
		}
	}
	if none := testDeck.Codes(nil); none == nil || len(none) != 0 {
		t.Errorf("Codes(nil) = %#v, want []", none)
	}
}
