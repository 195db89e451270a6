package magic

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdScore: the flags fill the options, and every flag that
// contradicts another or lacks what it needs is refused with one line,
// before anything is scored or recorded.
func TestNewCmdScore(t *testing.T) {
	const h = "123C 123C 345S 333D 44P"
	table := []string{"--winner", "Ann", "--loser", "Bo=123C 789C 344S 788D 4P", "--dealer", "Bo"}
	for _, tc := range []struct {
		name  string
		args  []string
		check func(*scoreOptions) bool
		err   string
	}{
		{"hand_alone", []string{"123C", "123C", "345S", "333D", "44P", "--self-drawn"},
			func(o *scoreOptions) bool {
				return o.typed["hand"] == h && o.typed.Yes("self-drawn") && !o.typed.Has("discard-by")
			}, ""},
		{"the_table", append([]string{h, "--discard-by", "Bo", "--dealer-rule", "--version", "B"}, table...),
			func(o *scoreOptions) bool {
				a := o.typed
				return a["winner"] == "Ann" && len(o.losers) == 1 && a["dealer"] == "Bo" && a.Yes("dealer-rule") && a["version"] == "B"
			}, ""},
		{"no_hand_no_terminal", nil, nil, "the winning HAND is needed and there is no terminal to ask on: give it on the command line, e.g. dragon magic score '123C 123C 345S 333D 44P' --self-drawn"},
		{"two_sources", []string{h, "--self-drawn", "--discard-by", "Bo"}, nil, "--self-drawn and --discard-by both say where the last tile came from; give one"},
		{"loser_without_winner", []string{h, "--loser", "Bo=123C"}, nil, "--loser needs --winner NAME: the losers pay the winner"},
		{"winner_without_losers", []string{h, "--winner", "Ann"}, nil, "--winner needs the losers who pay"},
		{"dealer_without_winner", []string{h, "--dealer", "Bo"}, nil, "--dealer and --dealer-rule are about the payments"},
		{"dealer_rule_without_dealer", []string{h, "--winner", "Ann", "--loser", "Bo=123C", "--dealer-rule"}, nil, "--dealer-rule doubles payments to or from the dealer: name the dealer with --dealer NAME"},
		{"record_and_ledger", []string{h, "--record", "a.yaml", "--ledger", "b.yaml"}, nil, "--record and --ledger both name the ledger; give one"},
		{"at_without_record", []string{h, "--at", "20:05"}, nil, "--at says when a recorded game was played: give it with --record FILE"},
		{"empty_record", []string{h, "--record", ""}, nil, `invalid argument "" for "--record" flag: it is empty; give the ledger FILE`},
		{"empty_discarder", []string{h, "--discard-by", " "}, nil, `invalid argument " " for "--discard-by" flag: it is empty`},
		{"empty_version", []string{h, "--version", ""}, nil, `invalid argument "" for "--version" flag: it is empty; give a VERSION, A to G`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ios, _ := cmdtest.Pipe()
			var got *scoreOptions
			err := cmdtest.Execute(newScoreCmd(ios, func(o *scoreOptions) error { got = o; return nil }), tc.args...)
			switch {
			case tc.err != "":
				if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
					t.Errorf("error %v, want %q", err, tc.err)
				}
			case err != nil:
				t.Error(err)
			case !tc.check(got):
				t.Errorf("options %+v", got)
			}
		})
	}
}

// TestNewCmdPenalty: the hand's words are one hand; without one and
// without a terminal the command names the hand.
func TestNewCmdPenalty(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *penaltyOptions
	cmd := newPenaltyCmd(ios, func(o *penaltyOptions) error { got = o; return nil })
	if err := cmdtest.Execute(cmd, "123C", "123C", "344S", "788D", "4P", "-", "--claim", "5", "--json"); err != nil || got.hand != "123C 123C 344S 788D 4P -" || !got.claim.Given || !got.json {
		t.Errorf("%+v, %v", got, err)
	}
	err := cmdtest.Execute(newPenaltyCmd(ios, nil))
	if err == nil || !strings.HasPrefix(err.Error(), "the loser's HAND is needed and there is no terminal to ask on") {
		t.Errorf("no hand: %v", err)
	}
}

// TestNewCmdUnits: the reference card takes no words, and --yaml prints
// the built-in ruleset alone.
func TestNewCmdUnits(t *testing.T) {
	ios, out := cmdtest.Pipe()
	if err := cmdtest.Execute(newUnitsCmd(ios, nil), "C"); err == nil {
		t.Error("a word after 'units' is taken")
	}
	if err := cmdtest.Execute(newUnitsCmd(ios, nil), "--yaml", "--ruleset", "own.yaml"); err == nil || err.Error() != "--yaml prints the built-in ruleset; leave out --ruleset" {
		t.Errorf("--yaml --ruleset: %v", err)
	}
	var got *unitsOptions
	if err := cmdtest.Execute(newUnitsCmd(ios, func(o *unitsOptions) error { got = o; return nil }), "--version", "B", "--json"); err != nil || got.table.version != "B" || !got.json || out.Len() > 0 {
		t.Errorf("%+v, %v, %q", got, err, out)
	}
}
