// Package export writes a ledger in the formats other tools read: CSV for
// a spreadsheet, and a journal for hledger (and the plain-text accounting
// tools that read its format). It names no game, and never prints: it
// writes to the io.Writer it is given.
package export

import (
	"github.com/dragon-tools/dragon/ledger"
)

// moved is what record s moved for player p: its transfer, or what a
// void gave back; and his score in a game of totals.
func moved(s ledger.Step, p string) (amount, score int) {
	amount = s.After.Balances[p] - s.Before.Balances[p]
	if s.After.Totals != nil {
		score = s.After.Totals[p] - s.Before.Totals[p]
	}
	return amount, score
}
