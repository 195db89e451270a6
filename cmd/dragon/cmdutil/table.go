package cmdutil

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Table lays out rows in columns, two spaces apart. Columns whose Align is
// 'r' are right-aligned (numbers); a line added with text goes between rows
// as it is, without taking part in the widths (headings, notes).
type Table struct {
	Align string
	rows  []tableRow
}

type tableRow struct {
	cells []string
	text  string // a line of its own, when cells is nil
}

// Row adds a row of cells.
func (t *Table) Row(cells ...string) { t.rows = append(t.rows, tableRow{cells: cells}) }

// Line adds a line of its own between the rows.
func (t *Table) Line(format string, args ...any) {
	t.rows = append(t.rows, tableRow{text: fmt.Sprintf(format, args...)})
}

// Print writes the table to w.
func (t *Table) Print(w io.Writer) {
	var width []int
	for _, r := range t.rows {
		for i, c := range r.cells {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, r := range t.rows {
		if r.cells == nil {
			fmt.Fprintln(w, r.text)
			continue
		}
		var b strings.Builder
		for i, c := range r.cells {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if i < len(t.Align) && t.Align[i] == 'r' {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
