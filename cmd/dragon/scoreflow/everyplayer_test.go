package scoreflow

import (
	"errors"
	"fmt"
	"testing"
)

// TestAtTable: every name is at the table and nobody of it is left out,
// or one line says who and how to give him.
func TestAtTable(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy"}
	const fix = "give --discards for %s too (%s= for none)"
	for _, tc := range []struct {
		name  string
		names []string
		want  string // "" for none
	}{
		{"everyone", []string{"Cy", "Ann", "Bo"}, ""},
		{"a_stranger", []string{"Ann", "Zed", "Bo", "Cy"}, "Zed is not at the table of t.yaml (players: Ann, Bo, Cy)"},
		{"one_left_out", []string{"Ann", "Bo"}, "t.yaml records every player's discards: give --discards for Cy too (Cy= for none)"},
		{"two_left_out", []string{"Bo"}, "t.yaml records every player's discards: give --discards for Ann and Cy too (Ann= for none)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := AtTable("t.yaml", tc.names, players, "discards", fix)
			if (err == nil) != (tc.want == "") || err != nil && err.Error() != tc.want {
				t.Errorf("AtTable(%v) = %v, want %q", tc.names, err, tc.want)
			}
		})
	}
}

// TestReadParts: each part is read into its player's answer, in the order
// given; a part refused names the flag, a player named twice is refused
// in the game's words.
func TestReadParts(t *testing.T) {
	parse := func(s string) (string, string, error) {
		if s == "bad" {
			return "", "", errors.New("bad part")
		}
		return s[:2], s[3:], nil
	}
	a, err := ReadParts("--parts", []string{"Bo=1", "Al=", "Cy=3"}, "parts", parse, "once")
	if err != nil || a["parts"] != "Bo,Al,Cy" || a["parts:Al"] != "" || !a.Has("parts:Al") || a["parts:Cy"] != "3" {
		t.Errorf("ReadParts = %v, %v", a, err)
	}
	for given, want := range map[string]string{"bad": "--parts: bad part", "Bo=2": "Bo is named twice; once"} {
		if _, err := ReadParts("--parts", []string{"Bo=1", given}, "parts", parse, "once"); fmt.Sprint(err) != want {
			t.Errorf("%s: %v, want %q", given, err, want)
		}
	}
}
