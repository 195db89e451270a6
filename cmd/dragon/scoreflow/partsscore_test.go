package scoreflow

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// A game for PartsScore's tests, kept as MAC I: each player's part is a
// number, NAME=N, asked of each player; the hand scores its sum, each
// player his own number.
type sum struct {
	names []string
	n     map[string]int
	total int
}

var sumHand = &qa.Description[*sum]{
	Game: books.MAC,
	Questions: qa.Questions{
		qa.PlayersQuestion("players", "Players", cmdutil.PlayerCount(2, 4)),
		{ID: "fished", Kind: qa.Text, Each: func(a qa.Answers) []string { return a.List("players") },
			Of: func(name string) qa.Question {
				return qa.Question{Label: func(qa.Answers) string { return name + "'s number" },
					Check: func(_ qa.Answers, s string) error { _, err := strconv.Atoi(s); return err }}
			}},
	},
	Seat: func(st books.State) ([]qa.Supplied, error) {
		return []qa.Supplied{{Key: "players", Value: strings.Join(st.Header.Players, ","), Says: "seats them"}}, nil
	},
	Score: func(a qa.Answers) (*sum, error) {
		s := &sum{names: a.List("fished"), n: map[string]int{}}
		for _, name := range s.names {
			n, err := strconv.Atoi(a[qa.EachKey("fished", name)])
			if err != nil {
				return nil, err
			}
			s.n[name], s.total = n, s.total+n
		}
		return s, nil
	},
	Kept:   []string{"fished"},
	Record: func(a qa.Answers, s *sum) (qa.Answers, map[string]int) { return a, s.n },
	Print:  func(w io.Writer, _ int, s *sum) { fmt.Fprintf(w, "sum %d\n", s.total) },
}

// sumRules are the built-in rules alone: a table's own are refused.
func sumRules(a qa.Answers) error {
	if a.Has("ruleset") {
		return errors.New("no own rules here")
	}
	return nil
}

// sumParts are the parts NAME=N, read by the built-in rules alone.
var sumParts = Parts{Piece: "N", Example: "Ann=2", Rules: sumRules, Read: func(s string) (string, string, error) {
	name, n, _ := strings.Cut(s, "=")
	if _, err := strconv.Atoi(n); err != nil {
		return "", "", fmt.Errorf("%q: write NAME=N", s)
	}
	return name, n, nil
}}

type testParts struct {
	PartsScore[*sum]
}

func (o *testParts) Verdict(s *sum) *cmdutil.ClaimVerdict {
	if o.Claim.Of(s.names) < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: claim.Verdict{Claim: o.Claim.N, Rules: s.total}, Unit: "point"}
}

func (o *testParts) ScoreJSON(s *sum, added ScoredJSON) any {
	return struct {
		Sum int `json:"sum"`
		ScoredJSON
	}{s.total, added}
}

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
		{"json", func(o *testParts) { o.JSON = true }, "{\n  \"sum\": 5\n}\n", ""},
		{"claim_agrees", func(o *testParts) { o.Claim = ClaimFor{cmdutil.Claim{N: 5, Given: true}, "Bo"} },
			"A claim of 5 points agrees with the rules.\n", ""},
		{"claim_disagrees", func(o *testParts) { o.Claim = ClaimFor{cmdutil.Claim{N: 4, Given: true}, "Bo"} },
			"sum 5\nA claim of 4 points disagrees with the rules, which give 5, 1 more.\nNo reading of the rules that departs from them at most twice gives 4.\n", cmdutil.ErrClaimDisagrees.Error()},
		{"at_without_record", func(o *testParts) { _ = o.Record.At.Set("2026-03-14") }, "", "--at says when a recorded game was played: give it with --record FILE"},
		{"claim_without_for", func(o *testParts) { o.Claim.Claim = cmdutil.Claim{N: 5, Given: true} }, "", "a claim names a figure and a player: give --claim N and --for NAME together"},
		{"for_a_stranger", func(o *testParts) { o.Claim = ClaimFor{cmdutil.Claim{N: 5, Given: true}, "Cy"} }, "",
			"--for Cy: there is no such player in this game (players: Ann, Bo)"},
		{"own_ruleset_in_a_ledger", func(o *testParts) { o.Record.File, o.Ruleset = "t.yaml", "own.yaml" }, "", cmdutil.ErrLedgerRuleset.Error()},
		{"own_ruleset", func(o *testParts) { o.Ruleset = "own.yaml" }, "", "no own rules here"},
		{"bad_part", func(o *testParts) { o.Given = []string{"Ann=x"} }, "", `--fished: "Ann=x": write NAME=N`},
		{"named_twice", func(o *testParts) { o.Given = []string{"Ann=1", "Ann=2"} }, "", "Ann is named twice; give each player once"},
		{"named_twice_in_order", func(o *testParts) { o.Given, o.Parts.Order = []string{"Ann=1", "Ann=2"}, "in turn order" }, "",
			"Ann is named twice; give each player once, in turn order"},
		{"no_parts_no_terminal", func(o *testParts) { o.Given = nil }, "",
			"--fished is needed and there is no terminal to ask on: give each player with --fished NAME=N, e.g. --fished 'Ann=2' --fished 'Bo='"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			o := &testParts{}
			o.IO, o.Game, o.Hand, o.Parts, o.Given = &term.IOStreams{Out: &out}, books.MAC, sumHand, sumParts, []string{"Ann=2", "Bo=3"}
			tc.args(o)
			err := o.Fill()
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

// TestPartsScoreRecords: with --record the parts are scored at the
// ledger's table under its lock, a player of it left out refused in the
// flag's words, and the scores recorded as the ledger keeps them.
func TestPartsScoreRecords(t *testing.T) {
	file := t.TempDir() + "/t.yaml"
	if err := ledger.Create(file, books.Header{Game: books.MAC, Players: []string{"Ann", "Bo", "Cy"}}); err != nil {
		t.Fatal(err)
	}
	run := func(given ...string) (string, error) {
		var out bytes.Buffer
		o := &testParts{}
		o.IO, o.Game, o.Hand, o.Kept, o.Given, o.Record.File = &term.IOStreams{Out: &out}, books.MAC, sumHand, "points", given, file
		o.Parts = sumParts
		o.Parts.Order = "in turn order" // a ledger gives its own
		err := o.Fill()
		if err == nil {
			err = o.Run(o)
		}
		return out.String(), err
	}
	if _, err := run("Ann=2", "Bo=3"); err == nil || err.Error() != file+" records every player's points: give --fished for Cy too (Cy= for none)" {
		t.Errorf("Cy left out: %v", err)
	}
	if _, err := run("Ann=1", "Ann=2"); err == nil || err.Error() != "Ann is named twice; give each player once" {
		t.Errorf("Ann twice: %v", err)
	}
	out, err := run("Cy=1", "Ann=2", "Bo=3")
	if err != nil || !strings.HasPrefix(out, "sum 6\n\nRecorded as game 1 in ") {
		t.Fatalf("%q, %v", out, err)
	}
	cur, err := ledger.ReadCurrent(file)
	if err != nil || cur.State.Totals["Ann"] != 2 || cur.State.Totals["Cy"] != 1 {
		t.Errorf("the ledger's totals: %+v, %v", cur, err)
	}
}

// TestPartsScoreCommand: the command Command builds takes the parts on
// the flag named after the game's field, with the flags every parts game
// has, and hands the options filled to a test's seam or runs them.
func TestPartsScoreCommand(t *testing.T) {
	execute := func(seam func(*testParts) error, args ...string) (*testParts, string, error) {
		var out bytes.Buffer
		o := &testParts{PartsScore[*sum]{IO: &term.IOStreams{Out: &out, ErrOut: &out}, Game: books.MAC, Hand: sumHand, Parts: sumParts}}
		cmd := o.Command(cmdutil.Help{Use: "score"}, o, cmdutil.Seam(seam, o))
		cmd.SetArgs(args)
		cmd.SetOut(&out)
		cmd.SetErr(&out)
		cmd.SilenceUsage, cmd.SilenceErrors = true, true
		err := cmd.Execute()
		return o, out.String(), err
	}
	var seen *testParts
	seam := func(o *testParts) error { seen = o; return nil }
	o, out, err := execute(seam, "--fished", "Ann=2", "--fished", "Bo=3", "--claim", "3", "--for", "Bo")
	if err != nil || seen != o || out != "" || strings.Join(o.Names(), ",") != "Ann,Bo" || o.Claim.For != "Bo" {
		t.Errorf("seam: %q, %v, names %v", out, err, o.Names())
	}
	if _, out, err = execute(nil, "--fished", "Ann=2", "--fished", "Bo=3", "--json"); err != nil || out != "{\n  \"sum\": 5\n}\n" {
		t.Errorf("run: %q, %v", out, err)
	}
	if _, _, err = execute(nil, "Ann=2"); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Errorf("an argument: %v", err)
	}
}
