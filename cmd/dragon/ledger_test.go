package main

import (
	"testing"

	"github.com/spf13/cobra"
)

// TestLedgerHelp: every ledger command explains itself: a short line, a
// long text and examples.
func TestLedgerHelp(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("%s: Short, Long and Example must all be given", c.CommandPath())
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newLedgerCmd(&IOStreams{}))
}
