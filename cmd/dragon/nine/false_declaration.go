package nine

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

type falseDeclarationOptions struct {
	io       *cmdutil.IOStreams
	declarer string
	players  []string
	stakes   int
	json     bool
}

func newFalseDeclarationCmd(ios *cmdutil.IOStreams) *cobra.Command {
	opts := &falseDeclarationOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "false-declaration NAME --players A,B,C,D",
		Short: "The chips a false declarer pays: 128 to each opponent",
		Long: `When the table plays the false declaration penalty, a player who declares a
win wrongly ends the hand and pays 128 chips to each opponent, times the
stakes.`,
		Example: `  dragon nine false-declaration Bo --players Ann,Bo,Cy,Di
  dragon nine false-declaration Bo --players Ann,Bo,Cy,Di --stakes 2 --json`,
		Args: cmdutil.OneArg("name the one false declarer"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.declarer = args[0]
			return runFalseDeclaration(opts)
		},
	}
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return cmdutil.CompletePlayer("declarer")(cmd, args, toComplete)
	}
	cmd.Flags().StringSliceVar(&opts.players, "players", nil, "the four players, East, South, West, North: `NAMES` such as Ann,Bo,Cy,Di")
	cmdutil.IntVar(cmd.Flags(), &opts.stakes, "stakes", 1, "multiply every payment by `N`").Within(1, ninedragons.MaxStakes)
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the transfers as JSON")
	return cmd
}

func runFalseDeclaration(opts *falseDeclarationOptions) error {
	if opts.players == nil {
		return fmt.Errorf("--players A,B,C,D is needed: the false declarer pays each opponent")
	}
	g, err := newGame()
	if err != nil {
		return err
	}
	tr, err := g.FalseDeclaration(opts.players, opts.declarer, opts.stakes)
	if err != nil {
		return err
	}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"transfers": tr})
	}
	w := opts.io.Out
	each := -tr[opts.declarer] / (len(opts.players) - 1)
	fmt.Fprintf(w, "False declaration by %s: the hand ends and he pays each opponent %s.\n", opts.declarer, words.Plural(each, "chip"))
	printTransfers(w, opts.players, tr)
	return nil
}
