package cmdutil

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// A game for PartsScore's tests: each part is a player's NAME=N, and the
// rules score the sum of the Ns.
type testPart struct {
	Name string
	N    int
}

type sumRules struct{}

func (sumRules) Score(parts []testPart) (int, error) {
	sum := 0
	for _, p := range parts {
		sum += p.N
	}
	return sum, nil
}

func parseTestPart(s string) (testPart, error) {
	name, n, _ := strings.Cut(s, "=")
	v, err := strconv.Atoi(n)
	if err != nil {
		return testPart{}, fmt.Errorf("%q: write NAME=N", s)
	}
	return testPart{name, v}, nil
}

func testPartNames(parts []testPart) []string {
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.Name
	}
	return names
}

type testParts struct {
	PartsScore[sumRules, testPart, int]
}

// RecordParts scores 100 more than the rules, to tell the paths apart.
func (o *testParts) RecordParts() (int, *ledger.Appended, error) {
	sum, _ := o.Rules.Score(o.Parts)
	return sum + 100, &ledger.Appended{Record: &ledger.HandRecord{Kind: ledger.Win, Number: 7},
		After: ledger.State{Header: &ledger.Header{Game: ledger.MAC}, Played: 5, Game: 6}}, nil
}

func (o *testParts) Verdict(res int) *ClaimVerdict {
	if o.Claim.Of(testPartNames(o.Parts)) < 0 {
		return nil
	}
	return &ClaimVerdict{Verdict: claim.Verdict{Claim: o.Claim.N, Rules: res}, Unit: "point"}
}

func (o *testParts) ScoreJSON(res int, added ScoredJSON) any {
	return struct {
		Sum int `json:"sum"`
		ScoredJSON
	}{res, added}
}

func (o *testParts) PrintScore(res int) { fmt.Fprintf(o.IO.Out, "sum %d\n", res) }

// TestPartsScore: the flow of a score command that takes every player's
// part (MAC I's --fished here): what Fill refuses, in the game's words,
// and what Run writes on each path.
func TestPartsScore(t *testing.T) {
	for _, tc := range []struct {
		name string
		args func(o *testParts)
		out  string // all of stdout; "" when Fill refuses
		err  string // the error's words; "" for none
	}{
		{"scored", func(o *testParts) {}, "sum 5\n", ""},
		{"recorded", func(o *testParts) { o.Record.File = "t.yaml" },
			"sum 105\n\nRecorded as game 5 (record 7) in t.yaml. Next: game 6.\n", ""},
		{"json", func(o *testParts) { o.JSON, o.Record.File = true, "t.yaml" }, "{\n  \"sum\": 105,\n  \"recorded\": 7\n}\n", ""},
		{"claim_agrees", func(o *testParts) { o.Claim = ClaimFor{Claim{5, true}, "Bo"} },
			"A claim of 5 points agrees with the rules.\n", ""},
		{"claim_disagrees", func(o *testParts) { o.Claim = ClaimFor{Claim{4, true}, "Bo"} },
			"sum 5\nA claim of 4 points disagrees with the rules, which give 5, 1 more.\nNo reading of the rules that departs from them at most twice gives 4.\n", ErrClaimDisagrees.Error()},
		{"at_without_record", func(o *testParts) { _ = o.Record.At.Set("2026-03-14") }, "", "--at says when a recorded game was played: give it with --record FILE"},
		{"claim_without_for", func(o *testParts) { o.Claim.Claim = Claim{5, true} }, "", "a claim names a figure and a player: give --claim N and --for NAME together"},
		{"for_a_stranger", func(o *testParts) { o.Claim = ClaimFor{Claim{5, true}, "Cy"} }, "",
			"--for Cy: there is no such player in this game (players: Ann, Bo)"},
		{"own_ruleset_in_a_ledger", func(o *testParts) { o.Record.File, o.Ruleset = "t.yaml", "own.yaml" }, "", ErrLedgerRuleset.Error()},
		{"bad_part", func(o *testParts) { o.Given = []string{"Ann=x"} }, "", `--fished: "Ann=x": write NAME=N`},
		{"no_parts_no_terminal", func(o *testParts) { o.Given = nil }, "",
			"--fished is needed and there is no terminal to ask on: give them"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			o := &testParts{}
			o.IO, o.Game, o.Given = &IOStreams{Out: &out}, ledger.MAC, []string{"Ann=2", "Bo=3"}
			tc.args(o)
			builtin := func() (sumRules, error) { return sumRules{}, nil }
			own := func(string) (sumRules, error) { return sumRules{}, errors.New("no own rules here") }
			ask := func() error { t.Error("asked without a terminal"); return nil }
			err := o.Fill(builtin, own, "give them", ask, parseTestPart, testPartNames)
			if err == nil {
				err = o.Run(o)
			} else if tc.out != "" {
				t.Fatalf("Fill: %v", err)
			}
			if got := out.String(); got != tc.out {
				t.Errorf("stdout %q, want %q", got, tc.out)
			}
			if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
				t.Errorf("error %v, want %q", err, tc.err)
			}
		})
	}
}
