package ledgercmd

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

func newLedgerCheckCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Check a ledger: silent when sound, else every problem at its line",
		Long: term.Refill(76, `Read the whole ledger and check it: the YAML and every field, the players'
names, that each hand's transfers add up to zero, `+recordedRoles(games)+`voids, hands after the session's
end, and money going below zero. When a way to score the hands is wired in,
every hand is also recomputed from its inputs and compared with its
transfers (the referee's audit).`) + `

Prints nothing and exits 0 when the ledger is sound. Otherwise prints each
problem as FILE:LINE: what is wrong, the line as it stands, and a fix. A
problem is an error (the file does not read, a sum is not zero, the audit
differs, the rotation is wrong, …) or a warning (a player's money below
zero, records out of order): the ledger is unsound, and check exits 1, only
on an error; warnings are printed and check exits 0, unless --strict.`,
		Example: `  dragon ledger check thursday.yaml
  dragon ledger check thursday.yaml --strict
  dragon ledger check thursday.yaml --json`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runLedgerCheck(opts, games.Auditors())
		},
	}
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print the problems as JSON, each with its severity")
	cmd.Flags().BoolVar(&opts.strict, "strict", false, "exit 1 on warnings too")
	return cmd
}

// runLedgerCheck checks the ledger, each game's hands worked out again by
// its auditor (the referee's audit).
func runLedgerCheck(opts *ledgerReadOptions, auditors books.Auditors) error {
	ps, err := ledger.Check(opts.file, auditors)
	if err != nil {
		return err
	}
	if opts.jsonOut {
		if ps == nil {
			ps = books.Problems{}
		}
		if err := cmdutil.WriteJSON(opts.io.ShownOnTerminal(), map[string]any{"file": opts.file, "problems": ps}); err != nil {
			return err
		}
	} else {
		printProblems(opts.io.Shown(), ps)
	}
	errs, warns := len(ps.Errors()), len(ps.Warnings())
	switch {
	case errs > 0 && warns > 0:
		return fmt.Errorf("%s: %s and %s", opts.file, words.Plural(errs, "error"), words.Plural(warns, "warning"))
	case errs > 0:
		return fmt.Errorf("%s: %s", opts.file, words.Plural(errs, "error"))
	case warns > 0 && opts.strict:
		return fmt.Errorf("%s: %s, and --strict fails on warnings", opts.file, words.Plural(warns, "warning"))
	}
	return nil
}

// printProblems prints each problem, its line and its fix.
func printProblems(w io.Writer, ps books.Problems) {
	for _, p := range ps {
		fmt.Fprintln(w, p.Error())
		if p.Quote != "" {
			fmt.Fprintf(w, "  %4d | %s\n", p.Line, p.Quote)
		}
		if p.Fix != "" {
			fmt.Fprintf(w, "  fix: %s\n", p.Fix)
		}
	}
}
