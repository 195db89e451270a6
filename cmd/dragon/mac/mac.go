// Package mac is 'dragon mac', the MAC I command group: every catch a bait
// and a pond allow, and the score of a game.
package mac

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// NewCmd builds 'dragon mac': catches and score.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	return cmdutil.NewGroup("mac", "MAC I (the Dragon Deck fishing game): every catch, the score of a game",
		`MAC I is played with the Dragon Deck, written as printed: suit cards rank
first (3C 4B 5S: Circles, Bamboos, Scripts), winds E1 S2 W3 N4, the Green
Dragon GD, Feng Shui F1 to F5. S2 is South, 2S the 2 of Scripts.

Fishing values: a suit card its rank, a wind or GD 10, Feng Shui 11.
Three cards with values M, N, L can be fished when M×N+L, N×L+M or L×M+N
is a multiple of 10. Points for fished cards: Feng Shui 10, GD 5, a wind
2, a suit card 1.

The rules as the program applies them, with every reading it takes:
docs/rules/mac-i.md in the repository. The values, the points and the
reading of a catch are data (rulesets/mac-i.yaml); --ruleset FILE plays a
table's own.`,
		`  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C'
  dragon mac score --fished 'Ann=GD E1 3C' --fished 'Bo=1B 2B 3B'`,
		newCatchesCmd(ios, nil), newScoreCmd(ios, nil))
}

// Menu is what 'dragon' alone offers for MAC I.
var Menu = []cmdutil.MenuItem{
	{Label: "Score a MAC I game", Args: []string{"mac", "score"}},
	{Label: "Score a MAC I game and record it in a ledger", Args: []string{"mac", "score"}, Ask: cmdutil.RecordFlag},
}
