package export

import (
	"encoding/csv"
	"io"
	"strconv"

	"github.com/dragon-tools/dragon/ledger"
)

// CSV writes the ledger l as comma-separated values (RFC 4180) for a
// spreadsheet: a row of column names, then a row for each player of each
// record: when, the record's number, the game, the kind, the player, the
// money it moved for him (a void: what it gave back), his money after it
// and the record's note. A game of totals adds each player's score and
// total. The amounts of a player add up to his money won or lost.
func CSV(w io.Writer, l *ledger.Ledger) error {
	h := &l.Header
	totals := h.Game.Totals()
	cw := csv.NewWriter(w)
	head := []string{"time", "record", "game", "kind", "player", "amount", "balance", "note"}
	if totals {
		head = append(head, "score", "total")
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	now := l.State()
	for _, s := range l.Steps() {
		r := s.Record
		for _, p := range now.Header.Players {
			amount, score := moved(now, s, p)
			then := now.NameIn(s.After, p)
			row := []string{ledger.FormatTime(r.At), strconv.Itoa(r.Number), string(h.Game), string(r.Kind), p,
				strconv.Itoa(amount), strconv.Itoa(s.After.Balances[then]), r.Note}
			if totals {
				row = append(row, strconv.Itoa(score), strconv.Itoa(s.After.Totals[then]))
			}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
