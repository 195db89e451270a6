package nine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdScore: the flags fill the hand's answers, and every flag that
// contradicts another or lacks what it needs is refused with one line,
// before anything is scored or recorded.
func TestNewCmdScore(t *testing.T) {
	const h = "123c 456c 789s 222b 55b"
	answers := func(o *scoreOptions) string { return fmt.Sprint(o.Typed) }
	for name, tc := range map[string]struct {
		args []string
		want string // the answers given (map[…]), or an error's start
	}{
		"hand_alone":      {[]string{h}, "map[hand:" + h + "]"},
		"hand_in_words":   {[]string{"123c", "456c", "789s", "222b", "55b"}, "map[hand:" + h + "]"},
		"seat_and_source": {[]string{h, "--seat", "S", "--self-drawn", "--round", "W"}, "map[hand:" + h + " round:W seat:S self-drawn:true]"},
		"the_table": {[]string{h, "--players", "Ann,Bo,Cy,Di", "--winner", "Cy", "--discard-by", "Ann", "--stakes", "2", "--fifth-tile"},
			"map[discard-by:Ann fifth-tile:true hand:" + h + " players:Ann,Bo,Cy,Di stakes:2 winner:Cy]"},
		"recorded":                {[]string{h, "--winner", "Bo", "--self-drawn", "--record", "t.yaml", "--at", "20:05"}, "map[hand:" + h + " self-drawn:true winner:Bo]"},
		"no_hand_no_terminal":     {nil, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon nine score 123c 456c 789s 222b 55b --self-drawn"},
		"two_sources":             {[]string{h, "--self-drawn", "--discard-by", "Bo"}, "--self-drawn and --discard-by both say where the winning tile came from; give one"},
		"kong_on_a_discard":       {[]string{h, "--kong-replacement", "--discard-by", "Bo"}, "--kong-replacement is a win on the tile drawn after a kong, so it cannot be on --discard-by; leave one out"},
		"players_without_winner":  {[]string{h, "--players", "Ann,Bo,Cy,Di"}, "--players needs --winner NAME: the chips go to the winner"},
		"winner_without_players":  {[]string{h, "--winner", "Ann"}, "--winner needs --players A,B,C,D (East, South, West, North): the others pay"},
		"stakes_without_players":  {[]string{h, "--stakes", "2"}, "--stakes is about the chips: give --players A,B,C,D and --winner NAME"},
		"twelfth_without_players": {[]string{h, "--twelfth-by", "Bo"}, "--twelfth-by is about the chips: give --players A,B,C,D and --winner NAME"},
		"record_without_winner":   {[]string{h, "--record", "t.yaml"}, "--record needs --winner NAME: the ledger records who won"},
		"at_without_record":       {[]string{h, "--at", "20:05"}, "--at says when a recorded hand was played: give it with --record FILE"},
		"empty_discarder":         {[]string{h, "--discard-by", ""}, `invalid argument "" for "--discard-by" flag: it is empty; give the NAME of who discarded the winning tile`},
		"empty_record":            {[]string{h, "--record", ""}, `invalid argument "" for "--record" flag: it is empty; give the ledger FILE`},
		"empty_at":                {[]string{h, "--record", "t.yaml", "--winner", "Bo", "--at", ""}, `invalid argument "" for "--at" flag: it is empty; give when the hand was played`},
		"stakes_out_of_bounds":    {[]string{h, "--stakes", "0"}, `invalid argument "0" for "--stakes" flag: give a whole number from 1 to`},
		"claim_not_a_number":      {[]string{h, "--claim", "x"}, `invalid argument "x" for "--claim" flag`},
	} {
		if got := cmdtest.Outcome(newScoreCmd, answers, tc.args...); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %q, want %q", name, got, tc.want)
		}
	}
}

// TestNewCmdScoreShows: --explain, --json and --claim are how the score is
// shown, not answers about the hand.
func TestNewCmdScoreShows(t *testing.T) {
	o, err := cmdtest.Seam(newScoreCmd, "123c 456c 789s 222b 55b", "--explain", "--json", "--claim", "5", "--record", "t.yaml", "--winner", "Bo")
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
	flags, err := cmdtest.Seam(newScoreCmd, "[GD GD GD GD] [555s] RD RD RD 123c WD WD RF3 BF3", "--players", "Ann,Bo,Cy,Di",
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
