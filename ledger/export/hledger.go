package export

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The journal's names: an account for each player under players:, the
// starting money from equity:start, and the play money as a commodity of
// its own; in a game of totals, each player's score under totals:, in a
// commodity of points that no other account balances.
const (
	money  = "PLAY"
	points = "POINTS"
)

// Hledger writes the ledger l as an hledger journal: the starting money,
// then a transaction for each record, dated as it was, numbered as in the
// ledger, with a posting for each player whose money it moved. 'hledger -f
// FILE balance' gives each player's account the money 'dragon ledger
// show' gives him. A player's name is his account's, with spaces run
// together, since two spaces end an account's name in a journal; two
// names that would then be one account are refused.
func Hledger(w io.Writer, l *ledger.Ledger) error {
	h, now := &l.Header, l.State()
	players := now.Header.Players
	accounts, err := accountsOf(players)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "; %s: a %s ledger, exported by dragon.\n", oneLine(l.File), h.Game.Title())
	fmt.Fprintf(bw, "; An account for each player; the play money is the commodity %s.\n", money)
	for _, p := range players {
		fmt.Fprintf(bw, "account players:%s\n", accounts[p])
	}
	fmt.Fprintln(bw)
	if h.Money.Start > 0 {
		// On the day of the first record; a ledger without one starts today.
		day := time.Now()
		if len(l.Hands) > 0 {
			day = l.Hands[0].At
		}
		fmt.Fprintf(bw, "%s starting money\n", day.Format("2006-01-02"))
		for _, p := range players {
			posting(bw, "players:"+accounts[p], h.Money.Start, money)
		}
		posting(bw, "equity:start", -h.Money.Start*len(players), money)
		fmt.Fprintln(bw)
	}
	steps := l.Steps()
	for _, s := range steps {
		transaction(bw, now, accounts, steps, s)
	}
	return bw.Flush()
}

// transaction writes the record of step s of steps, its players named as
// they are at the end of the ledger (state now), described as the table
// counted it and as every face words it: "game 3: Bo wins, discard by
// Cy".
func transaction(w io.Writer, now books.State, accounts map[string]string, steps []books.Step, s books.Step) {
	r := s.Record
	what := s.Name() + ": " + report.StepWords(now, steps, s).String()
	// A ';' would start a comment: the description keeps to the line.
	fmt.Fprintf(w, "%s (%d) %s\n", r.At.Format("2006-01-02"), r.Number, strings.ReplaceAll(oneLine(what), ";", ","))
	fmt.Fprintf(w, "    ; at: %s\n", books.FormatTime(r.At))
	if s.VoidedBy != 0 {
		fmt.Fprintf(w, "    ; voided-by: %d\n", s.VoidedBy)
	}
	for _, line := range strings.Split(r.Note, "\n") {
		if line != "" {
			fmt.Fprintf(w, "    ; %s\n", oneLine(line))
		}
	}
	for _, p := range now.Header.Players {
		if amount, _ := moved(now, s, p); amount != 0 {
			posting(w, "players:"+accounts[p], amount, money)
		}
	}
	if now.Header.Game.Totals() {
		for _, p := range now.Header.Players {
			if _, score := moved(now, s, p); score != 0 {
				posting(w, "(totals:"+accounts[p]+")", score, points)
			}
		}
	}
	fmt.Fprintln(w)
}

// posting writes a posting of amount to account.
func posting(w io.Writer, account string, amount int, commodity string) {
	fmt.Fprintf(w, "    %-30s  %d %s\n", account, amount, commodity)
}

// accountsOf names each player's account: his name, spaces run together
// and a ';' (which starts a comment) made a ','.
func accountsOf(players []string) (map[string]string, error) {
	out := map[string]string{}
	by := map[string]string{}
	for _, p := range players {
		a := strings.ReplaceAll(strings.Join(strings.Fields(p), " "), ";", ",")
		if other, ok := by[a]; ok {
			return nil, fmt.Errorf("%q and %q would be one account in a journal, whose names cannot hold two spaces together; rename one in the ledger's players", other, p)
		}
		out[p], by[a] = a, p
	}
	return out, nil
}

// oneLine keeps s to one line of a journal: a description or a comment.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
