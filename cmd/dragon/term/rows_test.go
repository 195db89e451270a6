package term

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestRowsCounted: what is written is counted in the rows of the screen
// it takes: a line wider than the screen takes a row for each part the
// terminal wraps, a wide rune two columns, an escape sequence none, and a
// row begun counts.
func TestRowsCounted(t *testing.T) {
	for _, tc := range []struct {
		name, s string
		cols    int
		want    int
	}{
		{"lines", "one\ntwo\n", 80, 2},
		{"a row begun", "one\ntwo", 80, 2},
		{"wrapped", "0123456789abc\n", 10, 2},
		{"exactly the width", "0123456789\n", 10, 1},
		{"wide runes", "龍龍龍龍龍龍\n", 10, 2},
		{"colours take no column", "\x1b[1m0123456789\x1b[0m\n", 10, 1},
		{"width unknown", "0123456789abc\n", 0, 1},
	} {
		var b bytes.Buffer
		r := &Rows{w: &b, cols: func() int { return tc.cols }}
		if _, err := r.Write([]byte(tc.s)); err != nil || b.String() != tc.s {
			t.Fatalf("%s: wrote %q, %v", tc.name, b.String(), err)
		}
		if got := r.Rows(); got != tc.want {
			t.Errorf("%s: %d rows, want %d", tc.name, got, tc.want)
		}
		if r.Reset(); r.Rows() != 0 {
			t.Errorf("%s: %d rows after Reset", tc.name, r.Rows())
		}
	}
}

// TestRowsPage: written through a page of 3 rows, 10 lines stop after
// the 3rd, 6th and 9th, each stop between a line and the next, and every
// byte reaches the screen once, in order.
func TestRowsPage(t *testing.T) {
	var b strings.Builder
	r := CountRows(&b)
	var stops []int
	r.Page(3, func() {
		stops = append(stops, strings.Count(b.String(), "\n"))
		r.Reset()
	})
	text := strings.Repeat("a line\n", 10)
	if n, err := r.Write([]byte(text)); err != nil || n != len(text) {
		t.Fatalf("wrote %d of %d: %v", n, len(text), err)
	}
	if b.String() != text || fmt.Sprint(stops) != "[3 6 9]" {
		t.Errorf("stopped after lines %v, wrote %q", stops, b.String())
	}
}
