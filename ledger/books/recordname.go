package books

import (
	"fmt"
)

// A record is named as the table counts: a hand of play by the game's own
// word and its number among the hands played, a record that is no hand
// by its number. History, undo, the report and the table's page all name
// records so, with these.

// RecordName names the record r of a ledger of game g as the table
// counts: a hand of play by the game's own word ("game" in Magic Dragon
// and MAC I) and n, its number among the hands played, with the record's
// number too when the two differ (a void or a penalty came before it:
// "game 2 (record 3)"); a record that is no hand (a penalty, an
// adjustment, a void) by its number alone ("record 4").
func (g Game) RecordName(r *HandRecord, n int) string {
	switch {
	case !g.isHand(r.Kind):
		return fmt.Sprintf("record %d", r.Number)
	case n != r.Number:
		return fmt.Sprintf("%s %d (record %d)", g.Play(), n, r.Number)
	}
	return fmt.Sprintf("%s %d", g.Play(), n)
}

// Name names the record of step s as the table counted it when it was
// made (Game.RecordName): "game 4 (record 5)".
func (s Step) Name() string {
	return s.Before.Header.Game.RecordName(s.Record, s.Before.Played+1)
}

// StepName names the record numbered number of steps as the table counted
// it when it was made: "game 6 (record 8)"; "record N" when no step holds
// it.
func StepName(steps []Step, number int) string {
	for _, s := range steps {
		if s.Record.Number == number {
			return s.Name()
		}
	}
	return fmt.Sprintf("record %d", number)
}

// VoidOf words a void by the record it voids, numbered number among
// steps: "void of game 4 (record 5)".
func VoidOf(steps []Step, number int) string { return "void of " + StepName(steps, number) }

// RecordName names the record numbered number of the ledger as the table
// counted it when it was made: "game 6 (record 8)", for an undo offered
// of it ("Undo game 6 (record 8)").
func (l *Book) RecordName(number int) string { return StepName(l.steps, number) }

// Describe says what the record r of the ledger h heads was, among
// steps, as the store writes it beside a void of it: "game 4 (record
// 5), 2026-03-14 21:06: Di wins, discard by Cy".
func (r *HandRecord) Describe(h *Header, steps []Step) string {
	return StepName(steps, r.Number) + ", " + formatWhen(r.At) + ": " + r.Words(h, func(p string) string { return p }, steps).String()
}
