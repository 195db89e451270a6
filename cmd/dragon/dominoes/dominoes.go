// Package dominoes is 'dragon dominoes', the Dancing Dragons command group:
// the score of a hand, the referee's "could he have played?" and the check
// of a laid train.
package dominoes

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// NewCmd builds 'dragon dominoes': score, play and train.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	return cmdutil.NewGroup("dominoes", "Dancing Dragons (Chinese dominoes): score a hand, check a play or a train",
		`Dancing Dragons is played with a set of Chinese dominoes: 32 tiles, no
blanks, 227 pips. The civil tiles come in pairs (6-6 1-1 4-4 1-3 5-5 3-3
2-2 5-6 4-6 1-6 1-5), the military tiles once each (3-6 4-5 2-6 3-5 2-5
3-4 2-4 1-4 2-3 1-2).

A tile is written 6-6, [6-6] or 66, its halves in either order. A tile
named more often than the set holds it, across everything one command
is given, is refused.

The rules as the program applies them, with every reading it takes:
docs/rules/dancing-dragons.md in the repository. The deals and the
doubling are data (rulesets/dancing-dragons.yaml); --ruleset FILE plays a
table's own.`,
		`  dragon dominoes score --discards 'Ann=6-6 5-1' --discards 'Bo=' --discards 'Cy=2-4'
  dragon dominoes play --open 2,5 --hand '6-6 2-4 5-5' --discarded 6-6
  dragon dominoes train '2-5 5-5 5-1'`,
		newScoreCmd(ios, nil), newPlayCmd(ios, nil), newTrainCmd(ios, nil))
}

// Menu is what 'dragon' alone offers for Dancing Dragons.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a Dancing Dragons hand (who leads next)", Args: []string{"dominoes", "score"}},
	{Label: "Score a Dancing Dragons hand and record it in a ledger", Args: []string{"dominoes", "score"}, Ask: cmdutil.RecordFlag},
}
