package cmdutil

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// TestClaimFlag: --claim takes a whole number, 0 or more; anything else is
// refused with one line saying what to write.
func TestClaimFlag(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"15", 15, true}, {"0", 0, true}, {" 7 ", 7, true},
		{"-1", 0, false}, {"ten", 0, false}, {"", 0, false}, {"1.5", 0, false},
	} {
		var c Claim
		err := c.Set(tc.in)
		if (err == nil) != tc.ok || tc.ok && (c.N != tc.want || !c.Given || c.String() != strconv.Itoa(tc.want)) {
			t.Errorf("Set(%q) = %v, claim %+v", tc.in, err, c)
		}
		if err != nil && (c.Given || strings.Contains(err.Error(), "\n")) {
			t.Errorf("Set(%q): refused, yet given, or a message of several lines: %v", tc.in, err)
		}
	}
}

// FuzzClaimSet: no input panics; an accepted claim reads back as written.
func FuzzClaimSet(f *testing.F) {
	for _, s := range []string{"15", "-1", "", "99999999999999999999", " 3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var c Claim
		if err := c.Set(s); err == nil {
			var again Claim
			if again.Set(c.String()) != nil || again != c || c.N < 0 {
				t.Fatalf("Set(%q) gave %+v, which does not read back", s, c)
			}
		}
	})
}

// TestClaimVerdict: the line that agrees, the difference and readings that
// disagree, and what --json and the exit code make of each.
func TestClaimVerdict(t *testing.T) {
	agree := &ClaimVerdict{Verdict: claim.Verdict{Claim: 4, Rules: 4}, Unit: "point"}
	var out bytes.Buffer
	agree.Print(&out)
	if out.String() != "A claim of 4 points agrees with the rules.\n" || agree.Err() != nil {
		t.Errorf("agreeing claim: %q, %v", out.String(), agree.Err())
	}
	if j := agree.JSON(); !j.Agrees || j.Claim != 4 || j.Readings == nil || len(j.Readings) != 0 {
		t.Errorf("agreeing claim's JSON: %+v", j)
	}
	two := &ClaimVerdict{Verdict: claim.Verdict{Claim: 1, Rules: 4, Readings: []claim.Reading{
		{Points: 1, Departures: []claim.Departure{{Kind: "version", Text: "version A"}}, Differences: []claim.Difference{{Item: "F pure twin towers", Points: -3}}},
		{Points: 1, Departures: []claim.Departure{{Kind: "left-out", Text: "x left out"}, {Kind: "split", Text: "another split"}}},
	}}, Unit: "point"}
	out.Reset()
	two.Print(&out)
	want := `A claim of 1 point disagrees with the rules, which give 4, 3 more.
Read any of these ways, the rules give 1:
  1. version A
        -3  F pure twin towers
  2. x left out; and another split
`
	if out.String() != want || !errors.Is(two.Err(), ErrClaimDisagrees) {
		t.Errorf("disagreeing claim:\n%s\nwant\n%s(err %v)", out.String(), want, two.Err())
	}
	if j := two.JSON(); j.Agrees || len(j.Readings) != 2 || j.Readings[1].Differences == nil {
		t.Errorf("disagreeing claim's JSON: %+v", j)
	}
	var none *ClaimVerdict
	if none.JSON() != nil || none.Err() != nil {
		t.Errorf("no claim: JSON %v, err %v", none.JSON(), none.Err())
	}
}
