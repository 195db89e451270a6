package vtscreen

import (
	"slices"
	"strings"
	"testing"
)

// TestWrapsAsXterm: a rune in the last column leaves the cursor there; the
// next goes to the next row, which Lines joins again to the line written.
func TestWrapsAsXterm(t *testing.T) {
	s := New(5, 3, true)
	if err := s.Feed([]byte("abcde")); err != nil {
		t.Fatal(err)
	}
	if r, c := s.Cursor(); r != 0 || c != 4 {
		t.Errorf("after five runes in five columns the cursor is at %d,%d, want 0,4", r, c)
	}
	if err := s.Feed([]byte("f g\r\nh")); err != nil {
		t.Fatal(err)
	}
	if got := s.Rows(); !slices.Equal(got, []string{"abcde", "f g", "h"}) {
		t.Errorf("rows %q", got)
	}
	if got := s.Lines(); got != "abcdef g\nh" {
		t.Errorf("lines %q", got)
	}
}

// TestWideAndCombining: a wide rune takes two cells and goes to the next
// row whole; a combining mark takes none.
func TestWideAndCombining(t *testing.T) {
	s := New(4, 2, true)
	if err := s.Feed([]byte("Zoe\u0301中")); err != nil {
		t.Fatal(err)
	}
	if got := s.Rows(); !slices.Equal(got, []string{"Zoe", "中"}) {
		t.Errorf("rows %q", got)
	}
	if s.At(1, 1) != 0 {
		t.Errorf("the second cell of a wide rune holds %q", s.At(1, 1))
	}
}

// TestStrictRefuses: a strict screen refuses what not every terminal
// knows; a lenient one carries out or skips it.
func TestStrictRefuses(t *testing.T) {
	for _, in := range []string{"\x1b[2K", "\x1b[H", "\x1b(B", "\x07", "\x1b[2J", "\b"} {
		if err := New(10, 2, true).Feed([]byte(in)); err == nil {
			t.Errorf("strict: %q taken", in)
		}
		if err := New(10, 2, false).Feed([]byte(in)); err != nil {
			t.Errorf("lenient: %q: %v", in, err)
		}
	}
	s := New(10, 2, false)
	_ = s.Feed([]byte("hello\x1b[2K\rbye\x1b(B\x07"))
	if got := s.Text(); got != "bye" {
		t.Errorf("erased line: %q", got)
	}
}

// TestScrolledKept: rows that go off the top stay in Text and Lines.
func TestScrolledKept(t *testing.T) {
	s := New(3, 2, false)
	_ = s.Feed([]byte("one\r\ntwo\r\nsix"))
	if got := s.Text(); got != strings.Join([]string{"one", "two", "six"}, "\n") {
		t.Errorf("text %q", got)
	}
	s.Resize(2)
	if got := s.Rows(); !slices.Equal(got, []string{"tw", "si"}) {
		t.Errorf("after a resize %q", got)
	}
}
