package cmdutil

import "github.com/spf13/cobra"

// Help is a command's help: its usage line, its one-line summary, its
// long help and its examples.
type Help struct {
	Use, Short, Long, Example string
}

// Command returns a command with help h, that runs nothing yet.
func (h Help) Command() *cobra.Command {
	return &cobra.Command{Use: h.Use, Short: h.Short, Long: h.Long, Example: h.Example}
}

// NewGroup builds a command group ("dragon nine"): it runs no command of
// its own, so "dragon nine foo" is an error and "dragon nine" its help.
func NewGroup(use, short, long, example string, commands ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{
		Use:     use,
		Short:   short,
		Long:    long,
		Example: example,
		Args:    cobra.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(commands...)
	return cmd
}
