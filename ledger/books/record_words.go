package books

import (
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// A record in words: the one wording of each kind of record that every
// face of the books uses (ledger/report's RecordWords, StepWhat and the
// report's hands, the hledger journal) and the store writes beside a
// void (Describe).
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

// Words words the record r, whose players are named as in the header h,
// each player named by name; a void names the record it cancels as the
// table counted it among steps (by its number alone without them).
func (r *HandRecord) Words(h *Header, name func(string) string, steps []Step) Words {
	switch r.Kind {
	case Win:
		return r.winWords(h, name)
	case Dead:
		return Words{What: h.Game.DeadHand()}
	case Penalty:
		if r.Inputs != nil && r.Inputs.Offender != "" {
			return Words{What: name(r.Inputs.Offender) + " pays a penalty"}
		}
		return Words{What: "penalty"}
	case Void:
		if n := r.Cancelled(steps); n != 0 {
			return Words{What: VoidOf(steps, n)}
		}
	case Rename:
		return Words{What: r.From + " renamed " + r.To}
	case Seats:
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
func (r *HandRecord) winWords(h *Header, name func(string) string) Words {
	var winners []string
	if h.Game.Totals() {
		winners = h.BestOf(r.Scores)
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

// Cancelled is the number of the record the void r cancels: the one it
// names, or, in a ledger that does not say, the one among steps it
// voided; 0 when neither says.
func (r *HandRecord) Cancelled(steps []Step) int {
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

// BestOf returns the players with the best score of a hand of a game of
// totals, h's: the lowest, or the highest.
func (h *Header) BestOf(scores map[string]int) []string {
	var best []string
	for _, p := range h.Players {
		v, ok := scores[p]
		if !ok {
			continue
		}
		switch {
		case len(best) == 0:
		case v == scores[best[0]]:
			best = append(best, p)
			continue
		case (v < scores[best[0]]) != h.Game.LowestWins():
			continue
		}
		best = []string{p}
	}
	return best
}
