package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// table lays out rows in columns, two spaces apart. Columns whose align is
// 'r' are right-aligned (numbers); a line added with text goes between rows
// as it is, without taking part in the widths (headings, notes).
type table struct {
	align string
	rows  []tableRow
}

type tableRow struct {
	cells []string
	text  string // a line of its own, when cells is nil
}

func (t *table) row(cells ...string) { t.rows = append(t.rows, tableRow{cells: cells}) }

func (t *table) line(format string, args ...any) {
	t.rows = append(t.rows, tableRow{text: fmt.Sprintf(format, args...)})
}

func (t *table) print(w io.Writer) {
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
			if i < len(t.align) && t.align[i] == 'r' {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}
