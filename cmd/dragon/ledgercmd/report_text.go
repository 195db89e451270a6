package ledgercmd

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/report"
)

// writeReportText writes the report's sections for a terminal width
// columns wide: what the page shows, in the same words.
func writeReportText(w io.Writer, r *report.Report, width int) {
	hd := &r.Header
	term.Para(w, width, "", r.TitleWords())
	term.Paras(w, width, "  ", headerLines(r)...)
	heading(w, "Standings")
	textStandings(w, r, width)
	heading(w, map[bool]string{false: "Money", true: "Totals"}[hd.Totals]+" over time")
	textChart(w, r, width)
	heading(w, "Settle-up")
	textSettle(w, r, width)
	heading(w, storiesHeading(hd))
	textStories(w, r, width)
	heading(w, "Every "+hd.Play)
	textHands(w, r, width)
}

// headerLines are the lines under the report's title: the players, each
// evening and its rules, the audit.
func headerLines(r *report.Report) []string {
	hd := &r.Header
	lines := []string{"Players: " + words.JoinAnd(hd.Players)}
	for _, ev := range hd.Evenings {
		s := fmt.Sprintf("%s: %s; %s played (%s)", ev.File, spanWords(ev), words.Plural(ev.Played, hd.Play), words.Plural(ev.Records, "record"))
		if hd.Season {
			s += "; " + words.JoinAnd(ev.Players)
		}
		if ev.Over != "" {
			s += "; " + ev.Over
		}
		lines = append(lines, s)
		if len(ev.Rules) > 0 {
			lines = append(lines, "Rules: "+strings.Join(ev.Rules, "; "))
		}
	}
	return append(lines, hd.Audit.Line)
}

// storiesHeading heads the players' stories.
func storiesHeading(hd *report.Header) string {
	return "Each player's " + map[bool]string{false: "evening", true: "season"}[hd.Season]
}

// heading starts a section.
func heading(w io.Writer, s string) {
	fmt.Fprintf(w, "\n%s\n%s\n", s, strings.Repeat("-", utf8.RuneCountInString(s)))
}

// spanWords says when an evening was played.
func spanWords(ev report.Evening) string {
	if s := report.SpanWords(ev.From, ev.To); s != "" {
		return s
	}
	return "no hands yet"
}

func textStandings(w io.Writer, r *report.Report, width int) {
	hd := &r.Header
	align, rows := reportStandings(r)
	t := &cmdutil.Table{Align: align}
	for _, row := range rows {
		t.Row(row...)
	}
	if fits(w, t, width) {
		return
	}
	// Too narrow for the table: a player a line, his figures named.
	for _, s := range r.Standings {
		var figs []string
		if hd.Totals {
			figs = append(figs, fmt.Sprintf("total %d", s.Total))
		}
		if hd.Money {
			if s.Balance != nil {
				figs = append(figs, fmt.Sprintf("money %d", *s.Balance))
			}
			figs = append(figs, "net "+report.Signed(s.Net))
		}
		figs = append(figs, words.Plural(s.Played, hd.Play))
		if hd.Season {
			figs = append(figs, words.Plural(s.Evenings, "evening"))
		}
		term.Para(w, width, "    ", fmt.Sprintf("%d.  %s: %s", s.Place, s.Player, strings.Join(figs, ", ")))
	}
}

// reportStandings are the report's standings as a table, its head
// first; align has an 'r' for each column of numbers.
func reportStandings(r *report.Report) (align string, rows [][]string) {
	hd := &r.Header
	align = "rl"
	head := []string{"", "player"}
	if hd.Totals {
		head, align = append(head, "total"), align+"r"
	}
	if hd.Money {
		if !hd.Season {
			head, align = append(head, "money"), align+"r"
		}
		head, align = append(head, "net"), align+"r"
	}
	head, align = append(head, words.PluralWord(2, hd.Play)), align+"r"
	if hd.Season {
		head, align = append(head, "evenings"), align+"r"
	}
	rows = append(rows, head)
	for _, s := range r.Standings {
		cells := []string{fmt.Sprintf("%d.", s.Place), s.Player}
		if hd.Totals {
			cells = append(cells, strconv.Itoa(s.Total))
		}
		if hd.Money {
			if s.Balance != nil {
				cells = append(cells, strconv.Itoa(*s.Balance))
			}
			cells = append(cells, report.Signed(s.Net))
		}
		cells = append(cells, strconv.Itoa(s.Played))
		if hd.Season {
			cells = append(cells, strconv.Itoa(s.Evenings))
		}
		rows = append(rows, cells)
	}
	return align, rows
}

// fits prints the table t when no line of it is wider than width, and
// says whether it did.
func fits(w io.Writer, t *cmdutil.Table, width int) bool {
	if !t.Fits(width) {
		return false
	}
	t.Print(w)
	return true
}

// sparks are the eight heights of a sparkline.
var sparks = []rune("▁▂▃▄▅▆▇█")

// textChart draws each player's line as a sparkline as wide as the
// terminal allows, on one scale for all, with where he ended.
func textChart(w io.Writer, r *report.Report, width int) {
	c := &r.Chart
	if c.Records == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return
	}
	name := 0
	for _, l := range c.Lines {
		name = max(name, utf8.RuneCountInString(l.Player))
	}
	cols := max(width-name-10, 10)
	span := max(c.Max-c.Min, 1)
	term.Para(w, width, "", fmt.Sprintf("%s from %s to %s over %s, one column for every %s:", cmdutil.Capitalize(c.Measure),
		report.Signed(c.Min), report.Signed(c.Max), words.Plural(c.Records, "record"), recordsPerColumn(c.Records, cols)))
	for _, l := range c.Lines {
		var b strings.Builder
		k := 0
		for col := range min(cols, c.Records) {
			x := (col + 1) * c.Records / min(cols, c.Records)
			for k+1 < len(l.Points) && l.Points[k+1].X <= x {
				k++
			}
			if l.Points[k].X > x || l.Points[0].X > x {
				b.WriteRune(' ')
				continue
			}
			b.WriteRune(sparks[(l.Points[k].Y-c.Min)*(len(sparks)-1)/span])
		}
		last := l.Points[len(l.Points)-1].Y
		fmt.Fprintf(w, "%-*s  %s  %s\n", name, l.Player, b.String(), report.Signed(last))
	}
}

func recordsPerColumn(records, cols int) string {
	if records <= cols {
		return "record"
	}
	return fmt.Sprintf("%.1f records", float64(records)/float64(cols))
}

func textSettle(w io.Writer, r *report.Report, width int) {
	s := &r.SettleUp
	if len(s.Payments) == 0 {
		fmt.Fprintln(w, "Everyone is square: nothing to pay.")
		return
	}
	term.Para(w, width, "", report.AmountsWords(s.Nets)+".")
	t := &cmdutil.Table{Align: "lrl"}
	for _, row := range report.PaymentRows(s.Payments) {
		t.Row("  "+row[0], row[1], row[2])
	}
	printWrapped(w, t, width)
	fmt.Fprintln(w, squareWords(s))
}

// squareWords close the settle-up: "3 payments square the table."
func squareWords(s *report.SettleUp) string {
	return cmdutil.Capitalize(words.Plural(len(s.Payments), "payment")) + " square the table."
}

// printWrapped prints a table, a line wider than width wrapped.
func printWrapped(w io.Writer, t *cmdutil.Table, width int) {
	var buf bytes.Buffer
	t.Print(&buf)
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		term.Para(w, width, "      ", line)
	}
}

func textStories(w io.Writer, r *report.Report, width int) {
	for i := range r.Stories {
		s := &r.Stories[i]
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, s.Player)
		t := &cmdutil.Table{Align: "ll"}
		for _, f := range r.Facts(s) {
			t.Row("  "+f.Label, f.Value)
		}
		printWrapped(w, t, width)
	}
}

// textHands lists every record: as a table when the terminal is wide
// enough for it, else each record as a few lines.
func textHands(w io.Writer, r *report.Report, width int) {
	if len(r.Hands) == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return
	}
	if fits(w, handsTable(r), width) {
		return
	}
	for i := range r.Hands {
		h := &r.Hands[i]
		if title := handGroup(r, i); title != "" {
			term.Para(w, width, "   ", "-- "+title)
		}
		head := fmt.Sprintf("%d  %s", h.Number, h.At.Format("15:04"))
		if p := r.PlayWords(h); p != "" {
			head += "  " + p
		}
		term.Para(w, width, "    ", head)
		for _, s := range []string{handWhat(h), h.Score, handMoney(r, h), noteWords(h.Note)} {
			if s != "" {
				term.Para(w, width, "      ", "    "+s)
			}
		}
	}
}

// handsTable is every record as a table, with the cycles, rounds and
// evenings heading their records.
func handsTable(r *report.Report) *cmdutil.Table {
	t := &cmdutil.Table{Align: "rllll"}
	t.Row(handsHead(r)...)
	for i := range r.Hands {
		if title := handGroup(r, i); title != "" {
			t.Line("-- %s", title)
		}
		t.Row(handCells(r, &r.Hands[i])...)
		if n := noteWords(r.Hands[i].Note); n != "" {
			t.Line("   %s", n)
		}
	}
	return t
}

// handsHead heads the columns of every hand: number, time, hand, what,
// score, and the money (or the scores) it moved.
func handsHead(r *report.Report) []string {
	money := "money"
	if r.Header.Totals {
		money = "scores"
	}
	return []string{"#", "when", r.Header.Play, "what", "score", money}
}

// handCells are a hand's cells under handsHead.
func handCells(r *report.Report, h *report.Hand) []string {
	return []string{strconv.Itoa(h.Number), h.At.Format("15:04"), r.PlayWords(h), handWhat(h), h.Score, handMoney(r, h)}
}

// handGroup heads the records from the i-th on: its evening's file when
// an evening of a season starts, and its cycle or round when one starts.
func handGroup(r *report.Report, i int) string {
	h := &r.Hands[i]
	var parts []string
	if r.Header.Season && (i == 0 || r.Hands[i-1].Evening != h.Evening) {
		ev := r.Header.Evenings[h.Evening]
		parts = append(parts, ev.File+", "+spanWords(ev))
	}
	if h.Section != "" {
		parts = append(parts, h.Section)
	}
	return strings.Join(parts, ": ")
}

// handWhat says what happened, a voided hand marked, an audit's finding
// after it.
func handWhat(h *report.Hand) string {
	s := h.Words().String()
	if h.VoidedBy != 0 {
		s += " [" + report.VoidedBy(h.VoidedBy) + "]"
	}
	if h.Audit != "" {
		s += " [audit: differs]"
	}
	return s
}

// handMoney is what a record moved: the money, or the scores.
func handMoney(r *report.Report, h *report.Hand) string {
	if r.Header.Totals {
		return report.ScoresWords(h.Scores)
	}
	return report.AmountsWords(h.Transfers)
}

// noteWords shows a note on one line, control characters quoted so that
// the terminal does not act on them.
func noteWords(note string) string {
	if note == "" {
		return ""
	}
	// What a terminal would act on is shown as its escape: the text
	// report is written through IOStreams.Shown.
	return "note: " + strings.Join(strings.Fields(note), " ")
}
