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
