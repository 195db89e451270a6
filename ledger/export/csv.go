package export

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// CSV writes the ledger l as comma-separated values (RFC 4180) for a
// spreadsheet: a row of column names, then a row for each player of each
// record: when, the record's number, the game, the kind, the player, the
// money it moved for him (a void: what it gave back), his money after it
// and the record's note. A game of totals adds each player's score and
// total. The amounts of a player add up to his money won or lost. Text a
// person wrote (a name, a note) that a spreadsheet would take for a
// formula is written as text (see textCell); the numbers are the export's own.
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
			row := []string{books.FormatTime(r.At), strconv.Itoa(r.Number), string(h.Game), string(r.Kind), textCell(p),
				strconv.Itoa(amount), strconv.Itoa(s.After.Balances[then]), textCell(r.Note)}
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

// formulaStart holds what a spreadsheet reads, at the start of a cell, as
// the start of a formula (= + - @; LibreOffice and Excel also take a
// formula after a leading tab or carriage return).
const formulaStart = "=+-@\t\r"

// textCell is the cell of text s a person wrote: s, or, when it starts as a
// formula does, s after an apostrophe, which a spreadsheet shows as text
// (the convention of OWASP's "CSV injection"). A note =HYPERLINK(…) is
// then not a live link, and a player named -1 not a number.
//
// A spreadsheet that trims a cell's spaces (or reads a full-width ＝ as =)
// would find the formula behind them, so what starts the cell is looked
// for past any space, line break or character that shows nothing, and in
// its compatibility form.
func textCell(s string) string {
	trimmed := norm.NFKC.String(strings.TrimLeftFunc(s, showsNothing))
	if s != "" && strings.ContainsRune(formulaStart, rune(s[0])) || trimmed != "" && strings.ContainsRune(formulaStart, rune(trimmed[0])) {
		return "'" + s
	}
	return s
}

// showsNothing reports whether r takes no ink: a space, a line break, or
// a format character (a zero-width space).
func showsNothing(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) }
