package nine

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// addCompletions completes the flags only Nine Dragons has; the root
// completes those every game shares (--winner, --discard-by, --record,
// --round, --seat).
func addCompletions(cmd *cobra.Command) {
	_ = cmd.RegisterFlagCompletionFunc("twelfth-by", cmdutil.CompletePlayer("twelfth-by"))
}
