//go:build toygame

package toydragons

import "testing"

// TestPaid: a called limit hand is paid double; a hand not called, or
// called below the limit, is paid its points.
func TestPaid(t *testing.T) {
	for _, tc := range []struct {
		name   string
		points int
		called bool
		want   int
	}{
		{"called_limit_double", MaxPoints, true, 2 * MaxPoints},
		{"limit_not_called", MaxPoints, false, MaxPoints},
		{"called_below_the_limit", 7, true, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Paid(tc.points, tc.called); got != tc.want {
				t.Errorf("Paid(%d, %v) = %d, want %d", tc.points, tc.called, got, tc.want)
			}
		})
	}
}
