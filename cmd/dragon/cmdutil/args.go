package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// OneArg is the Args check of a command that takes one word, such as a
// player's name: any other count is refused with what the word is for and
// the command's usage, where cobra would say "accepts 1 arg(s), received 0".
func OneArg(need string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != 1 {
			return fmt.Errorf("%s: %s", need, strings.TrimSuffix(cmd.UseLine(), " [flags]"))
		}
		return nil
	}
}

// Seam is a command's test seam, as cli/cli's runF: a test that passes
// runF gets the options the command line filled, in place of running the
// command. Seam returns nil when runF is nil: the command runs.
func Seam[O any](runF func(O) error, opts O) func() error {
	if runF == nil {
		return nil
	}
	return func() error { return runF(opts) }
}
