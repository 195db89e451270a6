package report

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A record in words. Every face of the books says what a record was with
// wordsOf, one wording for each kind of record, each short enough for a
// line of the narrowest screen beside the record's name: RecordWords
// where a record is made or offered for an undo ('ledger add', 'ledger
// undo', the evening, the table's page), StepWhat in its history, and the
// report its Hand.What and Hand.How (Hand.Words), a hand voided since
// marked by VoidedBy in each; the hledger journal describes a
// transaction with StepWords.
//
//	a win           Bo wins, discard by Cy   Bo wins, self-drawn   Bo wins
//	a game of totals  Bo wins   Ann and Bo share the win
//	a dead hand     the game's own word: dead hand, Wongg (dead)
//	a tie           tie
//	a penalty       Di pays a penalty
//	an adjustment   adjustment
//	a void          void of game 4 (record 5): the record named as the table counted it
//	a rename        Bo renamed Bob
//	new seats       new seats: Cy, Ann, Di, Bo

// Words are what a record was, in the one wording every face uses: what
// happened ("Bo wins", "Di pays a penalty", "void of game 4") and how a
// win came ("discard by Cy", "self-drawn"; "" when nothing more).
type Words struct {
	What, How string
}

// String writes the words as every face shows them: "Bo wins, discard by
// Cy".
func (w Words) String() string {
	if w.How == "" {
		return w.What
	}
	return w.What + ", " + w.How
}

// wordsOf words the record r, whose players are named as in the header
// h, each player named by name; a void names the record it cancels as
// the table counted it among steps (by its number alone without them).
func wordsOf(h *books.Header, r *books.HandRecord, name func(string) string, steps []books.Step) Words {
	switch r.Kind {
	case books.Win:
		return winWords(h, r, name)
	case books.Dead:
		return Words{What: h.Game.DeadHand()}
	case books.Penalty:
		if r.Inputs != nil && r.Inputs.Offender != "" {
			return Words{What: name(r.Inputs.Offender) + " pays a penalty"}
		}
		return Words{What: "penalty"}
	case books.Void:
		if n := cancelled(steps, r); n != 0 {
			return Words{What: books.VoidOf(steps, n)}
		}
	case books.Rename:
		return Words{What: r.From + " renamed " + r.To}
	case books.Seats:
		seats := make([]string, len(r.Seats))
		for i, p := range r.Seats {
			seats[i] = name(p)
		}
		return Words{What: "new seats: " + strings.Join(seats, ", ")}
	}
	return Words{What: string(r.Kind)}
}

// winWords says who won the hand r and how: in a game of totals the one
// best score wins, and equal best scores share the win.
func winWords(h *books.Header, r *books.HandRecord, name func(string) string) Words {
	var winners []string
	if h.Game.Totals() {
		winners = bestOf(h, r.Scores)
	} else if r.Inputs != nil && r.Inputs.Winner != "" {
		winners = []string{r.Inputs.Winner}
	}
	for i, p := range winners {
		winners[i] = name(p)
	}
	switch {
	case len(winners) == 0:
		return Words{What: string(r.Kind)}
	case len(winners) > 1:
		return Words{What: words.JoinAnd(winners) + " share the win"}
	}
	w := Words{What: winners[0] + " wins"}
	if in := r.Inputs; in != nil && in.SelfDrawn {
		w.How = "self-drawn"
	} else if in != nil && in.DiscardBy != "" {
		w.How = "discard by " + name(in.DiscardBy)
	}
	return w
}

// cancelled is the number of the record the void r cancels: the one it
// names, or, in a ledger that does not say, the one among steps it
// voided; 0 when neither says.
func cancelled(steps []books.Step, r *books.HandRecord) int {
	if r.Voids != 0 {
		return r.Voids
	}
	for _, s := range steps {
		if s.VoidedBy == r.Number {
			return s.Record.Number
		}
	}
	return 0
}

// asRecorded names each player as the record names him.
func asRecorded(p string) string { return p }

// RecordWords says what a record of the ledger h heads is, with the
// amounts it moved: "Bo wins, discard by Cy (Ann -6, Bo +12, …)", "tie".
// A void names the record it cancels by its number: the record alone
// does not say how the table counted it.
func RecordWords(r *books.HandRecord, h *books.Header) string {
	s := wordsOf(h, r, asRecorded, nil).String()
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

// StepWords say what happened in a step s of steps: the players named
// as they are now (state now), whatever they were called then, and a
// rename as it was recorded.
func StepWords(now books.State, steps []books.Step, s books.Step) Words {
	name := func(p string) string { return s.Before.NameIn(now, p) }
	return wordsOf(s.Before.Header, s.Record, name, steps)
}

// StepWhat says what happened in a step s of steps as history shows it
// (StepWords), a hand voided since marked.
func StepWhat(now books.State, steps []books.Step, s books.Step) string {
	what := StepWords(now, steps, s).String()
	if s.VoidedBy != 0 {
		what += " [" + VoidedBy(s.VoidedBy) + "]"
	}
	return what
}

// VoidedBy marks a hand the void numbered void cancelled, naming the void
// as the table counts a record that is no hand: "voided by record 6".
func VoidedBy(void int) string { return fmt.Sprintf("voided by record %d", void) }
