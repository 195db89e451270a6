package suitbest

import "testing"

// TestPairAndJoin: two suits share the sets and the twin the way that has
// the most in common, and a suit out of play takes none of them.
func TestPairAndJoin(t *testing.T) {
	// x is strong in sets, y in the twin.
	x := Sum{{0, 1}, {3, 4}, {6, 7}, {7, 8}, {8, 9}}
	y := Sum{{0, 2}, {1, 3}, {2, 4}, {3, 5}, {4, 6}}
	z := Pair(&x, &y, 2)
	if want := [2]int{6, 8}; z[2] != want { // two sets in x; the twin in y
		t.Errorf("Pair(x, y, 2)[2] = %v, want %v", z[2], want)
	}
	if z[3] != [2]int{} {
		t.Errorf("Pair(x, y, 2)[3] = %v, want it left zero", z[3])
	}
	if got := Join(&x, &y, 4); got != 10 { // four sets in x (8), the twin in y (2)
		t.Errorf("Join(x, y, 4) = %d, want 10", got)
	}
	if got := Pair(&x, &Absent, MaxSets); got != x {
		t.Errorf("Pair(x, Absent) = %v, want x", got)
	}
	if got := Join(&Absent, &Absent, 1); got >= 0 {
		t.Errorf("Join of two absent suits = %d, want negative", got)
	}
}
