package root

import (
	"maps"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// Shell completion (dragon completion bash|zsh|fish|powershell) knows the
// game: a flag's values complete by the flag's name, whichever command
// carries it, so every game's commands complete alike and a new command
// gets them by naming its flags as the others do.

// completions maps a flag's name to the completion of its values: those
// every game shares, then each game's own (Magic Dragon's --version, on
// magic, setup yinyang and ledger new alike).
func completions() map[string]cobra.CompletionFunc {
	byName := map[string]cobra.CompletionFunc{
		"game":       Games.Complete,
		"winner":     cmdutil.CompletePlayer("winner"),
		"discard-by": cmdutil.CompletePlayer("discard-by"),
		"dealer":     cmdutil.CompletePlayer("dealer"),
		"loser":      cmdutil.CompleteLoser,
		"for":        cmdutil.CompletePlayer("for"),
		"side":       cmdutil.CompletePlayer("side"),
		"round":      cmdutil.CompleteWind,
		"seat":       cmdutil.CompleteWind,
		"ledger":     cmdutil.CompleteYAML,
		"record":     cmdutil.CompleteYAML,
		"ruleset":    cmdutil.CompleteYAML,
	}
	for _, g := range Games {
		maps.Copy(byName, g.Completions)
	}
	return byName
}

// addCompletions registers the completions on every command below root
// that has such a flag and no completion of its own, and completes a
// command's FILE argument with YAML files. Every other value, a hand, a
// number, a name, completes with nothing rather than with the files of the
// directory: the files are YAML and only the flags above take them.
func addCompletions(root *cobra.Command) {
	byName := completions()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) { // cobra builds LocalFlags anew on every call: once per command
			if f.Value.Type() == "bool" {
				return
			}
			if _, has := c.GetFlagCompletionFunc(f.Name); has {
				return
			}
			fn, ok := byName[f.Name]
			if !ok {
				fn = cobra.NoFileCompletions
			}
			_ = c.RegisterFlagCompletionFunc(f.Name, fn)
		})
		if c.ValidArgsFunction == nil {
			c.ValidArgsFunction = cobra.NoFileCompletions
			if strings.Contains(c.Use, " FILE") {
				c.ValidArgsFunction = cmdutil.CompleteFileArg
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// plainUsages takes the backticks out of every flag's usage. In help they
// name the flag's value (--claim N), but a shell shows the usage as
// written beside each flag it offers ("a claimed `N` points"). Only for a
// run that completes, since help needs them.
func plainUsages(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) { f.Usage = strings.ReplaceAll(f.Usage, "`", "") })
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
