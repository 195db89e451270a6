package ledgercmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

func newLedgerSettleCmd(ios *cmdutil.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "settle FILE",
		Short: "Who pays whom to square the session, in the fewest payments",
		Long: `Work out the settle-up: every player who ends below his starting money pays,
every player above is paid, in the fewest payments (never more than one less
than the players who are not square). With Magic Dragon's play money each
payment is also given in the fewest 10, 5 and 1 dollar bills.`,
		Example: `  dragon ledger settle thursday.yaml
  dragon ledger settle thursday.yaml --format json
  dragon ledger settle thursday.yaml --format markdown`,
		Args: ledgerFile,
	}
	return withFormat(cmd, opts, func() error {
		if runF != nil {
			return runF(opts)
		}
		return runLedgerSettle(opts)
	})
}

func runLedgerSettle(opts *ledgerReadOptions) error {
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	st := cur.State
	h := &cur.Header
	pays := books.Settle(st)
	if opts.jsonOut {
		net := map[string]int{}
		for _, p := range h.Players {
			net[p] = st.Balances[p] - h.Money.Start
		}
		if pays == nil {
			pays = []books.Payment{}
		}
		// The settle-up moves each player's net: transfers, as every
		// command that moves money gives them.
		return cmdutil.WriteJSON(opts.io.ShownOnTerminal(), map[string]any{"file": opts.file, "net": net, "payments": pays, "transfers": net})
	}
	b := settleBoard(opts.file, st, pays)
	w, width := opts.io.Shown(), opts.io.Fit()
	if opts.format.Is(cmdutil.FormatMarkdown) {
		settleMarkdown(w, b)
		return nil
	}
	say := func(s string) {
		for _, l := range strings.Split(s, "\n") {
			cmdutil.Para(w, width, "  ", l)
		}
	}
	say(b.Head)
	t := &cmdutil.Table{Align: "lrl", Width: width}
	for _, r := range b.Payments {
		t.Row("  "+r[0], r[1], r[2])
	}
	t.Print(w)
	for _, line := range b.Foot {
		say(line)
	}
	return nil
}

// settleMarkdown writes the settle-up in Markdown: its line, the
// payments as a GitHub table, and the lines after them, a paragraph
// each.
func settleMarkdown(w io.Writer, b report.SettleBoard) {
	fmt.Fprintln(w, strings.ReplaceAll(b.Head, "\n", "\n\n"))
	if len(b.Payments) > 0 {
		fmt.Fprintln(w)
		cmdutil.MarkdownTable(w, "lrl", []string{"payment", "amount", "bills"}, b.Payments)
	}
	for _, line := range b.Foot {
		fmt.Fprintf(w, "\n%s\n", line)
	}
}

// settleBoard is what the settle-up of the session st of file says: a
// line, each payment (who pays whom, how much, in which bills), and the
// lines after them.
func settleBoard(file string, st books.State, pays []books.Payment) (b report.SettleBoard) {
	h := st.Header
	switch {
	case len(pays) == 0 && h.Game.Totals():
		// A match is played for points: who leads or won it follows.
		b.Head = fmt.Sprintf("Settle-up of %s after %s: a match is settled in points; no money changes hands.", file, words.Plural(st.Records, "record"))
	case len(pays) == 0:
		b.Head = fmt.Sprintf("Settle-up of %s after %s: everyone is square, nothing to pay.", file, words.Plural(st.Records, "record"))
	default:
		var nets []string
		for _, s := range st.Standings() {
			nets = append(nets, fmt.Sprintf("%s %+d", s.Player, s.Net))
		}
		b.Head = fmt.Sprintf("Settle-up of %s after %s: %s.", file, words.Plural(st.Records, "record"), strings.Join(nets, ", "))
	}
	b.Payments = paymentRows(pays)
	b.Foot = append(b.Foot, shortOfBills(st, pays)...)
	if len(pays) > 0 {
		verb := "square"
		if len(pays) == 1 {
			verb = "squares"
		}
		b.Foot = append(b.Foot, fmt.Sprintf("%s %s the table.", cmdutil.Capitalize(words.Plural(len(pays), "payment")), verb))
	}
	if h.Game.Totals() && st.Played > 0 {
		b.Foot = append(b.Foot, progressLine(st))
		if st.Over != "" {
			b.Foot = append(b.Foot, cmdutil.NextLine(st)) // who won the match
		}
	}
	return b
}

// paymentRows are the settle-up's payments, in the report as in 'ledger
// settle': who pays whom, how much, in which bills.
func paymentRows(pays []books.Payment) [][]string {
	var rows [][]string
	for _, p := range pays {
		rows = append(rows, []string{p.From + " pays " + p.To, strconv.Itoa(p.Amount), report.BillsWords(p)})
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
