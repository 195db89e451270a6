package report

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/ledger/books"
)

// A record in words. Each face of the books says what a record was with
// these: RecordWords where a record is made or offered for an undo ('ledger
// add', 'ledger undo', the table's page), StepWhat in its history, and the
// report its Hand.What (whatOf), a void always by books.VoidOf.

// RecordWords says what a record of the ledger h heads is, with the
// amounts it moved: "win by Bo (Ann -6, Bo +12, …)", "tie".
func RecordWords(r *books.HandRecord, h *books.Header) string {
	var s string
	switch r.Kind {
	case books.Win:
		if h.Game.Totals() {
			s = "scores"
		} else {
			s = "win by " + r.Inputs.Winner
		}
	case books.Penalty:
		s = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			s += " paid by " + r.Inputs.Offender
		}
	case books.Void:
		s = books.VoidOf(nil, r.Voids) // a record alone: its number
	case books.Rename:
		s = r.From + " renamed " + r.To
	case books.Seats:
		s = "new seats: " + strings.Join(r.Seats, ", ")
	default:
		s = string(r.Kind)
	}
	if len(r.Scores) > 0 {
		s += " " + AmountsText(h, r.Scores, false)
	}
	if len(r.Transfers) > 0 {
		s += " " + AmountsText(h, r.Transfers, true)
	}
	return s
}

// AmountsText writes amounts in seat order, signed when they are money
// moved: "(Ann -6, Bo +12)".
func AmountsText(h *books.Header, m map[string]int, signed bool) string {
	var parts []string
	for _, p := range h.Players {
		if v, ok := m[p]; ok {
			if signed {
				parts = append(parts, fmt.Sprintf("%s %+d", p, v))
			} else {
				parts = append(parts, fmt.Sprintf("%s %d", p, v))
			}
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// StepWhat says what happened in a step s of steps, as history shows
// it: a void by the record it voids, named as the table counted it; a
// hand nobody won by the game's word for it; the players of a hand or a
// penalty and the new seats named as they are now (state now), and a
// rename as it was recorded.
func StepWhat(now books.State, steps []books.Step, s books.Step) string {
	r := s.Record
	g := now.Header.Game
	name := func(p string) string { return s.Before.NameIn(now, p) }
	var what string
	switch r.Kind {
	case books.Win:
		what = winWhat(s.Before.Header, r, name)
	case books.Dead:
		what = g.DeadHand()
	case books.Penalty:
		what = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			what += ": " + name(r.Inputs.Offender)
		}
	case books.Void:
		what = books.VoidOf(steps, r.Voids)
	case books.Rename:
		what = r.From + " renamed " + r.To
	case books.Seats:
		seats := make([]string, len(r.Seats))
		for i, p := range r.Seats {
			seats[i] = name(p)
		}
		what = "seats: " + strings.Join(seats, ", ")
	default:
		what = string(r.Kind)
	}
	if s.VoidedBy != 0 {
		what += fmt.Sprintf(" [voided by %d]", s.VoidedBy)
	}
	return what
}

// winWhat says who won a hand of the ledger h heads when it was played,
// and how: "Bo wins, self-drawn"; in a game of totals the one best score
// wins, and among equals the hand "scores".
func winWhat(h *books.Header, r *books.HandRecord, name func(string) string) string {
	if h.Game.Totals() {
		if best := bestOf(h, r.Scores); len(best) == 1 {
			return name(best[0]) + " wins"
		}
		return "scores"
	}
	what := name(r.Inputs.Winner) + " wins"
	if r.Inputs.SelfDrawn {
		what += ", self-drawn"
	} else if r.Inputs.DiscardBy != "" {
		what += ", " + name(r.Inputs.DiscardBy) + " discarded"
	}
	return what
}
