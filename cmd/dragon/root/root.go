// Package root is the dragon command itself: the root command, the menu of
// 'dragon' alone, the help topics, and the one list of the games.
package root

import (
	"errors"
	"fmt"
	"slices"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/evening"
	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/cmd/dragon/servecmd"
	"github.com/dragon-tools/dragon/cmd/dragon/setupcmd"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// NewCmd builds the whole dragon command: every game's command group from
// the list, then setup, the ledger and the help topics, with the shell
// completion of flag values. version is the release's version, or "" to
// take it from the build.
func NewCmd(ios *term.IOStreams, version string) *cobra.Command {
	return build(ios, version, "", true)
}

// NewCmdFor builds the dragon command as far as the command line args
// needs it, because every run pays for what is built: a line that starts
// with a command group's name ("magic score …") gets that group alone, and
// flag values complete only when the shell asks ("__complete …"). Any
// other line gets every group, as NewCmd.
func NewCmdFor(ios *term.IOStreams, version string, args []string) *cobra.Command {
	if len(args) == 0 {
		return build(ios, version, "", false)
	}
	completing := args[0] == cobra.ShellCompRequestCmd || args[0] == cobra.ShellCompNoDescRequestCmd
	root := build(ios, version, args[0], completing)
	if completing {
		plainUsages(root)
	}
	return root
}

// build builds the dragon command: the group named only when there is
// one, otherwise every group; complete registers the completions.
func build(ios *term.IOStreams, version, only string, complete bool) *cobra.Command {
	root := &cobra.Command{
		Use:   "dragon",
		Short: "Score, set up and keep the books for mahjong-family games at a real table",
		Long: `dragon is a companion for people who play mahjong-family games with real
tiles or cards. It scores a winning hand and what every loser pays, sets up
the wall, and keeps a play-money ledger a table can audit.`,
		Example: `  dragon                      the evening at the table, step by step (on a terminal)
  dragon magic score 123C 123C 345S 333D 44P --self-drawn
  dragon magic units
  dragon help exit-codes`,
		Version:       versionString(version),
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !ios.CanPrompt() {
				return noEvening()
			}
			return evening.Run(&evening.Options{IO: ios, Games: Games,
				Run:    func(args ...string) error { return runLine(ios, version, args) },
				Single: func() error { return runMenu(ios, cmd, menu(Games)) },
			})
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
	gs := groups(ios)
	if !slices.ContainsFunc(gs, func(g group) bool { return g.name == only }) {
		only = ""
	}
	for _, g := range gs {
		if only == "" || g.name == only {
			root.AddCommand(g.build())
		}
	}
	if complete {
		addCompletions(root)
	}
	if only == "" {
		// The help topics, the readings' above all, are written out from
		// every game's list when built: a line that runs a group has no
		// use for them.
		root.AddCommand(newExitCodesTopic(), newReadingsTopic(Games))
		root.InitDefaultCompletionCmd()
	} else {
		// A line that runs a group never reaches 'dragon completion', whose
		// scripts' help cobra would otherwise write out on every run.
		root.CompletionOptions.DisableDefaultCmd = true
	}
	refuseUnknown(root)
	strictHelp(root)
	return root
}

// group is one of dragon's command groups: its name, and how to build it.
type group struct {
	name  string
	build func() *cobra.Command
}

// groups are every game's command group from the list, then setup and the
// ledger.
func groups(ios *term.IOStreams) []group {
	gs := make([]group, 0, len(Games)+2)
	for _, g := range Games {
		gs = append(gs, group{g.Group, func() *cobra.Command { return g.Command(ios) }})
	}
	return append(gs,
		group{"setup", func() *cobra.Command { return setupcmd.NewCmd(ios, setupRules) }},
		group{"ledger", func() *cobra.Command { return ledgercmd.NewCmd(ios, Games) }},
		group{"serve", func() *cobra.Command { return servecmd.NewCmd(ios, ledgercmd.Served(), Games, nil) }},
	)
}

// noEvening is why 'dragon' alone started no evening: it asks at a
// terminal, and there is none (a pipe, a script). One line, exit 1, as a
// flow that needed an answer with no terminal to ask on; made when said,
// for start-up makes nothing it may not need.
func noEvening() error {
	return errors.New("the evening at the table needs a terminal to ask on, and there is none: " +
		"run 'dragon' at a terminal, or score from flags ('dragon --help' lists the commands, e.g. 'dragon nine score HAND --record FILE')")
}
