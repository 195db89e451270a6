package cmdutil

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// Table lays out rows in columns, two spaces apart. Columns whose Align is
// 'r' are right-aligned (numbers); a line added with text goes between rows
// as it is, without taking part in the widths (headings, notes).
//
// A table fits the screen it is shown on: with Width set, a table wider
// than Width breaks its last column's text between words, under itself;
// when that leaves too little room, or the last column is a number, each
// row is written as a block of its own ("Ann: discards 6-6 5-1, pips 12"),
// naming its figures by the heading row (Head), or, without one, broken
// like a paragraph. A table that fits is written as it always was.
type Table struct {
	Align string
	// Width is the most columns a line may take; 0 for no bound (a pipe).
	Width int
	rows  []tableRow
	head  int // the place of the heading row in rows, plus one; 0 for none
}

type tableRow struct {
	cells []string
	text  string // a line of its own, when cells is nil
}

// minRoom is the fewest columns the last column's text is broken into:
// narrower, each row is better read as a block.
const minRoom = 20

// PrintTable writes tab, a result's table as a page shows it, for people:
// its heading row and rows, fitted to width (0: lines whole); the caption
// is the page's alone.
func PrintTable(w io.Writer, width int, tab qa.Table) {
	t := Table{Align: tab.Align, Width: width}
	t.Head(tab.Head...)
	for _, row := range tab.Rows {
		t.Row(row...)
	}
	t.Print(w)
}

// Row adds a row of cells.
func (t *Table) Row(cells ...string) { t.rows = append(t.rows, tableRow{cells: cells}) }

// Head adds the heading row: it names each column, and a row written as a
// block names its figures by it.
func (t *Table) Head(cells ...string) {
	t.Row(cells...)
	t.head = len(t.rows)
}

// Line adds a line of its own between the rows.
func (t *Table) Line(format string, args ...any) {
	t.rows = append(t.rows, tableRow{text: fmt.Sprintf(format, args...)})
}

// widths are the columns' widths.
func (t *Table) widths() []int {
	var width []int
	for _, r := range t.rows {
		for i, c := range r.cells {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	return width
}

// line lays out the cells of a row in columns of the widths given.
func (t *Table) line(cells []string, width []int) string {
	var b strings.Builder
	for i, c := range cells {
		pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
		if i > 0 {
			b.WriteString("  ")
		}
		if t.right(i) {
			b.WriteString(pad + c)
		} else {
			b.WriteString(c + pad)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

func (t *Table) right(i int) bool { return i < len(t.Align) && t.Align[i] == 'r' }

// Fits reports whether every line of the table is at most width columns
// (any width for 0).
func (t *Table) Fits(width int) bool {
	if width <= 0 {
		return true
	}
	w := t.widths()
	for _, r := range t.rows {
		s := r.text
		if r.cells != nil {
			s = t.line(r.cells, w)
		}
		if utf8.RuneCountInString(s) > width {
			return false
		}
	}
	return true
}

// Print writes the table to w, fitted to Width.
func (t *Table) Print(w io.Writer) {
	width := t.widths()
	fits := t.Fits(t.Width)
	last := len(width) - 1
	start := 0
	for _, x := range width[:max(last, 0)] {
		start += x + 2
	}
	wrapLast := !fits && last > 0 && !t.right(last) && t.Width-start >= minRoom
	for i, r := range t.rows {
		switch {
		case r.cells == nil:
			term.Para(w, t.Width, "    ", r.text)
		case fits:
			fmt.Fprintln(w, t.line(r.cells, width))
		case wrapLast:
			t.printWrapped(w, r.cells, width, start)
		case t.head > 0 && i+1 != t.head:
			term.Para(w, t.Width, "    ", t.block(r.cells))
		case t.head == 0:
			term.Para(w, t.Width, "    ", t.line(r.cells, width))
		}
	}
}

// printWrapped writes a row whose last cell is broken into lines under
// itself, from column start.
func (t *Table) printWrapped(w io.Writer, cells []string, width []int, start int) {
	if len(cells) < len(width) {
		term.Para(w, t.Width, "    ", t.line(cells, width))
		return
	}
	lines := term.Wrap(cells[len(cells)-1], t.Width-start, 0, 0)
	first := append(append([]string(nil), cells[:len(cells)-1]...), lines[0])
	fmt.Fprintln(w, t.line(first, width))
	for _, l := range lines[1:] {
		fmt.Fprintln(w, strings.Repeat(" ", start)+l)
	}
}

// block is a row as a block of its own: its name (its cells up to the
// first the heading names: "Ann", "1. Ann"), then each other cell named by
// its heading ("Ann: discards 6-6 5-1, pips 12").
func (t *Table) block(cells []string) string {
	head := t.rows[t.head-1].cells
	k := 0
	for k < len(head)-1 && head[k] == "" {
		k++
	}
	var name, parts []string
	for i, c := range cells {
		switch {
		case i <= k:
			name = append(name, strings.TrimSpace(c))
		case i < len(head) && head[i] != "":
			parts = append(parts, head[i]+" "+c)
		default:
			parts = append(parts, c)
		}
	}
	return strings.Join(name, " ") + ": " + strings.Join(parts, ", ")
}
