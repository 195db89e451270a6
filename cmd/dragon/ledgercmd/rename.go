package ledgercmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/ledger/books"
)

func newLedgerRenameCmd(ios *term.IOStreams, runF func(*ledgerPlayersOptions) error) *cobra.Command {
	opts := &ledgerPlayersOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "rename FILE OLD NEW",
		Short: "Give a player another name from now on (a misspelt name mended)",
		Long: `Give the player named OLD the name NEW from now on, by adding a rename record:
history is never rewritten, so the records before it keep the name they were
made with and read as they did. From the rename on, NEW is the only name: his
money, his place in the rotation, the settle-up, the report and the export
follow him under it. NEW is checked as 'ledger new' checks a player's name, and
may not be another player's (names that differ only in case are one name).
'dragon ledger undo' voids the rename like any record.`,
		Example: "  dragon ledger rename thursday.yaml Bobb Bob",
		Args:    playersArgs(2, "the name he has and the name he is to have", "dragon ledger rename thursday.yaml Bobb Bob"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file, opts.args = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return runLedgerRename(opts)
		},
	}
	opts.playersFlags(cmd, "he is renamed")
	return cmd
}

func runLedgerRename(opts *ledgerPlayersOptions) error {
	// The new name is written composed (NFC), as 'ledger new' writes
	// names: Zoé typed as Zoe and an accent is one name across ledgers.
	old, name := opts.args[0], players.Normal(opts.args[1])
	return runPlayersRecord(opts, func(h *books.Header) (*books.HandRecord, error) {
		from, err := h.CheckRename(old, name)
		if err != nil {
			return nil, fmt.Errorf("ledger rename: %w", err)
		}
		return &books.HandRecord{Kind: books.Rename, From: from, To: name}, nil
	})
}
