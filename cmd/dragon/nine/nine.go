// Package nine is the command group of Nine Dragons ("Mahjong for all"):
// 'dragon nine score' and 'dragon nine false-declaration'.
package nine

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// NewCmd builds 'dragon nine', Nine Dragons' command group.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	return cmdutil.NewGroup("nine", "Nine Dragons: the points and chips of a winning hand, who is liable",
		`Nine Dragons ("Mahjong for all") is played by four with 144 tiles:
characters 1c–9c, sticks 1s–9s and balls 1b–9b, four of each; the winds
E S W N and the dragons WD GD RD, four of each; the flowers RF1–RF4 and
BF1–BF4, one of each. Full words are read too: east, red dragon,
blue flower 3. Several ranks may share one suit letter: 123c, 555s.

Shown sets go in square brackets: [555s], [E E E]. A kong is always
written in brackets with its four tiles: [5555s], [GD GD GD GD]. Flowers may
be written anywhere; they are set aside.

The rules as the program applies them, with every reading it takes where
the text is loose: docs/rules/nine-dragons.md in the repository.`,
		`  dragon nine score 123c 456c 789s 222b 55b RF2 --seat S --self-drawn
  dragon nine score '[GD GD GD GD] RD RD RD 123s 456s WD WD' --players Ann,Bo,Cy,Di --winner Cy --discard-by Ann
  dragon nine false-declaration Bo --players Ann,Bo,Cy,Di`,
		newScoreCmd(ios, nil), newFalseDeclarationCmd(ios, nil))
}
