package cmdutil

import (
	"fmt"
	"maps"

	"github.com/dragon-tools/dragon/ledger"
)

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

// RecordWin appends the win in to the ledger file of game g under its
// lock: agree refuses flags the ledger's state at that moment
// contradicts, settle settles the win again in it, and the transfers must
// be those shown, or the ledger changed while the hand was scored.
func RecordWin(file string, g ledger.Game, at string, in *ledger.Inputs, shown map[string]int, agree func(ledger.State) error, settle SettleWin) (*ledger.Appended, error) {
	return RecordHand(file, g, at, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := agree(st); err != nil {
			return nil, err
		}
		transfers, err := settle(in, st)
		if err != nil {
			return nil, err
		}
		if !maps.Equal(transfers, shown) {
			return nil, fmt.Errorf("%s changed while the hand was scored; score it again", file)
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Transfers: transfers}, nil
	})
}
