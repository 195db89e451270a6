package cmdutil

import (
	"fmt"
	"io"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Recording a scored hand into a ledger is the same for every game: read
// the ledger kept for that game, build the record in the state the hand
// was played in, append it under the ledger's lock, say what comes next.

// ReadLedgerOf reads the ledger at file, refusing one kept for a game other
// than g.
func ReadLedgerOf(file string, g books.Game) (*ledger.Current, error) {
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		return nil, err
	}
	if err := sameGame(file, cur.Header.Game, g); err != nil {
		return nil, err
	}
	return cur, nil
}

func sameGame(file string, kept, g books.Game) error {
	if kept != g {
		return fmt.Errorf("%s is a %s ledger, not %s: give a %s ledger (start one with 'dragon ledger new FILE --game %s')", file, kept.Title(), g.Title(), g.Title(), g)
	}
	return nil
}

// RecordHand appends to the ledger at file, kept for game g, the record
// build makes from the ledger's current state, under the ledger's lock.
// at is --at, when the hand was played (not given: now).
func RecordHand(file string, g books.Game, at *At, build func(st books.State) (*books.HandRecord, error)) (*ledger.Appended, error) {
	t, err := at.Time()
	if err != nil {
		return nil, err
	}
	app, err := ledger.Append(file, func(st books.State) (*books.HandRecord, error) {
		if err := sameGame(file, st.Header.Game, g); err != nil {
			return nil, err
		}
		r, err := build(st)
		if err != nil {
			return nil, err
		}
		r.At = t
		return r, nil
	})
	return app, at.Error(err)
}

// RecordedLine says where a recorded hand went and what comes next.
func RecordedLine(file string, app *ledger.Appended) string {
	return RecordedAs(file, app) + " " + NextLine(app.After)
}

// RecordedAs says where a recorded hand went, named as the table counts
// it (books.Game.RecordName).
func RecordedAs(file string, app *ledger.Appended) string {
	return fmt.Sprintf("Recorded as %s in %s.", app.After.Header.Game.RecordName(app.Record, app.After.Played), words.Shown(file))
}

// PrintWarnings writes to w, as every record command does, the warnings
// the record app brings (a player's money below zero): the record is
// written all the same. Nothing without a record or a writer.
func PrintWarnings(w io.Writer, app *ledger.Appended) {
	if w == nil || app == nil {
		return
	}
	for _, p := range app.Warnings {
		fmt.Fprintf(w, "dragon: %s (recorded all the same)\n", words.Shown(p.Error()))
	}
}
