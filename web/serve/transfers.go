package serve

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// TypedTransfers is the current hand scored elsewhere, each player typing
// on his own phone what he won (+) or lost (-), or, in a game of totals,
// his score. It needs no game rule: the amounts of money must add up to
// 0, and the record is the one 'dragon ledger add --transfer' (--scores)
// makes of them, with its checks (the one player who gains won).
type TypedTransfers struct {
	Commands Commands
	// Totals is set for a ledger that keeps each player's score
	// (books.Game.Totals: Dancing Dragons, MAC I).
	Totals bool
}

// amountField is the one field of a typed transfer.
const amountField = "amount"

// Name is "typed".
func (TypedTransfers) Name() string { return "typed" }

// Title offers the form.
func (f TypedTransfers) Title() string {
	if f.Totals {
		return "a hand scored elsewhere: each player gives his score"
	}
	return "a hand typed as money: each player gives what he won (+) or lost (-)"
}

// Ask is the one amount every player types, and types again to change.
func (f TypedTransfers) Ask(_ books.State, who Who, in Entries) []Field {
	if who.Keeper {
		return nil
	}
	if f.Totals {
		return []Field{{Name: amountField, Label: "Your score for the hand", Kind: Number, Hint: "12", Value: in.Of(who.Player).Offer(amountField)}}
	}
	return []Field{{Name: amountField, Label: "What you won (+) or lost (-)", Kind: Money, Hint: "12", Value: in.Of(who.Player).Offer(amountField)}}
}

// read reads player's amount as 'ledger add' does.
func (f TypedTransfers) read(h *books.Header, player, typed string) (int, error) {
	if f.Totals {
		return f.Commands.Score(h, player, typed)
	}
	return f.Commands.Amount(h, player, typed)
}

// Enter reads the amount as 'ledger add' does, in place of the one the
// player gave before.
func (f TypedTransfers) Enter(st books.State, who Who, e Entry, in Entries) (Entries, error) {
	if _, err := f.read(st.Header, who.Player, e[amountField]); err != nil {
		return nil, &FieldError{Field: amountField, Err: err}
	}
	in = slices.DeleteFunc(in, func(g Given) bool { return g.By == who.Player })
	return append(in, Given{By: who.Player, Field: amountField, Label: "Amount", Value: e[amountField]}), nil
}

// Waiting are the players who have not typed their amount.
func (TypedTransfers) Waiting(st books.State, in Entries) []Who {
	var out []Who
	for _, p := range st.Header.Players {
		if len(in.Of(p)) == 0 {
			out = append(out, Who{Player: p})
		}
	}
	return out
}

// Result is the win 'ledger add' records of the amounts, once they add
// up to 0, or of the scores.
func (f TypedTransfers) Result(st books.State, in Entries) (*Result, error) {
	var parts []string
	sum := 0
	for _, p := range st.Header.Players {
		n, err := f.read(st.Header, p, in.Of(p).Offer(amountField))
		if err != nil {
			return nil, err
		}
		sum += n
		parts = append(parts, fmt.Sprintf("%s=%+d", p, n))
	}
	t := Typed{Kind: books.Win, Transfers: strings.Join(parts, ",")}
	if f.Totals {
		t.Transfers, t.Scores = "", strings.Join(parts, ",")
	} else if sum != 0 {
		return nil, fmt.Errorf("the amounts add up to %+d; they must add up to 0: money only moves between players", sum)
	}
	r, err := f.Commands.Record(st, t)
	if err != nil {
		return nil, err
	}
	return &Result{Lines: []string{report.RecordWords(r, st.Header)}, Record: r}, nil
}
