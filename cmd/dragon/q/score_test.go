package q

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// h is a winning hand at half Fang.
const h = "W3 F1 1C 2C 3C 4B 5B 6B"

// TestNewCmdScore: the flags fill the hand's answers, and every flag that
// contradicts another or lacks what it needs is refused with one line,
// before anything is scored or recorded.
func TestNewCmdScore(t *testing.T) {
	cases := [][2]any{
		{[]string{h}, "map[hand:" + h + "]"},
		{[]string{h, "--players", "Ann,Bo,Cy", "--winner", "Bo", "--discard-by", "Cy", "--stakes", "4", "--fang", "half"},
			"map[discard-by:Cy fang:half hand:" + h + " players:Ann,Bo,Cy stakes:4 winner:Bo]"},
		// --stake, the spelling before every game's --stakes.
		{[]string{h, "--players", "Ann,Bo", "--winner", "Bo", "--self-drawn", "--stake", "6"}, "map[hand:" + h + " players:Ann,Bo self-drawn:true stakes:6 winner:Bo]"},
		{[]string{h, "--banker-first-draw", "--gong-replacement", "own"}, "map[banker-first-draw:true gong-replacement:own hand:" + h + "]"},
		{[]string{}, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon q score W3 F1 1C 2C 3C 4B 5B 6B --self-drawn"},
		{[]string{h, "--self-drawn", "--discard-by", "Bo"}, "--self-drawn and --discard-by both say where the winning card came from; give one"},
		{[]string{h, "--gong-replacement", "own", "--discard-by", "Bo"}, "--gong-replacement is a win on the card drawn after a gong, so it cannot be on --discard-by; leave one out"},
		{[]string{h, "--banker-first-draw", "--discard-by", "Bo"}, "--banker-first-draw is the banker's win before his first discard, counted as self-drawn; leave out --discard-by"},
		{[]string{h, "--players", "Ann,Bo"}, "--players needs --winner NAME: the payments go to the winner"},
		{[]string{h, "--winner", "Ann"}, "--winner needs --players A,B,C,D (clockwise from the banker): the others pay"},
		{[]string{h, "--fang", "2"}, "--fang is about the payments: give --players A,B,C,D and --winner NAME"},
		{[]string{h, "--record", "t.yaml", "--ruleset", "own.yaml"}, "a ledger records hands by the built-in ruleset; leave out --ruleset"},
		{[]string{h, "--at", "2026-03-14 20:05"}, "--at says when a recorded hand was played: give it with --record FILE"},
		{[]string{h, "--gong-replacement", ""}, `invalid argument "" for "--gong-replacement" flag: it is empty; give own or discard`},
		{[]string{h, "--stakes", "1"}, `invalid argument "1" for "--stakes" flag: give a whole number from 2 to`},
		{[]string{h, "--fang", "7"}, `invalid argument "7" for "--fang" flag`},
	}
	for _, c := range cases {
		args, want := c[0].([]string), c[1].(string)
		got := cmdtest.Outcome(newScoreCmd, func(o *scoreOptions) string { return fmt.Sprint(o.Typed) }, args...)
		if !strings.HasPrefix(got, want) {
			t.Errorf("%q: %q, want %q", args, got, want)
		}
	}
}

// TestNewCmdScoreRuleset: a table's own booklet scores the hand, and
// the claim is the level the referee checks.
func TestNewCmdScoreRuleset(t *testing.T) {
	o, err := cmdtest.Seam(newScoreCmd, "E1 F1 1C 2C 3C 4B 5B 6B", "--ruleset", "../../../rulesets/q-mahjongg.yaml", "--claim", "half")
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
	flags, err := cmdtest.Seam(newScoreCmd, "W3 F1 1C 2C 3C [4B 5B 6B]", "--players", "Ann,Bo,Cy", "--winner", "Bo", "--round", "S", "--discard-by", "Cy")
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
