//go:build toygame

package toydragons

import "testing"

// TestPaid: a called limit hand is paid double; a hand not called, or
// called below the limit, is paid its points.
func TestPaid(t *testing.T) {
	if got := Paid(MaxPoints, true); got != 2*MaxPoints {
		t.Errorf("a called limit hand is paid as %d points, want %d", got, 2*MaxPoints)
	}
	for _, n := range []int{0, 7, MaxPoints} {
		if got := Paid(n, false); got != n {
			t.Errorf("a hand of %d not called is paid as %d", n, got)
		}
		if got := Paid(n, true); n < MaxPoints && got != n {
			t.Errorf("a hand of %d called below the limit is paid as %d", n, got)
		}
	}
}
