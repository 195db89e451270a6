package web

import (
	"html/template"
	"strconv"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/ledger/report"
)

// handRows writes the rows of the table of every hand: a season's
// evening and each cycle or round heading its rows, a voided hand struck
// through and naming the void, a hand the audit found wrong marked with
// what it found. A season holds thousands of hands, so the rows are
// written here, every text escaped, rather than by a template action for
// each cell.
func handRows(v *view) template.HTML {
	r := v.Report
	var b strings.Builder
	b.Grow(len(r.Hands) * 400)
	play := template.HTMLEscapeString(r.Header.Play)
	money := "Money"
	if r.Header.Totals {
		money = "Scores"
	}
	for i := range r.Hands {
		h := &r.Hands[i]
		if i == 0 || h.Evening != r.Hands[i-1].Evening {
			b.WriteString("<tbody>")
			if r.Header.Season {
				ev := r.Header.Evenings[h.Evening]
				heading(&b, "evening", ev.File+": "+report.SpanWords(ev.From, ev.To))
			}
			b.WriteString("\n")
		}
		if h.Section != "" {
			heading(&b, "section", h.Section)
		}
		b.WriteString("<tr")
		switch {
		case h.VoidedBy != 0 && h.Audit != "":
			b.WriteString(` class="voided differs"`)
		case h.VoidedBy != 0:
			b.WriteString(` class="voided"`)
		case h.Audit != "":
			b.WriteString(` class="differs"`)
		}
		b.WriteString(">")
		cell(&b, "#", strconv.Itoa(h.Number))
		b.WriteString(`<td data-label="When"><time datetime="` + h.At.Format(time.RFC3339) + `">` + h.At.Format("15:04") + "</time></td>")
		cell(&b, play, r.PlayWords(h))
		b.WriteString(`<td data-label="What">`)
		what := h.Words().String()
		if h.VoidedBy != 0 {
			b.WriteString("<s>" + esc(what) + "</s> <em>" + report.VoidedBy(h.VoidedBy) + "</em>")
		} else {
			b.WriteString(esc(what))
		}
		if h.Audit != "" {
			b.WriteString("<br/><strong>Audit:</strong> " + esc(h.Audit))
		}
		b.WriteString("</td>")
		cell(&b, "Score", h.Score)
		amounts(&b, money, h.Scores, h.Transfers, r.Header.Totals)
		cell(&b, "Note", h.Note)
		b.WriteString("</tr>\n")
		if i == len(r.Hands)-1 || r.Hands[i+1].Evening != h.Evening {
			b.WriteString("</tbody>\n")
		}
	}
	return template.HTML(b.String())
}

var esc = template.HTMLEscapeString

// heading writes a row heading the rows after it.
func heading(b *strings.Builder, class, text string) {
	b.WriteString(`<tr class="` + class + `"><th colspan="7" scope="rowgroup">` + esc(text) + "</th></tr>\n")
}

// amounts writes the cell of a hand's money (its transfers, signed) or,
// in a game of totals, its scores, as the report's words have them ("Ann
// -36, Bo +54"), each amount marked as one and kept on the line of its
// player's name, never broken across lines.
func amounts(b *strings.Builder, label string, scores, transfers []report.Amount, totals bool) {
	as, write := transfers, report.Signed
	if totals {
		as, write = scores, strconv.Itoa
	}
	b.WriteString(`<td data-label="` + label + `">`)
	for i, a := range as {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`<span class="pair">` + esc(a.Player) + ` <span class="n">` + write(a.Amount) + "</span></span>")
	}
	b.WriteString("</td>")
}

// cell writes a cell, labelled for a phone's narrow layout.
func cell(b *strings.Builder, label, text string) {
	b.WriteString(`<td data-label="` + label + `">` + esc(text) + "</td>")
}
