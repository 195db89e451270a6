package cmdutil

import "github.com/dragon-tools/dragon/ledger"

// A win recorded from its inputs (the hand as typed and how it was won) is
// settled when it is appended, in the ledger's state at that moment: the
// games that describe their hands do so through Seated, Magic Dragon
// through RecordWin.

// SettleIn settles a win in the state st its record is appended to: it
// takes from st all that the ledger supplies (the table, the round, the
// stakes...), refusing only flags the person typed that contradict it, and
// returns the win's inputs and each player's transfer.
type SettleIn func(st ledger.State) (*ledger.Inputs, map[string]int, error)

// RecordWin appends a win to the ledger file of game g under its lock,
// settled by settle in the state the record is appended to, never in one
// read before the lock: scorekeepers recording at once each get the
// transfers of their place in the order, and no refusal names a flag
// nobody typed.
func RecordWin(file string, g ledger.Game, at *At, settle SettleIn) (*ledger.Appended, error) {
	return RecordHand(file, g, at, func(st ledger.State) (*ledger.HandRecord, error) {
		in, transfers, err := settle(st)
		if err != nil {
			return nil, err
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Transfers: transfers}, nil
	})
}
