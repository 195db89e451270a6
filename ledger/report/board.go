package report

import (
	"fmt"
	"strconv"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Board is where a session stands, as 'ledger show' and the table's page
// show it, in text, Markdown or HTML: the lines above the table (the
// session, how far it has come, what comes next), then the standings as
// a table.
type Board struct {
	Lines []string `json:"lines"`
	// Head are the table's column heads, Rows its rows; Align has an 'r'
	// for each column of numbers.
	Head  []string   `json:"head"`
	Rows  [][]string `json:"rows"`
	Align string     `json:"align"`
}

// BoardOf is where the session st of file stands: above the standings,
// the session, how far it has come, and next, what comes next (the
// command line's NextLine, which the games' readings end).
func BoardOf(file string, st books.State, next string) Board {
	align, rows := standingsRows(st)
	lines := []string{file + ": " + st.Header.Describe(), ProgressLine(st), next}
	return Board{Lines: lines, Head: rows[0], Rows: rows[1:], Align: align}
}

// standingsRows are the table of the standings, its head first: place,
// player, seat, total, money and net, as the game has them; align has an
// 'r' for each column of numbers.
func standingsRows(st books.State) (align string, rows [][]string) {
	h := st.Header
	winds := st.SeatWinds()
	money := !h.Game.Totals() || h.Money.Start > 0 || MoneyMoved(st)
	align = "rl"
	head := []string{"", "player"}
	if winds != nil {
		head = append(head, "seat")
		align += "l"
	}
	if h.Game.Totals() {
		head = append(head, "total")
		align += "r"
	}
	if money {
		head = append(head, "money")
		align += "r"
		if h.Money.Start > 0 {
			head = append(head, "net")
			align += "r"
		}
	}
	rows = append(rows, head)
	for _, s := range st.Standings() {
		cells := []string{fmt.Sprintf("%d.", s.Place), s.Player}
		if winds != nil {
			cells = append(cells, winds[s.Player])
		}
		if h.Game.Totals() {
			cells = append(cells, strconv.Itoa(s.Total))
		}
		if money {
			cells = append(cells, strconv.Itoa(s.Balance))
			if h.Money.Start > 0 {
				cells = append(cells, fmt.Sprintf("%+d", s.Net))
			}
		}
		rows = append(rows, cells)
	}
	return align, rows
}

// MoneyMoved reports whether any player's money in st is other than what
// he started with.
func MoneyMoved(st books.State) bool {
	for _, v := range st.Balances {
		if v != st.Header.Money.Start {
			return true
		}
	}
	return false
}
