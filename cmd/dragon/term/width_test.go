package term

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPara: a line that fits is written whole; a wider one is broken
// between words, the spaces inside each line kept (a label's), the lines
// after the first indented; a word longer than a line is cut; width 0
// never breaks.
func TestPara(t *testing.T) {
	for _, tc := range []struct {
		name, s, indent string
		width           int
		want            string
	}{
		{"fits", "Total:    7 points", "  ", 60, "Total:    7 points\n"},
		{"no_width", strings.Repeat("word ", 30), "  ", 0, strings.Repeat("word ", 30) + "\n"},
		{"label_kept", "Reading:  one two three four", "          ", 20, "Reading:  one two\n          three four\n"},
		{"lead_kept", "  a b c d e f", "    ", 7, "  a b c\n    d e\n    f\n"},
		{"long_word_cut", "abcdefghij", "", 4, "abcd\nefgh\nij\n"},
		{"spaces_at_the_end", "one two   ", "", 5, "one\ntwo\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			Para(&b, tc.width, tc.indent, tc.s)
			if b.String() != tc.want {
				t.Errorf("Para(%d, %q) = %q, want %q", tc.width, tc.s, b.String(), tc.want)
			}
		})
	}
}

// TestParaKeepsEveryWord: broken or not, a paragraph keeps every word in
// order, and no line is wider than the width.
func TestParaKeepsEveryWord(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		var words []string
		for range r.IntN(30) {
			words = append(words, strings.Repeat("x", 1+r.IntN(12))+"é")
		}
		s, width := strings.Join(words, strings.Repeat(" ", 1+r.IntN(2))), 8+r.IntN(60)
		var b bytes.Buffer
		Para(&b, width, "  ", s)
		out := strings.TrimSuffix(b.String(), "\n")
		for _, line := range strings.Split(out, "\n") {
			if utf8.RuneCountInString(line) > width {
				t.Fatalf("width %d: line %q of %q", width, line, s)
			}
		}
		if strings.Join(strings.Fields(out), "") != strings.Join(strings.Fields(s), "") {
			t.Fatalf("width %d: %q lost words of %q", width, out, s)
		}
	}
}

// TestFit: output is fitted to $COLUMNS, or to the terminal, and never
// when it goes to a pipe with no $COLUMNS.
func TestFit(t *testing.T) {
	ios := &IOStreams{Out: os.Stdout}
	for _, tc := range []struct {
		columns string
		tty     bool
		want    int
	}{
		{"", false, 0}, {"100", false, 100}, {"30", false, MinWidth}, {"x", false, 0}, {"0", false, 0},
	} {
		t.Setenv("COLUMNS", tc.columns)
		ios.OutTTY = tc.tty
		if got := ios.Fit(); got != tc.want {
			t.Errorf("COLUMNS=%q, terminal %v: Fit() = %d, want %d", tc.columns, tc.tty, got, tc.want)
		}
	}
}

// TestParaLinearInAWord: a word longer than many lines (a pasted note of
// 100,000 letters) is cut with memory in proportion to its length, not
// to its square: its letters are read once.
func TestParaLinearInAWord(t *testing.T) {
	word := strings.Repeat("x", 100_000)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var b bytes.Buffer
	Para(&b, 60, "  ", word)
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 40*uint64(len(word)) {
		t.Errorf("cutting a word of %d letters allocated %d bytes, want at most %d", len(word), got, 40*len(word))
	}
	if got := strings.ReplaceAll(strings.ReplaceAll(b.String(), "\n", ""), " ", ""); got != word {
		t.Errorf("the word cut loses or adds letters: %d of %d", len(got), len(word))
	}
}

// BenchmarkParaLongWord cuts a word of 200,000 letters to 80 columns.
func BenchmarkParaLongWord(b *testing.B) {
	word := strings.Repeat("x", 200_000)
	b.ReportAllocs()
	for b.Loop() {
		Para(io.Discard, 80, "  ", word)
	}
}
