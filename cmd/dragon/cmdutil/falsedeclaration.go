package cmdutil

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// FalseDeclaration is 'false-declaration NAME --players A,B,C,D' of a
// game that punishes a player who declares a win he does not hold: its
// options, and the game's account of the penalty as a FalseDeclarationGame.
type FalseDeclaration struct {
	IO       *IOStreams
	Declarer string
	Players  []string
	Stakes   int
	// StakesGiven tells --stakes from its default.
	StakesGiven bool
	Ruleset     string
	JSON        bool
	Game        FalseDeclarationGame
}

// FalseDeclarationGame is a game's side of 'false-declaration': its help,
// its flags' words and bounds, and the penalty itself.
type FalseDeclarationGame struct {
	Short, Long, Example string
	// Players is the help of --players, which names their order.
	Players string
	// NeedPlayers refuses the command without --players.
	NeedPlayers string
	// Stakes is the help of --stakes, StakesDefault its default and
	// MinStakes, MaxStakes its bounds.
	Stakes                              string
	StakesDefault, MinStakes, MaxStakes int
	// Ruleset names the built-in ruleset's file ("q-mahjongg.yaml") when
	// the game takes a table's own with --ruleset; "" when it does not.
	Ruleset string
	// Pay works out the penalty of o: each player's transfer, and the
	// line that says it.
	Pay func(o *FalseDeclaration) (map[string]int, string, error)
}

// NewFalseDeclarationCmd builds 'false-declaration' for game g; runF, when
// not nil, runs in place of the command (a test's seam), given the
// options read.
func NewFalseDeclarationCmd(ios *IOStreams, g FalseDeclarationGame, runF func(*FalseDeclaration) error) *cobra.Command {
	opts := &FalseDeclaration{IO: ios, Game: g}
	cmd := &cobra.Command{
		Use:     "false-declaration NAME --players A,B,C,D",
		Short:   g.Short,
		Long:    g.Long,
		Example: g.Example,
		Args:    OneArg("name the one false declarer"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Declarer, opts.StakesGiven = args[0], cmd.Flags().Changed("stakes")
			if runF != nil {
				return runF(opts)
			}
			return opts.Run()
		},
	}
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return CompletePlayer("declarer")(cmd, args, toComplete)
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.Players, "players", nil, g.Players)
	IntVar(f, &opts.Stakes, "stakes", g.StakesDefault, g.Stakes).Within(g.MinStakes, g.MaxStakes)
	if g.Ruleset != "" {
		RulesetFlag(cmd, &opts.Ruleset, g.Ruleset)
	}
	f.BoolVar(&opts.JSON, "json", false, "print the transfers as JSON")
	StakesAlias(f)
	return cmd
}

// Run works out the penalty and writes it: the line that says it and each
// player's transfer, in the order of --players, or --json.
func (o *FalseDeclaration) Run() error {
	if o.Players == nil {
		return errors.New(o.Game.NeedPlayers)
	}
	if strings.TrimSpace(o.Declarer) == "" {
		return errors.New("the false declarer's NAME is empty; give the name of one of --players")
	}
	tr, line, err := o.Game.Pay(o)
	if err != nil {
		return err
	}
	if o.JSON {
		return WriteJSON(o.IO.Out, map[string]any{"transfers": tr})
	}
	fmt.Fprintln(o.IO.Out, line)
	t := Table{Align: "lr"}
	for _, p := range o.Players {
		t.Row("  "+p, fmt.Sprintf("%+d", tr[p]))
	}
	t.Print(o.IO.Out)
	return nil
}
