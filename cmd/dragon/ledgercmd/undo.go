package ledgercmd

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
)

type ledgerUndoOptions struct {
	io      *term.IOStreams
	file    string
	note    string
	at      cmdutil.At
	jsonOut bool
	noNext  bool
	voids   int // the record to void, 0: whichever is last
}

// newLedgerUndoCmd is 'ledger undo', its help naming the roles of the
// games of the list; runF, when not nil, is run in place of the command.
func newLedgerUndoCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerUndoOptions) error) *cobra.Command {
	opts := &ledgerUndoOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "undo FILE",
		Short: "Void the last hand: its money and its effect on the dealer",
		Long: term.Refill(77, `Void the last hand not yet voided, by adding a void record: history is never
rewritten. The hand's money goes back and `+workedOutRoles(games)+`the game and
cycle are what they were before it. Undo again to void the hand before.
With --voids N, record N is voided only if it is still the one an undo
voids: a record another scorekeeper made since is never voided in its place.`),
		Example: `  dragon ledger undo thursday.yaml
  dragon ledger undo thursday.yaml --note 'Bo had 15 tiles'
  dragon ledger undo thursday.yaml --voids 7`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runLedgerUndo(opts)
		},
	}
	cmd.Flags().StringVar(&opts.note, "note", "", "`WHY` the hand is voided")
	opts.at.Add(cmd.Flags(), "", "it is voided")
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print the void and the state after it as JSON")
	cmdutil.IntVar(cmd.Flags(), &opts.voids, "voids", 0, "void record `N` only if it is still the last one an undo voids").AtLeast(1)
	noNextFlag(cmd.Flags(), &opts.noNext)
	return cmd
}

func runLedgerUndo(opts *ledgerUndoOptions) error {
	at, err := opts.at.Time()
	if err != nil {
		return err
	}
	undo := ledger.Undo
	if opts.voids != 0 {
		undo = func(path string, at time.Time, note string) (*ledger.Appended, error) {
			return ledger.UndoIf(path, at, note, opts.voids)
		}
	}
	a, err := undo(opts.file, at, opts.note)
	if err != nil {
		return ledgerError(opts.file, opts.at.Error(err))
	}
	if opts.jsonOut {
		// The void moves back the money the voided hand moved.
		back := map[string]int{}
		for p, v := range a.Voided.Transfers {
			back[p] = -v
		}
		players := a.After.Header.Players
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"record": recordJSON(a.Record, players), "voided": recordJSON(a.Voided, players),
			"transfers": cmdutil.Transfers(players, back), "state": stateJSON(opts.file, a.After, nil)})
	}
	cmdutil.PrintWarnings(opts.io.ErrOut, a)
	printRecorded(opts.io, a, opts.noNext)
	return nil
}
