package nine

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// FalseDeclaration is Nine Dragons' false declaration penalty, when the
// table plays it: 128 chips to each opponent, times the stakes.
var FalseDeclaration = cmdutil.FalseDeclarationGame{
	Short: "The chips a false declarer pays: 128 to each opponent",
	Long: `When the table plays the false declaration penalty, a player who declares a
win wrongly ends the hand and pays 128 chips to each opponent, times the
stakes.

With --record FILE the penalty is appended to the Nine Dragons ledger,
which seats the players and gives the stakes; a session that does not play
the penalty (ledger new without --false-declaration) refuses it.`,
	Example: `  dragon nine false-declaration Bo --players Ann,Bo,Cy,Di
  dragon nine false-declaration Bo --players Ann,Bo,Cy,Di --stakes 2 --json
  dragon nine false-declaration Bo --record night.yaml`,
	Players:       "the four players, East, South, West, North: `NAMES` such as Ann,Bo,Cy,Di",
	NeedPlayers:   "--players A,B,C,D is needed: the false declarer pays each opponent",
	Stakes:        "multiply every payment by `N`",
	StakesDefault: 1, MinStakes: 1, MaxStakes: ninedragons.MaxStakes,
	Ledger: books.NineDragons, Seat: seat,
	Pay: func(o *cmdutil.FalseDeclaration) (map[string]int, string, error) {
		g, err := newGame()
		if err != nil {
			return nil, "", err
		}
		tr, err := g.FalseDeclaration(o.Players, o.Declarer, o.Stakes)
		if err != nil {
			return nil, "", err
		}
		each := -tr[o.Declarer] / (len(o.Players) - 1)
		return tr, fmt.Sprintf("False declaration by %s: the hand ends and he pays each opponent %s.", o.Declarer, words.Plural(each, "chip")), nil
	},
}

func newFalseDeclarationCmd(ios *term.IOStreams, runF func(*cmdutil.FalseDeclaration) error) *cobra.Command {
	return cmdutil.NewFalseDeclarationCmd(ios, FalseDeclaration, runF)
}
