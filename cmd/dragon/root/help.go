package root

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// versionString is the version given at release (see main's version);
// otherwise it comes from the module's build information.
func versionString(version string) string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}

// newExitCodesTopic is `dragon help exit-codes`: a help topic, not a
// command.
func newExitCodesTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "exit-codes",
		Short: "What dragon's exit codes mean",
		Long: `dragon exits with:

  0  done: the score, the setup, the ledger report was printed
  1  an error: bad input, a claim that cannot zappo, a ledger check that
     found an error (warnings alone, such as money below zero, exit 0
     unless --strict), a flow that needed an answer with no terminal to
     ask on
  2  cancelled: Ctrl-C or Ctrl-D at a prompt; nothing was written
  3  a claim that disagrees with the rules: --claim N gave another figure
     than the rules do (the output shows the difference and the readings
     that would give N)

Every error is one line on standard error, starting "dragon: ", naming
what was wrong and what would be right.`,
	}
}

// newGenDocsCmd writes man pages and markdown reference pages; hidden, for
// packagers and the docs site.
func newGenDocsCmd(version string) *cobra.Command {
	return &cobra.Command{
		Use:    "gen-docs DIR",
		Short:  "Write man pages (DIR/man) and markdown pages (DIR/markdown)",
		Long:   "Write a man page and a markdown page for every command, from the same text as --help.",
		Args:   cobra.ExactArgs(1),
		Hidden: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			root := cmd.Root()
			root.DisableAutoGenTag = true
			man, md := args[0]+"/man", args[0]+"/markdown"
			for _, d := range []string{man, md} {
				if err := os.MkdirAll(d, 0o755); err != nil {
					return err
				}
			}
			hdr := &doc.GenManHeader{Title: "DRAGON", Section: "1", Source: "dragon " + version}
			if err := doc.GenManTree(root, hdr, man); err != nil {
				return fmt.Errorf("man pages: %w", err)
			}
			if err := doc.GenMarkdownTree(root, md); err != nil {
				return fmt.Errorf("markdown pages: %w", err)
			}
			return nil
		},
	}
}
