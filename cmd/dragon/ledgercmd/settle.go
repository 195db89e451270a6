package ledgercmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// newLedgerSettleCmd is 'ledger settle', its help saying the bills of
// the games of the list; runF, when not nil, is run in place of the
// command.
func newLedgerSettleCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "settle FILE",
		Short: "Who pays whom to square the session, in the fewest payments",
		Long: term.Refill(77, `Work out the settle-up: every player who ends below his starting money pays,
every player above is paid, in the fewest payments (never more than one less
than the players who are not square). `+billsHelp(games)),
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
	if opts.jsonOut {
		pays := books.Settle(st)
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
	b := report.SettleBoardOf(opts.file, st, cmdutil.NextLine(st))
	w, width := opts.io.Shown(), opts.io.Fit()
	if opts.format.Is(cmdutil.FormatMarkdown) {
		settleMarkdown(w, b)
		return nil
	}
	say := func(s string) {
		for _, l := range strings.Split(s, "\n") {
			term.Para(w, width, "  ", l)
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
