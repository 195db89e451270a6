package q

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
)

// scoreLine runs 'q score' with args, no terminal, up to its runF: the
// answers the command line gave, or the error of its checks.
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
	const h = "W3 F1 1C 2C 3C 4B 5B 6B"
	for _, tc := range []struct {
		name string
		args []string
		want hand.Answers // answers given; nil with an error
		err  string
	}{
		{"hand_alone", []string{h}, hand.Answers{"hand": h}, ""},
		{"the_table", []string{h, "--players", "Ann,Bo,Cy", "--winner", "Bo", "--discard-by", "Cy", "--stakes", "4", "--fang", "half"},
			hand.Answers{"hand": h, "players": "Ann,Bo,Cy", "winner": "Bo", "discard-by": "Cy", "stakes": "4", "fang": "half"}, ""},
		{"stake_is_stakes", []string{h, "--players", "Ann,Bo", "--winner", "Bo", "--self-drawn", "--stake", "6"},
			hand.Answers{"hand": h, "players": "Ann,Bo", "winner": "Bo", "self-drawn": "true", "stakes": "6"}, ""},
		{"special_occasions", []string{h, "--banker-first-draw", "--gong-replacement", "own"},
			hand.Answers{"hand": h, "banker-first-draw": "true", "gong-replacement": "own"}, ""},
		{"no_hand_no_terminal", nil, nil, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon q score W3 F1 1C 2C 3C 4B 5B 6B --self-drawn"},
		{"two_sources", []string{h, "--self-drawn", "--discard-by", "Bo"}, nil, "--self-drawn and --discard-by both say where the winning card came from; give one"},
		{"gong_on_a_discard", []string{h, "--gong-replacement", "own", "--discard-by", "Bo"}, nil, "--gong-replacement is a win on the card drawn after a gong, so it cannot be on --discard-by; leave one out"},
		{"banker_draw_on_a_discard", []string{h, "--banker-first-draw", "--discard-by", "Bo"}, nil, "--banker-first-draw is the banker's win before his first discard, counted as self-drawn; leave out --discard-by"},
		{"players_without_winner", []string{h, "--players", "Ann,Bo"}, nil, "--players needs --winner NAME: the payments go to the winner"},
		{"winner_without_players", []string{h, "--winner", "Ann"}, nil, "--winner needs --players A,B,C,D (clockwise from the banker): the others pay"},
		{"fang_without_players", []string{h, "--fang", "2"}, nil, "--fang is about the payments: give --players A,B,C,D and --winner NAME"},
		{"own_ruleset_in_a_ledger", []string{h, "--record", "t.yaml", "--ruleset", "own.yaml"}, nil, cmdutil.ErrLedgerRuleset.Error()},
		{"at_without_record", []string{h, "--at", "2026-03-14 20:05"}, nil, "--at says when a recorded hand was played: give it with --record FILE"},
		{"empty_gong", []string{h, "--gong-replacement", ""}, nil, `invalid argument "" for "--gong-replacement" flag: it is empty; give own or discard`},
		{"odd_stakes_bound", []string{h, "--stakes", "1"}, nil, `invalid argument "1" for "--stakes" flag: give a whole number from 2 to`},
		{"fang_not_a_level", []string{h, "--fang", "7"}, nil, `invalid argument "7" for "--fang" flag`},
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

// TestNewCmdScoreRuleset: a table's own booklet scores the hand, and
// the claim is the level the referee checks.
func TestNewCmdScoreRuleset(t *testing.T) {
	o, err := scoreLine(t, "E1 F1 1C 2C 3C 4B 5B 6B", "--ruleset", "../../../rulesets/q-mahjongg.yaml", "--claim", "half")
	if err != nil {
		t.Fatal(err)
	}
	if o.rulesetFile == "" || o.Hand == Hand || !o.claim.given || o.claim.level.String() != "half" {
		t.Errorf("ruleset %q (own hand %v), claim %+v", o.rulesetFile, o.Hand != Hand, o.claim)
	}
	if _, err := o.Hand.Score(o.Answers); err != nil {
		t.Errorf("scored by the booklet: %v", err)
	}
}

// TestAskAndFlagsAgree: the questions, answered as the flags would be,
// give the answers the flags give.
func TestAskAndFlagsAgree(t *testing.T) {
	flags, err := scoreLine(t, "W3 F1 1C 2C 3C [4B 5B 6B]", "--players", "Ann,Bo,Cy", "--winner", "Bo", "--round", "S", "--discard-by", "Cy")
	if err != nil {
		t.Fatal(err)
	}
	ios, p, _ := cmdtest.Terminal(t, "Cy,Ann,Bo", "Ann", "Bo", "South", "W3 F1 1C 2C 3C [4B 5B 6B]", "a discard by Cy")
	var asked *scoreOptions
	if err := cmdtest.Execute(newScoreCmd(ios, func(o *scoreOptions) error { asked = o; return nil })); err != nil {
		t.Fatal(err)
	}
	p.Left()
	for _, k := range Hand.Flags() {
		if flags.Answers[k] != asked.Answers[k] {
			t.Errorf("%s: the flags give %q, the questions %q", k, flags.Answers[k], asked.Answers[k])
		}
	}
}

// TestNewCmdFalseDeclaration: the table's own booklet, and the stake
// given or the booklet's.
func TestNewCmdFalseDeclaration(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *cmdutil.FalseDeclaration
	err := cmdtest.Execute(newFalseDeclarationCmd(ios, func(o *cmdutil.FalseDeclaration) error { got = o; return nil }),
		"Cy", "--players", "Ann,Bo,Cy", "--ruleset", "own.yaml")
	if err != nil || got.Declarer != "Cy" || got.Ruleset != "own.yaml" || got.StakesGiven {
		t.Errorf("%+v, %v", got, err)
	}
	if err := cmdtest.Execute(newFalseDeclarationCmd(ios, nil), "Cy", "--players", "Ann,Bo,Cy", "--stakes", "3"); err == nil || !strings.Contains(err.Error(), "stake 3: it must be even") {
		t.Errorf("an odd stake: %v", err)
	}
}
