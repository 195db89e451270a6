package root

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// TestEveryCommandIsDocumented: every command a person can run has Short,
// Long and Example text (help topics and cobra's own commands aside).
func TestEveryCommandIsDocumented(t *testing.T) {
	root := NewCmd(&cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if c.Hidden || !c.Runnable() && !c.HasSubCommands() || c.Name() == "help" || c.Name() == "completion" || c.Parent() != nil && c.Parent().Name() == "completion" {
			return
		}
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("%s: Short %q, Long %d chars, Example %d chars: every command needs all three", c.CommandPath(), c.Short, len(c.Long), len(c.Example))
		}
	}
	walk(root)
}
