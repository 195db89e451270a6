// Package q is the command group of Q Mahjongg, played with the 52-card
// Dragon Deck: 'dragon q score' and 'dragon q false-declaration'.
package q

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// NewCmd builds 'dragon q', Q Mahjongg's command group.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	return cmdutil.NewGroup("q", "Q Mahjongg: the Fang of a winning hand of the Dragon Deck, and who pays",
		`Q Mahjongg is played by 2–4 with the 52-card Dragon Deck: Circles 1C–9C,
Bamboos 1B–9B and Scripts 1S–9S, one each (rank first); the winds E1 S2 W3
N4 and the Green Dragon GD, four each; and the wild Feng Shui cards F1–F5.
S2 is South and 2S the 2 of Scripts. Cards are parted by spaces or commas.

A winning hand is eight cards, one more per gong: eyes and two groups.
Exposed groups go in square brackets, [E1 E1 E1] or [3C 4C 5C]; a gong is
four in brackets, [GD GD GD GD].

The rules as the program applies them, with every reading it takes where
the booklet is silent or its pictures are lost: docs/rules/q-mahjongg.md in
the repository.`,
		`  dragon q score W3 F1 1C 2C 3C 4B 5B 6B --seat S --self-drawn
  dragon q score '[GD GD GD GD] E1 E1 E1 N4 N4' --players Ann,Bo,Cy,Di --winner Ann --discard-by Cy
  dragon q false-declaration Bo --players Ann,Bo,Cy,Di`,
		newScoreCmd(ios, nil), newFalseDeclarationCmd(ios, nil))
}

// loadRules returns the built-in ruleset, or the table's own booklet from
// file when file is not "".
func loadRules(file string) (*qmahjongg.Rules, error) {
	if file != "" {
		return rulesets.LoadQMahjongg(file)
	}
	return rulesets.QMahjongg()
}

// levelFlag is a level of Fang given on the command line: half (or 0.5)
// or 1–6.
type levelFlag struct {
	level qmahjongg.Level
	given bool
}

// String returns the level as given, for pflag.
func (f *levelFlag) String() string {
	if !f.given {
		return ""
	}
	return f.level.String()
}

// Set reads the level, for pflag.
func (f *levelFlag) Set(s string) error {
	l, err := qmahjongg.ParseLevel(s)
	if err != nil {
		return err
	}
	f.level, f.given = l, true
	return nil
}

// Type names the flag's value in help, for pflag.
func (f *levelFlag) Type() string { return "LEVEL" }

// fangText writes a level for people: "half Fang", "1 Fang".
func fangText(l qmahjongg.Level) string { return l.String() + " Fang" }

// windFlag reads --round or --seat: E, S, W or N, in either case.
func windFlag(flag, s string) (string, error) {
	up := strings.ToUpper(strings.TrimSpace(s))
	if qmahjongg.SeatName(up) == "" {
		return "", fmt.Errorf("--%s %q: write E, S, W or N", flag, s)
	}
	return up, nil
}
