package q

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

type falseDeclarationOptions struct {
	io          *cmdutil.IOStreams
	offender    string
	players     []string
	stake       int
	rulesetFile string
	json        bool
	given       func(string) bool
}

func newFalseDeclarationCmd(ios *cmdutil.IOStreams) *cobra.Command {
	opts := &falseDeclarationOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "false-declaration NAME --players A,B,C,D",
		Short: "The penalty for declaring a win without a winning hand: a six-Fang hand",
		Long: `A player who declares a win ("sik") without a winning hand pays the worth of
a hand at the limit, six Fang, as if everyone else had won it from him: a
banker pays the banker's amount (128 at the default stake) to every
player; a player pays 128 to the banker and 64 to every other player.
--stakes scales it.`,
		Example: `  dragon q false-declaration Bo --players Ann,Bo,Cy,Di
  dragon q false-declaration Ann --players Ann,Bo,Cy --stakes 4 --json`,
		Args: cmdutil.OneArg("name the one false declarer"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.offender, opts.given = args[0], cmd.Flags().Changed
			return runFalseDeclaration(opts)
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.players, "players", nil, "the 2–4 players, clockwise from the banker (East first): `NAMES` such as Ann,Bo,Cy")
	cmdutil.IntVar(f, &opts.stake, "stakes", 0, "what a player collects at one Fang, `N` even (default: the ruleset's, 2)").Within(2, qmahjongg.MaxStake)
	f.Var(cmdutil.NonEmpty(&opts.rulesetFile, "the ruleset FILE"), "ruleset", "a table's own booklet `FILE` (YAML, like rulesets/q-mahjongg.yaml)")
	f.BoolVar(&opts.json, "json", false, "print the transfers as JSON")
	cmdutil.StakesAlias(f)
	return cmd
}

func runFalseDeclaration(opts *falseDeclarationOptions) error {
	if opts.players == nil {
		return errors.New("--players A,B,C,D is needed (clockwise from the banker): the false declarer pays every other player")
	}
	if strings.TrimSpace(opts.offender) == "" {
		return errors.New("the false declarer's NAME is empty; give the name of one of --players")
	}
	rules, err := loadRules(opts.rulesetFile)
	if err != nil {
		return err
	}
	t, err := qmahjongg.NewTable(opts.players)
	if err != nil {
		return err
	}
	stake := rules.Stake
	if opts.given("stakes") {
		stake = opts.stake
	}
	tr, err := t.FalseDeclaration(opts.offender, stake, rules.Limit)
	if err != nil {
		return err
	}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"transfers": tr})
	}
	w := opts.io.Out
	who := "a player"
	if opts.offender == t.Banker() {
		who = "the banker"
	}
	fmt.Fprintf(w, "False declaration by %s, %s: he pays a %s hand (stake %d) to every other player.\n", opts.offender, who, fangText(rules.Limit), stake)
	tb := cmdutil.Table{Align: "lr"}
	for _, p := range t.Players {
		tb.Row("  "+p, fmt.Sprintf("%+d", tr[p]))
	}
	tb.Print(w)
	return nil
}
