package cmdutil

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestTableFits: a table that fits is laid out as it always was; one
// wider than Width breaks its last column under itself, or writes each
// row but the heading as a block named by it.
func TestTableFits(t *testing.T) {
	items := func(width int) *Table {
		tb := &Table{Align: "lr", Width: width}
		tb.Row("  self-pick", "1", "the winning tile was picked from the wall, not a discard")
		tb.Row("  pure", "6", "every tile is of one suit, sticks")
		return tb
	}
	players := func(width int) *Table {
		tb := &Table{Align: "llrr", Width: width}
		tb.Head("player", "discards", "pips", "score")
		tb.Row("Alexandrina Featherstonehaugh-Smythe", "6-6 1-5 4-4", "26", "52")
		tb.Row("Bo", "-", "0", "0")
		return tb
	}
	for _, tc := range []struct {
		name string
		t    *Table
		want string
	}{
		{"piped_whole", items(0), "  self-pick  1  the winning tile was picked from the wall, not a discard\n  pure       6  every tile is of one suit, sticks\n"},
		{"fits", items(80), "  self-pick  1  the winning tile was picked from the wall, not a discard\n  pure       6  every tile is of one suit, sticks\n"},
		{"last_column_broken", items(60), "  self-pick  1  the winning tile was picked from the wall,\n                not a discard\n  pure       6  every tile is of one suit, sticks\n"},
		{"blocks", players(60), "Alexandrina Featherstonehaugh-Smythe: discards 6-6 1-5 4-4,\n    pips 26, score 52\nBo: discards -, pips 0, score 0\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			tc.t.Print(&b)
			if b.String() != tc.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), tc.want)
			}
		})
	}
}

// TestTableNeverWider: whatever the cells, a table with Width set writes
// no line wider, and keeps every cell's words.
func TestTableNeverWider(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	cell := func() string {
		var ws []string
		for range 1 + r.IntN(6) {
			ws = append(ws, strings.Repeat("m", 1+r.IntN(14)))
		}
		return strings.Join(ws, " ")
	}
	for range 300 {
		width := term.MinWidth + r.IntN(70)
		tb := &Table{Align: []string{"lr", "llrr", "rll", ""}[r.IntN(4)], Width: width}
		cols := 1 + r.IntN(5)
		if r.IntN(2) == 0 {
			var head []string
			for range cols {
				head = append(head, fmt.Sprint("h", r.IntN(9)))
			}
			tb.Head(head...)
		}
		var words []string
		for range 1 + r.IntN(6) {
			var cells []string
			for range cols {
				c := cell()
				cells, words = append(cells, c), append(words, strings.Fields(c)...)
			}
			tb.Row(cells...)
			if r.IntN(4) == 0 {
				tb.Line("-- %s", cell())
			}
		}
		var b bytes.Buffer
		tb.Print(&b)
		for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
			if utf8.RuneCountInString(line) > width {
				t.Fatalf("width %d, a line of %d: %q\n%s", width, utf8.RuneCountInString(line), line, b.String())
			}
		}
		for _, w := range words {
			if !strings.Contains(b.String(), w) {
				t.Fatalf("width %d: %q lost\n%s", width, w, b.String())
			}
		}
	}
}
