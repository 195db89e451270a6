package books

import (
	"fmt"
	"strings"
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

// Describe says what a record was, in a few words: "win, Bo", "tie".
func (r *HandRecord) Describe() string {
	s := fmt.Sprintf("hand %d: %s", r.Number, r.Kind)
	switch r.Kind {
	case Rename:
		s += " of " + r.From + " to " + r.To
	case Seats:
		s += " " + strings.Join(r.Seats, ", ")
	}
	if r.Inputs != nil {
		switch {
		case r.Inputs.Winner != "":
			s += " by " + r.Inputs.Winner
		case r.Inputs.Offender != "":
			s += " of " + r.Inputs.Offender
		}
	}
	return s + " at " + formatWhen(r.At)
}
