package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// SettleBoard is the settle-up as 'ledger settle' and the table's page
// show it: a line, the payments (who pays whom, how much, in which
// bills), and the lines after them.
type SettleBoard struct {
	Head     string     `json:"head"`
	Payments [][]string `json:"payments"`
	Foot     []string   `json:"foot"`
}

// SettleBoardOf is what the settle-up of the session st of file says: a
// line, each payment, and the lines after them; in a match complete,
// next, the line that says who won it (the command line's NextLine).
func SettleBoardOf(file string, st books.State, next string) (b SettleBoard) {
	h := st.Header
	pays := books.Settle(st)
	after := "after " + words.Plural(st.Records, "record")
	switch {
	case len(pays) == 0 && h.Game.Totals():
		// A match is played for points: who leads or won it follows.
		b.Head = fmt.Sprintf("Settle-up of %s %s: a match is settled in points; no money changes hands.", file, after)
	case len(pays) == 0:
		b.Head = fmt.Sprintf("Settle-up of %s %s: everyone is square, nothing to pay.", file, after)
	default:
		var nets []string
		for _, s := range st.Standings() {
			nets = append(nets, fmt.Sprintf("%s %+d", s.Player, s.Net))
		}
		b.Head = fmt.Sprintf("Settle-up of %s %s: %s.", file, after, strings.Join(nets, ", "))
	}
	b.Payments = PaymentRows(pays)
	b.Foot = append(b.Foot, shortOfBills(st, pays)...)
	if len(pays) > 0 {
		verb := "square"
		if len(pays) == 1 {
			verb = "squares"
		}
		b.Foot = append(b.Foot, fmt.Sprintf("%s %s the table.", capitalize(words.Plural(len(pays), "payment")), verb))
	}
	if h.Game.Totals() && st.Played > 0 {
		b.Foot = append(b.Foot, ProgressLine(st))
		if st.Over != "" {
			b.Foot = append(b.Foot, next) // who won the match
		}
	}
	return b
}

// PaymentRows are the settle-up's payments, in the report as in 'ledger
// settle': who pays whom, how much, in which bills.
func PaymentRows(pays []books.Payment) [][]string {
	var rows [][]string
	for _, p := range pays {
		rows = append(rows, []string{p.From + " pays " + p.To, strconv.Itoa(p.Amount), BillsWords(p)})
	}
	return rows
}

// shortOfBills says of each player who pays more than the bills he holds
// (his money on the table, below zero when he borrowed) how short they
// fall: the settle-up asks for bills he does not have. Nothing where the
// money has no bills.
func shortOfBills(st books.State, pays []books.Payment) []string {
	if len(st.Header.Money.Bills) == 0 {
		return nil
	}
	owed := map[string]int{}
	for _, p := range pays {
		owed[p.From] += p.Amount
	}
	var out []string
	for _, p := range st.Header.Players {
		switch held := st.Balances[p]; {
		case owed[p] <= held:
		case held <= 0:
			out = append(out, fmt.Sprintf("%s holds no bills (money %d): the bills cannot pay the %d, which is owed.", p, held, owed[p]))
		default:
			out = append(out, fmt.Sprintf("%s holds %d in bills, %d short of the %d to pay: the bills cannot cover it, and the rest is owed.",
				p, held, owed[p]-held, owed[p]))
		}
	}
	return out
}
