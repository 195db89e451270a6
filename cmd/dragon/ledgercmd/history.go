package ledgercmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

func newLedgerHistoryCmd(ios *term.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "history FILE",
		Short: "List the hands one by one, with the running balances",
		Long: `List every record in order: when, the game (or hand) and who dealt it, what
happened, and each player's money after it, with what the record changed in
brackets. A voided hand is marked with the void that cancelled it.`,
		Example: `  dragon ledger history thursday.yaml
  dragon ledger history thursday.yaml --format json
  dragon ledger history thursday.yaml --format markdown`,
		Args: ledgerFile,
	}
	return withFormat(cmd, opts, func() error {
		if runF != nil {
			return runF(opts)
		}
		return runLedgerHistory(opts)
	})
}

func runLedgerHistory(opts *ledgerReadOptions) error {
	l, err := ledger.Load(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	h := &l.Header
	hist := report.HistoryOf(l)
	if opts.jsonOut {
		return cmdutil.WriteJSON(opts.io.ShownOnTerminal(), historyJSON(opts.file, l, hist))
	}
	now := l.State()
	w, width := opts.io.Shown(), opts.io.Fit()
	if opts.format.Is(cmdutil.FormatMarkdown) {
		historyMarkdown(w, hist)
		return nil
	}
	term.Para(w, width, "  ", fmt.Sprintf("%s: %s", opts.file, describeSession(h)))
	if len(hist.Rows) == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return nil
	}
	if hist.Renamed {
		term.Para(w, width, "  ", "Players are named as they are now; a rename shows the names it changed.")
	}
	if t := historyTable(hist); t.Fits(width) {
		t.Print(w)
	} else {
		historyBlocks(w, width, hist)
	}
	if h.Game.Totals() && (h.Money.Start > 0 || report.MoneyMoved(now)) {
		term.Para(w, width, "  ", fmt.Sprintf("Money: %s", report.AmountsText(now.Header, now.Balances, false)))
	}
	return nil
}

// historyJSON is every record of l with the state before and after it,
// and what it was in the words of hist, its history, as 'ledger history
// --format json' prints it.
func historyJSON(file string, l *ledger.Ledger, hist report.History) map[string]any {
	out := []map[string]any{}
	for i, s := range l.Steps() {
		e := recordJSON(s.Record, s.Before.Header.Players)
		e["what"] = hist.Rows[i].What
		e["before"] = map[string]any{"dealer": s.Before.RoleHolder, "game_number": s.Before.GameNumber, "cycle": s.Before.Cycle, "version": s.Before.Version, "round": s.Before.Round}
		e["balances"] = s.After.Balances
		if s.After.Totals != nil {
			e["totals"] = s.After.Totals
		}
		if s.VoidedBy != 0 {
			e["voided_by"] = s.VoidedBy
		}
		out = append(out, e)
	}
	return map[string]any{"file": file, "game": string(l.Header.Game), "players": l.State().Header.Players, "history": out}
}

// historyHead heads the history's columns: the record's number, when, the
// hand (and its dealer), what happened, and a column for each player.
func historyHead(hist report.History) (align string, head []string) {
	head = append([]string{"#", "when"}, hist.Head...)
	head = append(head, "what")
	align = "r" + strings.Repeat("l", len(head)-1) + strings.Repeat("r", len(hist.Players))
	return align, append(head, hist.Players...)
}

// historyCells are a row's cells under historyHead.
func historyCells(hist report.History, r report.Row) []string {
	cells := []string{strconv.Itoa(r.Number), r.At.Format("2006-01-02 15:04"), r.Play, r.Dealer}[:2+len(hist.Head)]
	cells = append(cells, r.What)
	for _, c := range r.After {
		cells = append(cells, c.Cell())
	}
	return cells
}

// historyTable is every record a row, with each player's money (or
// total) after it, the cycles or rounds heading their hands.
func historyTable(hist report.History) *cmdutil.Table {
	align, head := historyHead(hist)
	t := &cmdutil.Table{Align: align}
	t.Row(head...)
	for _, r := range hist.Rows {
		if r.Section != "" {
			t.Line("-- %s", r.Section)
		}
		t.Row(historyCells(hist, r)...)
		noteLines(t, r.Note)
	}
	return t
}

// historyMarkdown is the history as a GitHub table, a record's note in
// a column of its own and a cycle or round in the row it starts at.
func historyMarkdown(w io.Writer, hist report.History) {
	align, head := historyHead(hist)
	head = append(head, "note")
	var rows [][]string
	for _, r := range hist.Rows {
		cells := historyCells(hist, r)
		if r.Section != "" {
			cells[2] += " (" + r.Section + ")"
		}
		rows = append(rows, append(cells, r.Note))
	}
	cmdutil.MarkdownTable(w, align, head, rows)
}

// historyBlocks writes every record as a block of its own, for a screen
// too narrow for the table: its number, time, hand and dealer, what
// happened, and each player's money (or total) named, each line fitted
// to width.
func historyBlocks(w io.Writer, width int, hist report.History) {
	for _, r := range hist.Rows {
		if r.Section != "" {
			term.Para(w, width, "   ", "-- "+r.Section)
		}
		head := fmt.Sprintf("%d  %s", r.Number, r.At.Format("2006-01-02 15:04"))
		if r.Play != "" {
			head += fmt.Sprintf("  %s %s", hist.Head[0], r.Play)
			if len(hist.Head) > 1 {
				head += fmt.Sprintf(", %s %s", hist.Head[1], r.Dealer)
			}
		}
		term.Para(w, width, "    ", head)
		term.Para(w, width, "      ", "    "+r.What)
		historyMoney(w, width, r.After)
		t := &cmdutil.Table{Width: width}
		noteLines(t, r.Note)
		t.Print(w)
	}
}

// historyMoney writes each player's money (or total) after a record: on
// one line when it fits, else a player a line.
func historyMoney(w io.Writer, width int, after []report.Change) {
	t := &cmdutil.Table{Align: "lr", Width: width}
	var line []string
	for _, c := range after {
		line = append(line, c.Player+" "+c.Cell())
		t.Row("    "+c.Player, c.Cell())
	}
	if s := "    " + strings.Join(line, ", "); utf8.RuneCountInString(s) <= width {
		fmt.Fprintln(w, s)
		return
	}
	t.Print(w)
}

// noteLines puts a record's note under it; a note written with line
// breaks keeps to lines of its own, so the columns stay put.
func noteLines(t *cmdutil.Table, note string) {
	if note == "" {
		return
	}
	for i, line := range strings.Split(strings.ReplaceAll(note, "\r", ""), "\n") {
		// What a terminal would act on is shown as its escape: history is
		// written through IOStreams.Shown.
		if i == 0 {
			t.Line("   note: %s", line)
		} else {
			t.Line("         %s", line)
		}
	}
}

// recordJSON is a record as the --json outputs print it.
func recordJSON(r *books.HandRecord, players []string) map[string]any {
	if r == nil {
		return nil
	}
	m := map[string]any{"number": r.Number, "at": books.FormatTime(r.At), "kind": string(r.Kind)}
	if r.Line > 0 {
		m["line"] = r.Line
	}
	if in := r.Inputs; in != nil {
		i := map[string]any{}
		set := func(k, v string) {
			if v != "" {
				i[k] = v
			}
		}
		set("winner", in.Winner)
		set("hand", in.Hand)
		set("discard_by", in.DiscardBy)
		set("dealer", in.RoleHolder)
		set("offender", in.Offender)
		if in.SelfDrawn {
			i["self_drawn"] = true
		}
		if in.Own["all_natural"] == "true" {
			i["all_natural"] = true
		}
		if len(in.Losers) > 0 {
			ls := map[string]string{}
			for _, l := range in.Losers {
				ls[l.Name] = l.Hand
			}
			i["losers"] = ls
		}
		m["inputs"] = i
	}
	if r.Transfers != nil {
		m["transfers"] = cmdutil.Transfers(players, r.Transfers)
	}
	if r.Scores != nil {
		m["scores"] = r.Scores
	}
	if r.Voids != 0 {
		m["voids"] = r.Voids
	}
	if r.Kind == books.Rename {
		m["from"], m["to"] = r.From, r.To
	}
	if r.Seats != nil {
		m["seats"] = r.Seats
	}
	if r.Note != "" {
		m["note"] = r.Note
	}
	return m
}
