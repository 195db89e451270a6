//go:build toygame

package toydragons

import (
	"maps"
	"testing"
)

// TestPay: each loser pays the points, the discarder double, all double
// on a self-drawn hand; the payments sum to zero.
func TestPay(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	for _, tc := range []struct {
		name      string
		self      bool
		discarder string
		want      map[string]int
	}{
		{"discard_pays_double", false, "Cy", map[string]int{"Ann": -7, "Bo": 28, "Cy": -14, "Di": -7}},
		{"self_drawn_all_double", true, "", map[string]int{"Ann": -14, "Bo": 42, "Cy": -14, "Di": -14}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Pay(players, "Bo", 7, tc.self, tc.discarder)
			if !maps.Equal(got, tc.want) {
				t.Errorf("Pay = %v, want %v", got, tc.want)
			}
			sum := 0
			for _, v := range got {
				sum += v
			}
			if sum != 0 {
				t.Errorf("the payments sum to %d", sum)
			}
		})
	}
}

// TestParsePoints: a hand is its points, 0 to 64; anything else is
// refused naming what was typed.
func TestParsePoints(t *testing.T) {
	if n, err := ParsePoints(" 12 "); n != 12 || err != nil {
		t.Errorf("12: %d, %v", n, err)
	}
	for _, s := range []string{"65", "-1", "seven"} {
		if _, err := ParsePoints(s); err == nil {
			t.Errorf("%q was read", s)
		}
	}
}
