package mac

import (
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// TestNewCmdScore: every player's fished cards are read, and the flags
// that lack what they need are refused before anything is scored.
func TestNewCmdScore(t *testing.T) {
	cases := map[string][]string{
		"Ann:3 Bo:0": {"--fished", "Ann=GD E1 3C", "--fished", "Bo="},
		"--fished is needed and there is no terminal to ask on":                 nil,
		"a claim names a figure and a player":                                   {"--fished", "Ann=", "--fished", "Bo=", "--for", "Ann"},
		"--at says when a recorded game was played: give it with --record FILE": {"--fished", "Ann=", "--fished", "Bo=", "--at", "20:05"},
		`invalid argument "" for "--record" flag: it is empty`:                  {"--fished", "Ann=", "--record", ""},
		`--fished: mac: "Q1" at column 5: unknown card`:                         {"--fished", "Ann=Q1"},
	}
	for want, args := range cases {
		got := cmdtest.Outcome(newScoreCmd, func(o *scoreOptions) string {
			var s []string
			for _, name := range o.Names() {
				ks, _ := game.ParseCards(o.Typed[qa.EachKey("fished", name)])
				s = append(s, name+":"+strconv.Itoa(len(ks)))
			}
			return strings.Join(s, " ")
		}, args...)
		if !strings.HasPrefix(got, want) {
			t.Errorf("%q: %q, want %q", args, got, want)
		}
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
