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

// Filled returns a command with help h that fills its options from its
// command line (fill), then runs them: seam when a test gave one (see
// Seam), else run.
func (h Help) Filled(fill func(*cobra.Command, []string) error, seam, run func() error) *cobra.Command {
	cmd := h.Command()
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if err := fill(cmd, args); err != nil {
			return err
		}
		if seam != nil {
			return seam()
		}
		return run()
	}
	return cmd
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
