// Package export writes a ledger in the formats other tools read: CSV for
// a spreadsheet, and a journal for hledger (and the plain-text accounting
// tools that read its format). It names no game, and never prints: it
// writes to the io.Writer it is given. A player renamed in the ledger is
// exported under the name he has at its end, from its first record on.
package export

import (
	"github.com/dragon-tools/dragon/ledger/books"
)

// moved is what record s moved for player p, named as he is at the end
// of the ledger (state now), whatever he was called then: its transfer,
// or what a void gave back; and his score in a game of totals.
func moved(now books.State, s books.Step, p string) (amount, score int) {
	before, after := now.NameIn(s.Before, p), now.NameIn(s.After, p)
	amount = s.After.Balances[after] - s.Before.Balances[before]
	if s.After.Totals != nil {
		score = s.After.Totals[after] - s.Before.Totals[before]
	}
	return amount, score
}
