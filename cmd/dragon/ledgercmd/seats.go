package ledgercmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// newLedgerSeatsCmd is 'ledger seats', its help saying what new seats do
// in the games of the list; runF, when not nil, is run in place of the
// command.
func newLedgerSeatsCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerPlayersOptions) error) *cobra.Command {
	opts := &ledgerPlayersOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "seats FILE NAME,NAME,…",
		Short: seatsShort(games),
		Long: paras(term.Refill(75, "Put the players in a new seat order"+ordersHelp(games)+`, by adding a seats record: every
player at the table, once, in the new order.`+roleNextHelp(games)),
			term.Refill(75, newSeatsHelp(games)+` 'dragon setup seats' draws the order; 'dragon ledger undo' voids the
record like any other.`)),
		Example: "  dragon ledger seats thursday.yaml Cy,Ann,Di,Bo",
		Args:    playersArgs(1, "the players in their new order", "dragon ledger seats thursday.yaml Cy,Ann,Di,Bo"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file, opts.args = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return runLedgerSeats(opts)
		},
	}
	opts.playersFlags(cmd, "they changed seats")
	return cmd
}

func runLedgerSeats(opts *ledgerPlayersOptions) error {
	names := books.Players(opts.args[0])
	return runPlayersRecord(opts, func(h *books.Header) (*books.HandRecord, error) {
		seats, err := h.CheckSeats(names)
		if err != nil {
			return nil, fmt.Errorf("ledger seats: %w", err)
		}
		return &books.HandRecord{Kind: books.Seats, Seats: seats}, nil
	})
}
