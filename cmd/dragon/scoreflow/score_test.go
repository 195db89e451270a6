package scoreflow

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// TestClaimFor: --claim and --for go together, --for names a player at
// the table, and Of finds him.
func TestClaimFor(t *testing.T) {
	names := []string{"Ann", "Bo"}
	for _, tc := range []struct {
		name  string
		c     ClaimFor
		flags string // an error's words; "" for none
		check string
		of    int
	}{
		{"no_claim", ClaimFor{}, "", "", -1},
		{"claim_for_a_player", ClaimFor{cmdutil.Claim{N: 5, Given: true}, "Bo"}, "", "", 1},
		{"claim_without_for", ClaimFor{Claim: cmdutil.Claim{N: 5, Given: true}}, "give --claim N and --for NAME together", "--for : there is no such player", -1},
		{"for_without_claim", ClaimFor{For: "Bo"}, "give --claim N and --for NAME together", "", -1},
		{"for_a_stranger", ClaimFor{cmdutil.Claim{N: 5, Given: true}, "Cy"}, "", "--for Cy: there is no such player in this hand (players: Ann, Bo)", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, e := range []struct {
				err  error
				want string
			}{{tc.c.CheckFlags(), tc.flags}, {tc.c.CheckName(names, "this hand"), tc.check}} {
				if (e.err == nil) != (e.want == "") || e.err != nil && !strings.Contains(e.err.Error(), e.want) {
					t.Errorf("error %v, want %q", e.err, e.want)
				}
			}
			if got := tc.c.Of(names); got != tc.of {
				t.Errorf("Of = %d, want %d", got, tc.of)
			}
		})
	}
}

// TestScored: what a score's output adds, for people and in --json, and
// the exit error of a claim that disagrees. A claim that agrees is its one
// line alone, without the score (SCORE here).
func TestScored(t *testing.T) {
	app := &ledger.Appended{Record: &books.HandRecord{Kind: books.Win, Number: 7},
		After: books.State{Header: &books.Header{Game: books.MAC}, Played: 5, GameNumber: 6}}
	for _, tc := range []struct {
		name   string
		s      Scored
		people string
		json   string
		err    error
	}{
		{"nothing_added", Scored{}, "SCORE\n", `{}`, nil},
		{"recorded", Scored{File: "t.yaml", Recorded: app}, "SCORE\n\nRecorded as game 5 (record 7) in t.yaml. Next: game 6.\n", `{"recorded":7}`, nil},
		{"claim_agrees", Scored{Verdict: &cmdutil.ClaimVerdict{Verdict: claim.Verdict{Claim: 3, Rules: 3}, Unit: "point"}},
			"A claim of 3 points agrees with the rules.\n", `{"claim":3,"agrees":true,"readings":[]}`, nil},
		{"claim_disagrees", Scored{Verdict: &cmdutil.ClaimVerdict{Verdict: claim.Verdict{Claim: 2, Rules: 3}, Unit: "point"}},
			"SCORE\nA claim of 2 points disagrees", `{"claim":2,"agrees":false,"readings":[]}`, cmdutil.ErrClaimDisagrees},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var people, js bytes.Buffer
			noJSON := func(ScoredJSON) any { t.Error("--json written for people"); return nil }
			err := tc.s.Write(&people, false, noJSON, func() { people.WriteString("SCORE\n") })
			if !strings.HasPrefix(people.String(), tc.people) || !errors.Is(err, tc.err) {
				t.Errorf("for people %q (err %v), want %q… (err %v)", people.String(), err, tc.people, tc.err)
			}
			err = tc.s.Write(&js, true, func(j ScoredJSON) any { return j }, func() { t.Error("score printed for people in --json") })
			var compact bytes.Buffer
			if jerr := json.Compact(&compact, js.Bytes()); jerr != nil || compact.String() != tc.json || !errors.Is(err, tc.err) {
				t.Errorf("--json %s (err %v), want %s (err %v)", js.String(), err, tc.json, tc.err)
			}
		})
	}
}

// TestScoredOffer: a score shown to people may offer to record it: taken,
// the record is said as any; declined, the ledger is said to be as it
// was; --json never offers. The claim's error comes after either.
func TestScoredOffer(t *testing.T) {
	app := &ledger.Appended{Record: &books.HandRecord{Kind: books.Win, Number: 2},
		After: books.State{Header: &books.Header{Game: books.MAC}, Played: 2, GameNumber: 3}}
	disagrees := &cmdutil.ClaimVerdict{Verdict: claim.Verdict{Claim: 2, Rules: 3}, Unit: "point"}
	refused := errors.New("refused")
	for _, tc := range []struct {
		name   string
		offer  func() (*ledger.Appended, error)
		people string
		err    error
	}{
		{"taken", func() (*ledger.Appended, error) { return app, nil }, "\nRecorded as game 2 in t.yaml. Next: game 3.\n", cmdutil.ErrClaimDisagrees},
		{"declined", func() (*ledger.Appended, error) { return nil, nil }, "\nNot recorded; t.yaml is as it was.\n", cmdutil.ErrClaimDisagrees},
		{"refused", func() (*ledger.Appended, error) { return nil, refused }, "", refused},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Scored{Verdict: disagrees, File: "t.yaml", Offer: tc.offer}
			var people bytes.Buffer
			err := s.Write(&people, false, nil, func() { people.WriteString("SCORE\n") })
			got := people.String()
			said := strings.Contains(got, "Recorded as") || strings.Contains(got, "Not recorded")
			if !strings.HasPrefix(got, "SCORE\nA claim of 2 points disagrees") || !strings.HasSuffix(got, tc.people) ||
				said != (tc.people != "") || !errors.Is(err, tc.err) {
				t.Errorf("for people %q (err %v), want …%q (err %v)", people.String(), err, tc.people, tc.err)
			}
			s.Offer = func() (*ledger.Appended, error) { t.Error("--json offered to record"); return nil, nil }
			var js bytes.Buffer
			if err := s.Write(&js, true, func(j ScoredJSON) any { return j }, nil); !errors.Is(err, cmdutil.ErrClaimDisagrees) {
				t.Errorf("--json: %v", err)
			}
		})
	}
}

// TestOfferRecord: the offer asks once, naming the hand by the game's
// word, and records only on yes.
func TestOfferRecord(t *testing.T) {
	for _, yes := range []bool{true, false} {
		recorded := false
		p := &yesNo{yes: yes}
		app, err := OfferRecord(p, "t.yaml", "game", func() (*ledger.Appended, error) {
			recorded = true
			return &ledger.Appended{}, nil
		})()
		if err != nil || recorded != yes || (app != nil) != yes || p.asked != "Record this game in t.yaml" {
			t.Errorf("answer %v: recorded %v, %v, %v; asked %q", yes, recorded, app, err, p.asked)
		}
	}
}

// yesNo is a Prompter that answers one yes/no question.
type yesNo struct {
	yes   bool
	asked string
}

func (p *yesNo) Input(string, string, func(string) error) (string, error) {
	return "", term.ErrCancelled
}
func (p *yesNo) Select(string, []string, int) (int, error)    { return 0, term.ErrCancelled }
func (p *yesNo) Confirm(label string, def bool) (bool, error) { p.asked = label; return p.yes, nil }

// TestAskHand: a hand on the command line is not asked for; without one a
// terminal asks, and no terminal fails at once naming the hand.
func TestAskHand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		tty   bool
		asked bool
		want  string // an error's words; "" for none
	}{
		{"hand_given", []string{"123C"}, false, false, ""},
		{"asked_on_a_terminal", nil, true, true, ""},
		{"no_terminal", nil, false, false, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon x score 123C"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			asked := false
			ios := &term.IOStreams{InTTY: tc.tty, OutTTY: tc.tty}
			err := AskHand(ios, tc.args, "dragon x score 123C", func() error { asked = true; return nil })
			if asked != tc.asked || (err == nil) != (tc.want == "") || err != nil && err.Error() != tc.want {
				t.Errorf("asked %v, err %v; want asked %v, %q", asked, err, tc.asked, tc.want)
			}
		})
	}
}

// TestScoredWarnings: a record that takes a player's money below zero
// says so on the error stream, for people and in --json alike, and is
// recorded all the same; a penalty, which is no hand, is named by its
// record's number.
func TestScoredWarnings(t *testing.T) {
	warning := &books.Problem{File: "t.yaml", Line: 9, Msg: "hand 3: Bo's play money goes below zero (-4); the table's money cannot pay it", Severity: books.Warning}
	app := &ledger.Appended{Record: &books.HandRecord{Kind: books.Penalty, Number: 3}, Warnings: books.Problems{warning},
		After: books.State{Header: &books.Header{Game: books.NineDragons}, Played: 2, GameNumber: 1, Round: "East", RoleHolder: "Ann"}}
	for _, asJSON := range []bool{false, true} {
		var out, errOut bytes.Buffer
		s := Scored{File: "t.yaml", Recorded: app, Warn: &errOut}
		if err := s.Write(&out, asJSON, func(j ScoredJSON) any { return j }, func() { out.WriteString("SCORE\n") }); err != nil {
			t.Fatal(err)
		}
		want := "dragon: t.yaml:9: warning: hand 3: Bo's play money goes below zero (-4); the table's money cannot pay it (recorded all the same)\n"
		if errOut.String() != want {
			t.Errorf("json %v: warnings %q, want %q", asJSON, errOut.String(), want)
		}
		if !asJSON && !strings.Contains(out.String(), "Recorded as record 3 in t.yaml.") {
			t.Errorf("for people: %q", out.String())
		}
	}
}
