package ledgercmd

import (
	"fmt"
	"io"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger/report"
)

// writeReportMarkdown writes the report's sections in Markdown, each a
// GitHub table where the text report has a table: the standings, the
// settle-up, each player's story and every hand. The chart, a drawing,
// is left to the html and text reports.
func writeReportMarkdown(w io.Writer, r *report.Report) {
	hd := &r.Header
	fmt.Fprintf(w, "# %s\n\n", r.TitleWords())
	for _, l := range headerLines(r) {
		fmt.Fprintf(w, "- %s\n", l)
	}
	fmt.Fprint(w, "\n## Standings\n\n")
	align, rows := reportStandings(r)
	cmdutil.MarkdownTable(w, align, rows[0], rows[1:])
	fmt.Fprint(w, "\n## Settle-up\n\n")
	if s := &r.SettleUp; len(s.Payments) == 0 {
		fmt.Fprintln(w, "Everyone is square: nothing to pay.")
	} else {
		fmt.Fprintf(w, "%s.\n\n", report.AmountsWords(s.Nets))
		cmdutil.MarkdownTable(w, "lrl", []string{"payment", "amount", "bills"}, report.PaymentRows(s.Payments))
		fmt.Fprintf(w, "\n%s\n", squareWords(s))
	}
	fmt.Fprintf(w, "\n## %s\n", storiesHeading(hd))
	for i := range r.Stories {
		s := &r.Stories[i]
		var facts [][]string
		for _, f := range r.Facts(s) {
			facts = append(facts, []string{f.Label, f.Value})
		}
		fmt.Fprintf(w, "\n### %s\n\n", s.Player)
		cmdutil.MarkdownTable(w, "ll", []string{"", ""}, facts)
	}
	fmt.Fprintf(w, "\n## Every %s\n\n", hd.Play)
	markdownHands(w, r)
}

// markdownHands is every record as a GitHub table, a group (evening,
// cycle, round) in the row it starts at and a note in a column of its
// own.
func markdownHands(w io.Writer, r *report.Report) {
	if len(r.Hands) == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return
	}
	var rows [][]string
	for i := range r.Hands {
		cells := handCells(r, &r.Hands[i])
		if g := handGroup(r, i); g != "" {
			cells[2] += " (" + g + ")"
		}
		rows = append(rows, append(cells, r.Hands[i].Note))
	}
	cmdutil.MarkdownTable(w, "rlllll", append(handsHead(r), "note"), rows)
}
