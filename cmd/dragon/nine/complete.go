package nine

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// completeWind completes --round and --seat with the four winds.
func completeWind(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return []cobra.Completion{
		cobra.CompletionWithDesc("E", "East"), cobra.CompletionWithDesc("S", "South"),
		cobra.CompletionWithDesc("W", "West"), cobra.CompletionWithDesc("N", "North"),
	}, cobra.ShellCompDirectiveNoFileComp
}

// addCompletions completes the flags only Nine Dragons has; the root
// completes those every game shares (--winner, --discard-by, --record).
func addCompletions(cmd *cobra.Command) {
	_ = cmd.RegisterFlagCompletionFunc("round", completeWind)
	_ = cmd.RegisterFlagCompletionFunc("seat", completeWind)
	_ = cmd.RegisterFlagCompletionFunc("twelfth-by", cmdutil.CompletePlayer("twelfth-by"))
}
