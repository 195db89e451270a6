package ledgercmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

func newLedgerSeatsCmd(ios *term.IOStreams, runF func(*ledgerPlayersOptions) error) *cobra.Command {
	opts := &ledgerPlayersOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "seats FILE NAME,NAME,…",
		Short: "Put the players in new seats (Magic Dragon's draw for seats again)",
		Long: `Put the players in a new seat order (turn order in Dancing Dragons), by
adding a seats record: every player at the table, once, in the new order.
The first named takes the role next: he deals (Magic Dragon), is the banker
or East (Q Mahjongg, Nine Dragons), or leads (Dancing Dragons), and the role
moves on down the new order.

Magic Dragon: the new seats start a new cycle, as the rulebook's draw for
seats does; a cycle they cut short counts as played (under the ultimate
cycles the next version comes with them). Q Mahjongg and Nine Dragons: the
round goes on, and the seat winds are counted again from the first named,
who is East. 'dragon setup seats' draws the order; 'dragon ledger undo'
voids the record like any other.`,
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
