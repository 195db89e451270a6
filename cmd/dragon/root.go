package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
)

// Exit codes, documented in `dragon help exit-codes`.
const (
	exitOK        = 0
	exitError     = 1 // bad input, a refused claim, a failed check
	exitCancelled = 2 // the person cancelled at a prompt
)

// errCancelled is returned when the person stops a prompt (Ctrl-C, Ctrl-D).
var errCancelled = errors.New("cancelled")

func newRootCmd(ios *IOStreams) *cobra.Command {
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
		Version:       versionString(),
		Args:          cobra.NoArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !ios.CanPrompt() {
				return cmd.Help()
			}
			return runMenu(ios, cmd)
		},
	}
	root.SetIn(ios.In)
	root.SetOut(ios.Out)
	root.SetErr(ios.ErrOut)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return fmt.Errorf("%s: %w (see '%s --help')", c.CommandPath(), err, c.CommandPath())
	})
	root.AddCommand(
		newMagicCmd(ios),
		newSetupCmd(ios),
		newExitCodesTopic(),
		newGenDocsCmd(),
		newLedgerCmd(ios),
	)
	return root
}

// run executes the command line and turns the outcome into an exit code.
// Every error is printed once, on one line.
func run(args []string, ios *IOStreams) int {
	root := newRootCmd(ios)
	root.SetArgs(args)
	err := root.Execute()
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errCancelled):
		fmt.Fprintln(ios.ErrOut, "dragon: cancelled; nothing was written")
		return exitCancelled
	default:
		fmt.Fprintf(ios.ErrOut, "dragon: %v\n", err)
		return exitError
	}
}
