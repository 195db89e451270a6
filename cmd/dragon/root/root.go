// Package root is the dragon command itself: the root command, the menu of
// 'dragon' alone, the help topics, and the one list of the games.
package root

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/cmd/dragon/setupcmd"
)

// NewCmd builds the dragon command: every game's command group from the
// list, then setup, the ledger and the help topics. version is the
// release's version, or "" to take it from the build.
func NewCmd(ios *cmdutil.IOStreams, version string) *cobra.Command {
	root := &cobra.Command{
		Use:   "dragon",
		Short: "Score, set up and keep the books for mahjong-family games at a real table",
		Long: `dragon is a companion for people who play mahjong-family games with real
tiles or cards. It scores a winning hand and what every loser pays, sets up
the wall, and keeps a play-money ledger a table can audit.`,
		Example: `  dragon                      ask, step by step (on a terminal)
  dragon magic score 123C 123C 345S 333D 44P --self-drawn
  dragon magic units
  dragon help exit-codes`,
		Version:       versionString(version),
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !ios.CanPrompt() {
				return cmd.Help()
			}
			return runMenu(ios, cmd, menu(Games))
		},
	}
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		if c == c.Root() {
			return fmt.Errorf("%w (see '%s --help')", err, c.CommandPath())
		}
		return fmt.Errorf("%s: %w (see '%s --help')", commandName(c), err, c.CommandPath())
	})
	for _, g := range Games {
		root.AddCommand(g.Command(ios))
	}
	root.AddCommand(
		setupcmd.NewCmd(ios, setupRules),
		newExitCodesTopic(),
		ledgercmd.NewCmd(ios, Games),
	)
	addCompletions(root)
	root.InitDefaultCompletionCmd()
	refuseUnknown(root)
	strictHelp(root)
	return root
}
