package cmdutil

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestAtTable: every name is at the table and nobody of it is left out,
// or one line says who and how to give him.
func TestAtTable(t *testing.T) {
	h := &ledger.Header{Players: []string{"Ann", "Bo", "Cy"}}
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
			err := AtTable("t.yaml", tc.names, h, "discards", fix)
			if (err == nil) != (tc.want == "") || err != nil && err.Error() != tc.want {
				t.Errorf("AtTable(%v) = %v, want %q", tc.names, err, tc.want)
			}
		})
	}
}

// TestRecordedParts: the parts of a record are read in order; a record
// without them is skipped, and a bad part names its player.
func TestRecordedParts(t *testing.T) {
	parse := func(name, part string) (int, error) { return strconv.Atoi(part) }
	parts := &ledger.Inputs{Hands: []ledger.NamedHand{{Name: "Ann", Hand: "3"}, {Name: "Bo", Hand: "5"}}}
	got, err := RecordedParts(&ledger.HandRecord{Kind: ledger.Win, Inputs: parts}, parse)
	if err != nil || len(got) != 2 || got[0] != 3 || got[1] != 5 {
		t.Errorf("read %v, %v", got, err)
	}
	for _, h := range []*ledger.HandRecord{{Kind: ledger.Win}, {Kind: ledger.Win, Inputs: &ledger.Inputs{}}, {Kind: ledger.Tie, Inputs: parts}} {
		if _, err := RecordedParts(h, parse); !errors.Is(err, ledger.ErrSkip) {
			t.Errorf("%+v: %v, want ErrSkip", h, err)
		}
	}
	bad := &ledger.Inputs{Hands: []ledger.NamedHand{{Name: "Ann", Hand: "3"}, {Name: "Bo", Hand: "x"}}}
	var he *ledger.HandError
	if _, err := RecordedParts(&ledger.HandRecord{Kind: ledger.Win, Inputs: bad}, parse); !errors.As(err, &he) || he.Player != "Bo" {
		t.Errorf("bad part: %v", err)
	}
}

// TestEveryPart: the parts given are read in order, a bad one names the
// flag; none given is asked for on a terminal, and refused at once
// without one.
func TestEveryPart(t *testing.T) {
	for _, tc := range []struct {
		name  string
		given []string
		tty   bool
		want  []int
		err   string // an error's words; "" for none
	}{
		{"given", []string{"3", "5"}, false, []int{3, 5}, ""},
		{"a_bad_part", []string{"3", "x"}, true, nil, `--parts: strconv.Atoi: parsing "x"`},
		{"asked_on_a_terminal", nil, true, []int{7}, ""},
		{"no_terminal", nil, false, nil, "--parts is needed and there is no terminal to ask on: give --parts N"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			given := tc.given
			ask := func() error { given = []string{"7"}; return nil }
			got, err := EveryPart(&IOStreams{InTTY: tc.tty, OutTTY: tc.tty}, "--parts", &given, "give --parts N", ask, strconv.Atoi)
			if (err == nil) != (tc.err == "") || err != nil && !strings.HasPrefix(err.Error(), tc.err) || !slices.Equal(got, tc.want) {
				t.Errorf("EveryPart = %v, %v; want %v, %q", got, err, tc.want, tc.err)
			}
		})
	}
}
