package suitbest

import (
	"strings"
	"testing"
)

// TestFileReadsItsParts: in a table of one class, every vector it holds
// has that class and its Best, the suit out of play is class 1, and Pair
// reads the pair asked for; Check finds a table cut short, without its
// magic, or naming a class it lacks.
func TestFileReadsItsParts(t *testing.T) {
	want := Best{{0, 2}, {3, 5}, {6, 7}, {7, 9}, {8, 10}}
	var b strings.Builder
	b.WriteString(magic + "\x01")
	for m := range want {
		b.WriteByte(byte(want[m][0]))
		b.WriteByte(byte(want[m][1]))
	}
	b.WriteString(strings.Repeat("\x00", NumVectors))
	for i := range 4 { // pairs (0,0), (0,1), (1,0), (1,1): entry i holds i+1
		b.WriteString(strings.Repeat(string(rune(i+1)), entry))
	}
	f := File(b.String())
	if err := f.Check(); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][9]uint8{{}, {1, 1, 1, 2, 2, 2, 3, 2}, {0, 0, 0, 0, 0, 0, 4, 4, 4}} {
		if got, ok := f.Lookup(&c); !ok || got != want {
			t.Errorf("Lookup(%v) = %v, %v; want %v", c, got, ok, want)
		}
	}
	if _, ok := f.Lookup(&[9]uint8{5}); ok {
		t.Error("Lookup of a fifth copy found a table")
	}
	if f.Absent() != 1 {
		t.Errorf("Absent() = %d, want 1", f.Absent())
	}
	if got := f.Pair(1, 0); got[0][0] != 3 || got[4][1] != 3 {
		t.Errorf("Pair(1, 0) = %v, want every entry 3", got)
	}
	for name, bad := range map[string]File{
		"cut_short":       f[:len(f)-1],
		"no_magic":        "XX" + f[2:],
		"a_missing_class": f[:classesAt+entry] + "\x01" + f[classesAt+entry+1:],
	} {
		if err := bad.Check(); err == nil {
			t.Errorf("%s: Check found nothing wrong", name)
		}
	}
}
