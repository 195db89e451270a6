package mac

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdScore: every player's fished cards are read, and the flags
// that lack what they need are refused before anything is scored.
func TestNewCmdScore(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string // the cards read, or an error's start
	}{
		{"two_players", []string{"--fished", "Ann=GD E1 3C", "--fished", "Bo="}, "Ann:3 Bo:0"},
		{"no_cards_no_terminal", nil, "--fished is needed and there is no terminal to ask on"},
		{"claim_without_for", []string{"--fished", "Ann=", "--fished", "Bo=", "--for", "Ann"}, "a claim names a figure and a player"},
		{"at_without_record", []string{"--fished", "Ann=", "--fished", "Bo=", "--at", "20:05"}, "--at says when a recorded game was played: give it with --record FILE"},
		{"empty_record", []string{"--fished", "Ann=", "--record", ""}, `invalid argument "" for "--record" flag: it is empty`},
		{"not_a_card", []string{"--fished", "Ann=Q1"}, `--fished: mac: "Q1" at column 5: unknown card`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ios, _ := cmdtest.Pipe()
			var got string
			err := cmdtest.Execute(newScoreCmd(ios, func(o *scoreOptions) error {
				var parts []string
				for _, p := range o.Parts {
					parts = append(parts, p.Name+":"+string(rune('0'+len(p.Cards))))
				}
				got = strings.Join(parts, " ")
				return nil
			}), tc.args...)
			if err != nil {
				got = err.Error()
			}
			if !strings.HasPrefix(got, tc.want) {
				t.Errorf("%q, want %q", got, tc.want)
			}
		})
	}
}

// TestNewCmdCatches: the bait and the pond are both needed.
func TestNewCmdCatches(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *catchesOptions
	seam := func(o *catchesOptions) error { got = o; return nil }
	for _, args := range [][]string{{"--bait", "3C"}, {"--pond", "5S"}, nil} {
		if err := cmdtest.Execute(newCatchesCmd(ios, seam), args...); err == nil || !strings.HasPrefix(err.Error(), "give the player's cards with --bait CARDS and the pond's with --pond CARDS") {
			t.Errorf("%q: %v", args, err)
		}
	}
	if err := cmdtest.Execute(newCatchesCmd(ios, seam), "--bait", "3C GD", "--pond", "5S E1", "--pond-only"); err != nil || got.bait != "3C GD" || got.pond != "5S E1" || !got.pondOnly {
		t.Errorf("%+v, %v", got, err)
	}
}
