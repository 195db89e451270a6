package cmdutil

import "github.com/dragon-tools/dragon/ledger"

// A win recorded from its inputs (the hand as typed and how it was won) is
// settled again from them whenever it matters: when it is appended, in the
// ledger's state at that moment, and by the audit of 'ledger check', in
// the state it was played in. The games that record wins so share this
// path; each gives its own settling.

// SettleWin settles a win recorded from its inputs in the ledger state st
// and returns each player's transfer.
type SettleWin func(in *ledger.Inputs, st ledger.State) (map[string]int, error)

// RecomputeWin is the Recompute of a ledger.Auditor for game g: settle
// settles again every win of g recorded from its hand; ledger.ErrSkip for
// any other record, which the ledger checks alone.
func RecomputeWin(g ledger.Game, h *ledger.HandRecord, st ledger.State, settle SettleWin) (map[string]int, error) {
	if st.Header.Game != g || h.Kind != ledger.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return nil, ledger.ErrSkip
	}
	return settle(h.Inputs, st)
}

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
