package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/ledger/books"
)

// A record in words, as every face of the books shows it: the books word
// each kind of record once (books.HandRecord.Words); here RecordWords
// adds the amounts where a record is made or offered for an undo
// ('ledger add', 'ledger undo', the evening, the table's page),
// StepWhat words a history's row, the report its Hand.What and Hand.How
// (Hand.Words), a hand voided since marked by VoidedBy in each; the
// hledger journal describes a transaction with StepWords.

// asRecorded names each player as the record names him.
func asRecorded(p string) string { return p }

// RecordWords says what a record of the ledger h heads is, with the
// amounts it moved: "Bo wins, discard by Cy (Ann -6, Bo +12, …)", "tie".
// A void names the record it cancels by its number: the record alone
// does not say how the table counted it.
func RecordWords(r *books.HandRecord, h *books.Header) string {
	s := r.Words(h, asRecorded, nil).String()
	if len(r.Scores) > 0 {
		s += " " + AmountsText(h, r.Scores, false)
	}
	if len(r.Transfers) > 0 {
		s += " " + AmountsText(h, r.Transfers, true)
	}
	return s
}

// AmountsText writes amounts in seat order, signed when they are money
// moved: "(Ann -6, Bo +12)". A player the header h no longer lists (a
// record made before a rename) follows the seated ones, by name: no
// amount is left out.
func AmountsText(h *books.Header, m map[string]int, signed bool) string {
	var parts []string
	add := func(p string, v int) {
		if signed {
			parts = append(parts, fmt.Sprintf("%s %+d", p, v))
		} else {
			parts = append(parts, fmt.Sprintf("%s %d", p, v))
		}
	}
	for _, p := range h.Players {
		if v, ok := m[p]; ok {
			add(p, v)
		}
	}
	for _, p := range slices.Sorted(maps.Keys(m)) {
		if !slices.Contains(h.Players, p) {
			add(p, m[p])
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// StepWords say what happened in a step s of steps: the players named
// as they are now (state now), whatever they were called then, and a
// rename as it was recorded.
func StepWords(now books.State, steps []books.Step, s books.Step) books.Words {
	name := func(p string) string { return s.Before.NameIn(now, p) }
	return s.Record.Words(s.Before.Header, name, steps)
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
