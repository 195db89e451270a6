package root

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/magic"
)

// Shell completion (dragon completion bash|zsh|fish|powershell) knows the
// game: a flag's values complete by the flag's name, whichever command
// carries it, so every game's commands complete alike and a new command
// gets them by naming its flags as the others do.

// completions maps a flag's name to the completion of its values.
func completions() map[string]cobra.CompletionFunc {
	return map[string]cobra.CompletionFunc{
		"game":         Games.Complete,
		"version":      magic.CompleteVersion, // Magic Dragon's versions: magic, setup yinyang, ledger new
		"without-suit": magic.CompleteSuit,
		"winner":       cmdutil.CompletePlayer("winner"),
		"discard-by":   cmdutil.CompletePlayer("discard-by"),
		"dealer":       cmdutil.CompletePlayer("dealer"),
		"loser":        cmdutil.CompleteLoser,
		"ledger":       cmdutil.CompleteYAML,
		"record":       cmdutil.CompleteYAML,
		"ruleset":      cmdutil.CompleteYAML,
	}
}

// addCompletions registers the completions on every command below root
// that has such a flag and no completion of its own, and completes a
// command's FILE argument with YAML files.
func addCompletions(root *cobra.Command) {
	byName := completions()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		flags := c.LocalFlags() // cobra builds it anew on every call: once per command
		for name, fn := range byName {
			if f := flags.Lookup(name); f != nil && f.Value.Type() != "bool" {
				if _, has := c.GetFlagCompletionFunc(name); !has {
					_ = c.RegisterFlagCompletionFunc(name, fn)
				}
			}
		}
		if c.ValidArgsFunction == nil && strings.Contains(c.Use, " FILE") {
			c.ValidArgsFunction = cmdutil.CompleteFileArg
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
