package nine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
)

// scoreLine runs 'nine score' with args, no terminal, up to its runF:
// the answers the command line gave, or the error of its checks.
func scoreLine(t *testing.T, args ...string) (*scoreOptions, error) {
	t.Helper()
	ios, _ := cmdtest.Pipe()
	var got *scoreOptions
	err := cmdtest.Execute(newScoreCmd(ios, func(o *scoreOptions) error { got = o; return nil }), args...)
	return got, err
}

// TestNewCmdScore: the flags fill the hand's answers, and every flag that
// contradicts another or lacks what it needs is refused with one line,
// before anything is scored or recorded.
func TestNewCmdScore(t *testing.T) {
	const h = "123c 456c 789s 222b 55b"
	for _, tc := range []struct {
		name string
		args []string
		want hand.Answers // answers given; nil with an error
		err  string
	}{
		{"hand_alone", []string{h}, hand.Answers{"hand": h}, ""},
		{"hand_in_words", []string{"123c", "456c", "789s", "222b", "55b"}, hand.Answers{"hand": h}, ""},
		{"seat_and_source", []string{h, "--seat", "S", "--self-drawn", "--round", "W"},
			hand.Answers{"hand": h, "seat": "S", "self-drawn": "true", "round": "W"}, ""},
		{"the_table", []string{h, "--players", "Ann,Bo,Cy,Di", "--winner", "Cy", "--discard-by", "Ann", "--stakes", "2", "--fifth-tile"},
			hand.Answers{"hand": h, "players": "Ann,Bo,Cy,Di", "winner": "Cy", "discard-by": "Ann", "stakes": "2", "fifth-tile": "true"}, ""},
		{"recorded", []string{h, "--winner", "Bo", "--self-drawn", "--record", "t.yaml", "--at", "20:05"},
			hand.Answers{"hand": h, "winner": "Bo", "self-drawn": "true"}, ""},
		{"no_hand_no_terminal", nil, nil, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon nine score 123c 456c 789s 222b 55b --self-drawn"},
		{"two_sources", []string{h, "--self-drawn", "--discard-by", "Bo"}, nil, "--self-drawn and --discard-by both say where the winning tile came from; give one"},
		{"kong_on_a_discard", []string{h, "--kong-replacement", "--discard-by", "Bo"}, nil, "--kong-replacement is a win on the tile drawn after a kong, so it cannot be on --discard-by; leave one out"},
		{"players_without_winner", []string{h, "--players", "Ann,Bo,Cy,Di"}, nil, "--players needs --winner NAME: the chips go to the winner"},
		{"winner_without_players", []string{h, "--winner", "Ann"}, nil, "--winner needs --players A,B,C,D (East, South, West, North): the others pay"},
		{"stakes_without_players", []string{h, "--stakes", "2"}, nil, "--stakes is about the chips: give --players A,B,C,D and --winner NAME"},
		{"twelfth_without_players", []string{h, "--twelfth-by", "Bo"}, nil, "--twelfth-by is about the chips: give --players A,B,C,D and --winner NAME"},
		{"record_without_winner", []string{h, "--record", "t.yaml"}, nil, "--record needs --winner NAME: the ledger records who won"},
		{"at_without_record", []string{h, "--at", "20:05"}, nil, "--at says when a recorded hand was played: give it with --record FILE"},
		{"empty_discarder", []string{h, "--discard-by", ""}, nil, `invalid argument "" for "--discard-by" flag: it is empty; give the NAME of who discarded the winning tile`},
		{"empty_record", []string{h, "--record", ""}, nil, `invalid argument "" for "--record" flag: it is empty; give the ledger FILE`},
		{"empty_at", []string{h, "--record", "t.yaml", "--winner", "Bo", "--at", ""}, nil, `invalid argument "" for "--at" flag: it is empty; give when the hand was played`},
		{"stakes_out_of_bounds", []string{h, "--stakes", "0"}, nil, `invalid argument "0" for "--stakes" flag: give a whole number from 1 to`},
		{"claim_not_a_number", []string{h, "--claim", "x"}, nil, `invalid argument "x" for "--claim" flag`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o, err := scoreLine(t, tc.args...)
			if tc.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(o.Typed) != fmt.Sprint(tc.want) {
				t.Errorf("answers %v, want %v", o.Typed, tc.want)
			}
		})
	}
}

// TestNewCmdScoreShows: --explain, --json and --claim are how the score is
// shown, not answers about the hand.
func TestNewCmdScoreShows(t *testing.T) {
	o, err := scoreLine(t, "123c 456c 789s 222b 55b", "--explain", "--json", "--claim", "5", "--record", "t.yaml", "--winner", "Bo")
	if err != nil {
		t.Fatal(err)
	}
	if !o.explain || !o.JSON || o.claim != (cmdutil.Claim{N: 5, Given: true}) || o.Record.File != "t.yaml" {
		t.Errorf("explain %v, json %v, claim %+v, record %q", o.explain, o.JSON, o.claim, o.Record.File)
	}
	for _, k := range []string{"explain", "json", "claim", "record"} {
		if o.Typed.Has(k) {
			t.Errorf("--%s is among the hand's answers: %v", k, o.Typed)
		}
	}
}

// TestAskAndFlagsAgree: the questions, answered as the flags would be,
// give the answers the flags give: the two ways into a hand cannot
// disagree.
func TestAskAndFlagsAgree(t *testing.T) {
	flags, err := scoreLine(t, "[GD GD GD GD] [555s] RD RD RD 123c WD WD RF3 BF3", "--players", "Ann,Bo,Cy,Di",
		"--winner", "Cy", "--round", "S", "--kong-replacement")
	if err != nil {
		t.Fatal(err)
	}
	ios, p, _ := cmdtest.Terminal(t, "Ann,Bo,Cy,Di", "Cy", "South", "[GD GD GD GD] 555s", "RD RD RD 123c WD WD", "RF3 blue flower 3", "the replacement tile after his kong")
	var asked *scoreOptions
	if err := cmdtest.Execute(newScoreCmd(ios, func(o *scoreOptions) error { asked = o; return nil })); err != nil {
		t.Fatal(err)
	}
	p.Left()
	for _, k := range Hand.Flags() {
		if k != "hand" && flags.Answers[k] != asked.Answers[k] {
			t.Errorf("%s: the flags give %q, the questions %q", k, flags.Answers[k], asked.Answers[k])
		}
	}
	// The hand is written as typed on the command line, and tidied at the
	// prompts ([5s 5s 5s], blue flower 3): both score alike.
	byFlags, err := Hand.Score(flags.Answers)
	if err != nil {
		t.Fatal(err)
	}
	byQuestions, err := Hand.Score(asked.Answers)
	if err != nil {
		t.Fatal(err)
	}
	if byFlags.res.Points != byQuestions.res.Points || fmt.Sprint(byFlags.pay.Transfers) != fmt.Sprint(byQuestions.pay.Transfers) {
		t.Errorf("the flags score %d %v, the questions %d %v", byFlags.res.Points, byFlags.pay.Transfers, byQuestions.res.Points, byQuestions.pay.Transfers)
	}
}

// TestNewCmdFalseDeclaration: the players are needed, the declarer is
// one of them, --stakes is bounded and --stake is read for it.
func TestNewCmdFalseDeclaration(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		stakes int
		err    string
	}{
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di"}, 1, ""},
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di", "--stake", "3"}, 3, ""},
		{[]string{"--players", "Ann,Bo,Cy,Di"}, 0, "name the one false declarer: false-declaration NAME --players A,B,C,D"},
		{[]string{"Bo", "Cy", "--players", "Ann,Bo,Cy,Di"}, 0, "name the one false declarer"},
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di", "--stakes", "0"}, 0, `invalid argument "0" for "--stakes" flag: give a whole number from 1 to`},
	} {
		ios, _ := cmdtest.Pipe()
		var got *cmdutil.FalseDeclaration
		err := cmdtest.Execute(newFalseDeclarationCmd(ios, func(o *cmdutil.FalseDeclaration) error { got = o; return nil }), tc.args...)
		switch {
		case tc.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("%q: %v, want %q", tc.args, err, tc.err)
			}
		case err != nil || got.Declarer != "Bo" || got.Stakes != tc.stakes || len(got.Players) != 4:
			t.Errorf("%q: %+v, %v", tc.args, got, err)
		}
	}
}

// TestFalseDeclarationRun: without the players the penalty is refused,
// as is an empty declarer; with them, everyone else is paid.
func TestFalseDeclarationRun(t *testing.T) {
	for _, tc := range []struct {
		o    cmdutil.FalseDeclaration
		want string
	}{
		{cmdutil.FalseDeclaration{Declarer: "Bo"}, "--players A,B,C,D is needed: the false declarer pays each opponent"},
		{cmdutil.FalseDeclaration{Declarer: " ", Players: []string{"Ann", "Bo", "Cy", "Di"}}, "the false declarer's NAME is empty; give the name of one of --players"},
		{cmdutil.FalseDeclaration{Declarer: "Bo", Players: []string{"Ann", "Bo", "Cy", "Di"}, Stakes: 2},
			"False declaration by Bo: the hand ends and he pays each opponent 256 chips.\n  Ann  +256\n  Bo   -768\n  Cy   +256\n  Di   +256\n"},
	} {
		ios, out := cmdtest.Pipe()
		o := tc.o
		o.IO, o.Game = ios, falseDeclaration
		err := o.Run()
		if got := out.String(); err != nil && err.Error() != tc.want || err == nil && got != tc.want {
			t.Errorf("%+v: %q, %v; want %q", tc.o, got, err, tc.want)
		}
	}
}
