package dominoes

import (
	"strings"
	"testing"
)

// TestParseTilesForms: 6-6, [6-6] and 66, halves in either order, spaces or
// commas between.
func TestParseTilesForms(t *testing.T) {
	for _, s := range []string{
		"6-6 1-5 2-4", "[6-6] [5-1] [4-2]", "66 15 24", "66,51, 42", "  [66] 5-1\t2-4 ",
	} {
		ts, err := ParseTiles(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if got := Format(ts); got != "6-6 1-5 2-4" {
			t.Errorf("%q → %s", s, got)
		}
	}
	if ts, err := ParseTiles(" "); err != nil || len(ts) != 0 {
		t.Errorf("blank → %v, %v; want no tiles", ts, err)
	}
}

// TestParseTilesErrors: one line naming the bad token, its column and what
// would be right.
func TestParseTilesErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"6-6 0-3", `dominoes: "0-3" at column 5: Chinese dominoes have no blanks; halves run 1–6`},
		{"7-1", `dominoes: "7-1" at column 1: there is no 7; halves run 1–6`},
		{"6-6 x", `dominoes: "x" at column 5: unknown tile; write a tile as 6-6, [6-6] or 66`},
		{"6--6", `dominoes: "6--6" at column 1: unknown tile; write a tile as 6-6, [6-6] or 66`},
		{"666", `dominoes: "666" at column 1: unknown tile; write a tile as 6-6, [6-6] or 66`},
		{"[6-6", `dominoes: "[6-6" at column 1: brackets go around one tile, as in [6-6]`},
		{"[6-6][5-5]", `dominoes: "[6-6][5-5]" at column 1: unknown tile; write a tile as 6-6, [6-6] or 66`},
		{"]", `dominoes: "]" at column 1: brackets go around one tile, as in [6-6]`},
	} {
		_, err := ParseTiles(c.in)
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: %v\nwant %s", c.in, err, c.want)
		}
	}
}

// TestParseTileOne: --discarded names exactly one tile.
func TestParseTileOne(t *testing.T) {
	for _, s := range []string{"", "6-6 5-5"} {
		if _, err := ParseTile(s); err == nil || !strings.Contains(err.Error(), "write exactly one tile") {
			t.Errorf("%q: %v", s, err)
		}
	}
}

// TestParseHand: NAME=TILES, none after = for a player who discarded
// nothing, a bad tile at its column in the whole text.
func TestParseHand(t *testing.T) {
	h, err := ParseHand(" Ann = 6-6 5-1")
	if err != nil || h.Name != "Ann" || Format(h.Tiles) != "6-6 1-5" {
		t.Errorf("Ann: %+v, %v", h, err)
	}
	if h, err := ParseHand("Bo="); err != nil || h.Name != "Bo" || len(h.Tiles) != 0 {
		t.Errorf("Bo=: %+v, %v", h, err)
	}
	for _, c := range []struct{ in, want string }{
		{"Ann=6-6 8-1", `dominoes: "8-1" at column 9: there is no 8; halves run 1–6`},
		{"Ann 6-6", `dominoes: "Ann 6-6" at column 1: write a player's tiles as NAME=TILES, e.g. Ann=6-6 5-1 (Bo= for none)`},
		{"=6-6", `dominoes: the name is empty; give one, e.g. Ann`},
		{"A:n=6-6", `dominoes: "A:n" at column 1: the name "A:n" holds ':'; a name may not hold , = : # quotes or brackets`},
	} {
		if _, err := ParseHand(c.in); err == nil || err.Error() != c.want {
			t.Errorf("%q: %v\nwant %s", c.in, err, c.want)
		}
	}
}

// TestCheckCopies: a tile named more often than the set holds it, across
// every list of one command, is refused naming it.
func TestCheckCopies(t *testing.T) {
	a, _ := ParseTiles("6-6 2-4")
	b, _ := ParseTiles("66")
	if err := CheckCopies(a, b); err != nil {
		t.Errorf("two 6-6: %v", err)
	}
	c, _ := ParseTiles("[6-6]")
	if err := CheckCopies(a, b, c); err == nil || err.Error() != "dominoes: the table holds 3 × 6-6; the game has only 2 of each" {
		t.Errorf("three 6-6: %v", err)
	}
	d, _ := ParseTiles("4-2")
	if err := CheckCopies(a, d); err == nil || err.Error() != "dominoes: the table holds 2 × 2-4; the game has only one" {
		t.Errorf("two 2-4: %v", err)
	}
}

// FuzzParseTiles: no input panics; an error is one line naming a token (or
// the whole text); what parses writes back and reads the same.
func FuzzParseTiles(f *testing.F) {
	for _, s := range []string{"6-6 [5-1] 42", "0-0", "[[]]", "6-6,,7", "Ann=6-6", "\xff-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := ParseTiles(s)
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "dominoes: ") {
				t.Fatalf("%q: error %q", s, msg)
			}
			return
		}
		again, err := ParseTiles(Format(ts))
		if err != nil || Format(again) != Format(ts) {
			t.Fatalf("%q → %q → %v, %v", s, Format(ts), again, err)
		}
	})
}

// FuzzParseHand: NAME=TILES never panics; a parsed hand has a valid name.
func FuzzParseHand(f *testing.F) {
	for _, s := range []string{"Ann=6-6 5-1", "Bo=", "=", "a=b=c", "Ann=[6-6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseHand(s)
		if err != nil {
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "dominoes: ") {
				t.Fatalf("%q: error %q", s, msg)
			}
			return
		}
		if h.Name == "" {
			t.Fatalf("%q: empty name accepted", s)
		}
	})
}
