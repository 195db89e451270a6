package root

import (
	"runtime/debug"

	"github.com/spf13/cobra"
)

// versionString is the version given at release (see main's version);
// otherwise it comes from the module's build information.
func versionString(version string) string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

// newExitCodesTopic is `dragon help exit-codes`: a help topic, not a
// command.
func newExitCodesTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "exit-codes",
		Short: "What dragon's exit codes mean",
		Long: `dragon exits with:

  0  done: the score, the setup, the ledger report was printed
  1  an error: bad input, a hand that cannot win, a ledger check that
     found an error (warnings alone, such as money below zero, exit 0
     unless --strict), a flow that needed an answer with no terminal to
     ask on
  2  cancelled: Ctrl-C or Ctrl-D at a prompt; nothing was written (at
     the evening's table, what was recorded before stays recorded)
  3  a claim that disagrees with the rules: --claim N gave another figure
     than the rules do (the output shows the difference and the readings
     that would give N); with --record the hand is still recorded, with
     the rules' figure, and the output says so

Every error is one line on standard error, starting "dragon: ", naming
what was wrong and what would be right.`,
	}
}
