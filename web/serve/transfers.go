package serve

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
)

// TypedTransfers is the current hand entered as money: a hand scored
// elsewhere, each player typing on his own phone what he won (+) or lost
// (-). It needs no game rule: the amounts must add up to 0, and the
// record is the one 'dragon ledger add --transfer' makes of them, with
// its checks (the one player who gains won).
type TypedTransfers struct{ Commands Commands }

// amountField is the one field of a typed transfer.
const amountField = "amount"

// Name is "typed".
func (TypedTransfers) Name() string { return "typed" }

// Title offers the form.
func (TypedTransfers) Title() string {
	return "a hand typed as money: each player gives what he won (+) or lost (-)"
}

// Fields are the one amount every player types.
func (TypedTransfers) Fields(ledger.State, string, Entries) []Field {
	return []Field{{Name: amountField, Label: "What you won (+) or lost (-)", Kind: Number, Hint: "+12 or -4"}}
}

// Check reads the amount as 'ledger add --transfer' does.
func (f TypedTransfers) Check(st ledger.State, player string, e Entry, _ Entries) error {
	if _, err := f.Commands.Amount(st.Header, player, e[amountField]); err != nil {
		return &FieldError{Field: amountField, Err: err}
	}
	return nil
}

// Waiting are the players who have not typed their amount.
func (TypedTransfers) Waiting(st ledger.State, in Entries) []string {
	var out []string
	for _, p := range st.Header.Players {
		if _, ok := in[p]; !ok {
			out = append(out, p)
		}
	}
	return out
}

// Result is the win 'ledger add' records of the amounts, once they add
// up to 0.
func (f TypedTransfers) Result(st ledger.State, in Entries) (*Result, error) {
	var parts []string
	sum := 0
	for _, p := range st.Header.Players {
		n, err := f.Commands.Amount(st.Header, p, in[p][amountField])
		if err != nil {
			return nil, err
		}
		sum += n
		parts = append(parts, fmt.Sprintf("%s=%+d", p, n))
	}
	if sum != 0 {
		return nil, fmt.Errorf("the amounts add up to %+d; they must add up to 0: money only moves between players", sum)
	}
	r, err := f.Commands.Record(st, Typed{Kind: ledger.Win, Transfers: strings.Join(parts, ",")})
	if err != nil {
		return nil, err
	}
	return &Result{Lines: []string{f.Commands.Describe(r, st.Header)}, Record: r}, nil
}
