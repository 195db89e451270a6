package magicdragon_test

import "testing"

// TestRulebookExamples checks the winning examples of section VII-3 unit by
// unit. Group B is left out, as in the book. The totals are Table I's: the
// book prints 10, 15 and 11 for C, D and E because it forgets four seasons
// (C, D) and all flushes (E); rules/magic-dragon.md records the decision.
func TestRulebookExamples(t *testing.T) {
	tests := []struct {
		name  string
		hand  string
		units string
		total int
	}{
		{"VII-3_A", "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (3D, 3D, 3D) (4P, 4P)",
			"A:zappo=1 F:pure-twin-towers=3", 4},
		{"VII-3_B", "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (7D, 8D, 9D) (4P, 4P)",
			"A:zappo=1 C:all-flushes=2 F:pure-twin-towers=3", 6},
		{"VII-3_C_four_seasons_not_printed", "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 1S, 1S) (9D, 9D, 9D) (9P, 9P)",
			"A:zappo=1 D:four-seasons=5 E:head-and-tail=8 F:mixed-twin-towers=1", 15},
		{"VII-3_D_four_seasons_not_printed", "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 2S, 3S) (7D, 8D, 9D) (9P, 9P)",
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 E:head-and-tail=8 F:mixed-tri-towers=4", 20},
		{"VII-3_E_all_flushes_not_printed", "(1C, 2C, 3C) (1C, 2C, 3C) (3C, 4C, 5C) (3P, 4P, 5P) (7P, 7P)",
			"A:zappo=1 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 13},
		{"VII-3_F", "(1C, 2C, 3C) (1C, 2C, 3C) (1S, 2S, 3S) (3P, 3P, 3P) (2C, 2C)",
			"A:zappo=1 D:missing-tooth=1 F:mixed-tri-towers=5", 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := score(t, claim{hand: tc.hand})
			if got := unitList(res.Units); got != tc.units {
				t.Errorf("units = %s\nwant    %s", got, tc.units)
			}
			if res.Points != tc.total {
				t.Errorf("total = %d, want %d", res.Points, tc.total)
			}
			if res.GroupB {
				t.Errorf("group B counted without a source")
			}
		})
	}
}
