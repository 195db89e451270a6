package cmdutil

import (
	"bytes"
	"encoding/json"
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
	agree.Print(&out, 0)
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
	two.Print(&out, 0)
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

// TestClaimVerdictHalf: a game whose figures can be half (Fang) prints
// them in its own words and writes them as numbers under its own key in
// --json, in the shape every game's readings have.
func TestClaimVerdictHalf(t *testing.T) {
	amount := func(f float64) string {
		if f == 0.5 {
			return "half Fang"
		}
		return strconv.FormatFloat(f, 'f', -1, 64) + " Fang"
	}
	v := &ClaimVerdictOf[float64]{Verdict: claim.VerdictOf[float64]{Claim: 0.5, Rules: 2, Readings: []claim.ReadingOf[float64]{
		{Points: 0.5, Departures: []claim.Departure{{Kind: "round", Text: "the South round"}},
			Differences: []claim.DifferenceOf[float64]{{Item: "Pung Pung", Points: -2}, {Item: "Chicken Chow", Points: 0.5}}},
	}}, Unit: "Fang", Amount: amount, Key: "fang"}
	var out bytes.Buffer
	v.Print(&out, 0)
	want := `A claim of half Fang disagrees with the rules, which give 2 Fang, 1.5 more.
Read this way, the rules give half Fang:
  the South round
     -2  Pung Pung
    +0.5  Chicken Chow
`
	if out.String() != want || !errors.Is(v.Err(), ErrClaimDisagrees) {
		t.Errorf("half claim:\n%s\nwant\n%s", out.String(), want)
	}
	var js bytes.Buffer
	if err := WriteJSON(&js, v.JSON()); err != nil {
		t.Fatal(err)
	}
	wantJSON := `{"claim":0.5,"agrees":false,"readings":[{"fang":0.5,"departures":[{"kind":"round","text":"the South round"}],` +
		`"differences":[{"item":"Pung Pung","fang":-2},{"item":"Chicken Chow","fang":0.5}]}]}`
	var compact bytes.Buffer
	if err := json.Compact(&compact, js.Bytes()); err != nil || compact.String() != wantJSON {
		t.Errorf("half claim's JSON:\n%s\nwant\n%s", compact.String(), wantJSON)
	}
}

// TestClaimJSONPoints: a verdict in points keeps the key "points", in the
// order of claim.Reading's fields.
func TestClaimJSONPoints(t *testing.T) {
	v := &ClaimVerdict{Verdict: claim.Verdict{Claim: 1, Rules: 4, Readings: []claim.Reading{
		{Points: 1, Departures: []claim.Departure{{Kind: "version", Text: "version A"}}, Differences: []claim.Difference{{Item: "F", Points: -3}}},
		{Points: 1, Departures: []claim.Departure{{Kind: "split", Text: "another split"}}},
	}}, Unit: "point"}
	got, err := json.Marshal(v.JSON())
	want := `{"claim":1,"agrees":false,"readings":[{"points":1,"departures":[{"kind":"version","text":"version A"}],"differences":[{"item":"F","points":-3}]},` +
		`{"points":1,"departures":[{"kind":"split","text":"another split"}],"differences":[]}]}`
	if err != nil || string(got) != want {
		t.Errorf("JSON %s (%v), want %s", got, err, want)
	}
}
