package root

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// refuseUnknown makes every command that groups others, the root and
// 'dragon completion' included, refuse a word that names none of them:
// one line, exit 1, the nearest name suggested ('dragon magic scor': did
// you mean "score"?). Cobra would print the group's help and exit 0, or
// suggest on three more lines.
func refuseUnknown(c *cobra.Command) {
	for _, sub := range c.Commands() {
		refuseUnknown(sub)
	}
	if !c.HasSubCommands() {
		flagsOnly(c)
		return
	}
	c.Args = knownSubcommand
	c.SuggestionsMinimumDistance = 2 // cobra's own default, which SuggestionsFor leaves at 0
	if !c.Runnable() {
		c.RunE = func(cmd *cobra.Command, args []string) error { return cmd.Help() }
	}
}

// flagsOnly makes a command that takes no words, only flags, say so of a
// word it is given, where cobra.NoArgs calls the word an unknown command
// ('dragon mac score GD E1': unknown command "GD" for "dragon mac score").
func flagsOnly(c *cobra.Command) {
	check := c.Args
	if check == nil || check(c, nil) != nil || check(c, []string{"word"}) == nil {
		return
	}
	c.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return fmt.Errorf("%s: %q is not a flag; this command takes flags only (see '%s --help')", commandName(cmd), args[0], cmd.CommandPath())
		}
		return nil
	}
}

// knownSubcommand is the Args check of a group: no word but its commands'
// names, which cobra has already taken.
func knownSubcommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return fmt.Errorf("unknown command %q for %q%s", args[0], cmd.CommandPath(), suggest(cmd, args[0]))
}

// suggest names the command of cmd nearest to typed, if one is near.
func suggest(cmd *cobra.Command, typed string) string {
	if s := cmd.SuggestionsFor(typed); len(s) > 0 {
		return fmt.Sprintf("; did you mean %q?", s[0])
	}
	return fmt.Sprintf("; see '%s --help'", cmd.CommandPath())
}

// strictHelp makes 'dragon help TOPIC' refuse a topic it does not know, in
// one line with exit 1, where cobra prints the whole usage and exits 0.
func strictHelp(root *cobra.Command) {
	root.InitDefaultHelpCmd()
	help, _, err := root.Find([]string{"help"})
	if err != nil || help.Run == nil {
		return
	}
	show := help.Run
	help.Run = nil
	help.RunE = func(c *cobra.Command, args []string) error {
		cmd, rest, err := c.Root().Find(args)
		switch {
		case err != nil:
			return fmt.Errorf("no help topic %q; see '%s help'", strings.Join(args, " "), c.Root().Name())
		case len(rest) > 0:
			return fmt.Errorf("no help topic %q%s", strings.Join(args, " "), suggest(cmd, rest[0]))
		}
		show(c, args)
		return nil
	}
}

// commandName is how an error names cmd after "dragon: ": its path
// without the program's name, which the line already starts with.
func commandName(cmd *cobra.Command) string {
	return strings.TrimPrefix(strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()), " ")
}
