package q

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// FalseDeclaration is Q Mahjongg's penalty for declaring a win without a
// winning hand ("sik"): a hand at the limit, paid to everyone.
var FalseDeclaration = cmdutil.FalseDeclarationGame{
	Short: "The penalty for declaring a win without a winning hand: a six-Fang hand",
	Long: `A player who declares a win ("sik") without a winning hand pays the worth of
a hand at the limit, six Fang, as if everyone else had won it from him: a
banker pays the banker's amount (128 at the default stake) to every
player; a player pays 128 to the banker and 64 to every other player.
--stakes scales it. With --record FILE the penalty is appended to the Q
Mahjongg ledger, which seats the players and gives the stake.`,
	Example: `  dragon q false-declaration Bo --players Ann,Bo,Cy,Di
  dragon q false-declaration Ann --players Ann,Bo,Cy --stakes 4 --json
  dragon q false-declaration Bo --record night.yaml`,
	Players:     "the 2–4 players, clockwise from the banker (East first): `NAMES` such as Ann,Bo,Cy",
	NeedPlayers: "--players A,B,C,D is needed (clockwise from the banker): the false declarer pays every other player",
	Stakes:      "what a player collects at one Fang, `N` even (default: the ruleset's, 2)",
	MinStakes:   2, MaxStakes: qmahjongg.MaxStake,
	Ruleset: "q-mahjongg.yaml",
	Ledger:  books.QMahjongg, Seat: seat,
	Pay: func(o *cmdutil.FalseDeclaration) (map[string]int, string, error) {
		rules, err := loadRules(o.Ruleset)
		if err != nil {
			return nil, "", err
		}
		t, err := qmahjongg.NewTable(o.Players)
		if err != nil {
			return nil, "", err
		}
		stake := rules.Stake
		if o.StakesGiven {
			stake = o.Stakes
		}
		tr, err := t.FalseDeclaration(o.Declarer, stake, rules.Limit)
		if err != nil {
			return nil, "", err
		}
		who := "a player"
		if o.Declarer == t.Banker() {
			who = "the banker"
		}
		return tr, fmt.Sprintf("False declaration by %s, %s: he pays a %s hand (stake %d) to every other player.", o.Declarer, who, fangText(rules.Limit), stake), nil
	},
}

func newFalseDeclarationCmd(ios *term.IOStreams, runF func(*cmdutil.FalseDeclaration) error) *cobra.Command {
	return cmdutil.NewFalseDeclarationCmd(ios, FalseDeclaration, runF)
}
