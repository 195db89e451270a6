package magicdragon_test

import (
	"errors"
	"strings"
	"testing"

	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestVersions scores one hand, example E with a self-drawn last tile,
// under every version of Table II.
func TestVersions(t *testing.T) {
	const hand = "123C 123C 345C 345P 77P"
	tests := []struct {
		version string
		units   string
		total   int
		note    string
	}{
		{"A", "A:zappo=1", 1, "version A scores zappo only: each loser pays a flat 1"},
		{"B", "A:zappo=1 B:self-touch=3 C:all-flushes=2 D:missing-teeth=3 F:pure-twin-towers=3", 12, "would score 18"},
		{"C", "A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 18, ""},
		{"D", "A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 18, ""},
		{"E", "A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 18, ""},
		{"F", "A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 18, ""},
		{"G", "A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:missing-teeth=3 F:double-twin-towers=7", 18, ""},
	}
	for _, tc := range tests {
		t.Run(tc.version, func(t *testing.T) {
			res := score(t, claim{hand: hand, source: tiles.SelfDrawn, version: tc.version})
			if got := unitList(res.Units); got != tc.units || res.Points != tc.total {
				t.Errorf("units = %s (%d)\nwant    %s (%d)", got, res.Points, tc.units, tc.total)
			}
			notes := strings.Join(res.Notes, "\n")
			if tc.note == "" && notes != "" || !strings.Contains(notes, tc.note) {
				t.Errorf("notes = %q, want one containing %q", notes, tc.note)
			}
		})
	}
}

// TestVersionNamesAnyCase: versions are found in either case, including a
// table's own.
func TestVersionNamesAnyCase(t *testing.T) {
	if v, err := rules(t).Version("g"); err != nil || v.Name != "G" {
		t.Errorf("Version(g) = %v, %v", v, err)
	}
}

// TestVersionANoGroupBNote: a version with no group B units never says
// group B was left out.
func TestVersionANoGroupBNote(t *testing.T) {
	res := score(t, claim{hand: "123C 456C 789S 234D 55P", version: "A"})
	if strings.Contains(strings.Join(res.Notes, "\n"), "group B left out") {
		t.Errorf("notes = %q", res.Notes)
	}
}

// TestVersionBLeftSideOnly checks version B allows exactly the units on
// the left side of Table I.
func TestVersionBLeftSideOnly(t *testing.T) {
	v, err := rules(t).Version("B")
	if err != nil {
		t.Fatal(err)
	}
	left := "zappo self-touch clean-lobby lonely-twin all-flushes missing-tooth missing-teeth no-head-or-tail mixed-twin-towers pure-twin-towers mixed-tri-towers"
	for _, u := range rules(t).Units {
		if want := strings.Contains(" "+left+" ", " "+u.ID+" "); v.Allows(u.ID) != want {
			t.Errorf("version B allows %s = %v, want %v", u.ID, v.Allows(u.ID), want)
		}
	}
}

// TestVersionGMinimum refuses a claim under 3 points, and a claim whose
// last tile's source is not given (group B could lift it to 3).
func TestVersionGMinimum(t *testing.T) {
	low := "123C 456S 789D 111C 55P" // zappo only: 1 point
	var need *md.NeedSourceError
	if _, err := tryScore(t, claim{hand: low, version: "G"}); !errors.As(err, &need) || need.Points != 1 {
		t.Errorf("no source: err = %v, want a NeedSourceError for 1 point", err)
	}
	if res, err := tryScore(t, claim{hand: "123C 123C 123C 123C 55D", version: "G"}); err != nil || res.Points < 3 {
		t.Errorf("a hand with 3 points without group B needs no source: %v", err)
	}
	if _, err := tryScore(t, claim{hand: "123C 456C 789S 234D 56P", version: "G"}); err == nil || !strings.Contains(err.Error(), "not complete") {
		t.Errorf("an incomplete hand is refused as incomplete first: %v", err)
	}
	_, err := tryScore(t, claim{hand: "[123C] 456S 789D 111C 55P", version: "G", source: tiles.Discard})
	if err == nil || !strings.Contains(err.Error(), "at least 3 points") || !strings.Contains(err.Error(), "scores 1") {
		t.Errorf("1-point claim: err = %v, want a refusal naming 3 and 1", err)
	}
	res, err := tryScore(t, claim{hand: low, version: "G", source: tiles.SelfDrawn})
	if err != nil || res.Points < 3 {
		t.Errorf("self-drawn, no exposed: %v, %v; want no beggars lifting it to 3 or more", res, err)
	}
	if _, err := tryScore(t, claim{hand: low, version: "C"}); err != nil {
		t.Errorf("version C has no minimum: %v", err)
	}
}

// TestMinimumInWords: a version's minimum of one point reads "1 point".
func TestMinimumInWords(t *testing.T) {
	err := &md.NeedSourceError{Version: "X", Minimum: 1, Points: 0}
	if !strings.Contains(err.Error(), "needs at least 1 point and") {
		t.Errorf("%v", err)
	}
}
