package cmdutil

import (
	"fmt"
	"io"
	"strings"
)

// MarkdownTable writes a GitHub table: the head, a rule aligning each
// column whose align is 'r' to the right (numbers), and the rows. A '|'
// in a cell is escaped and a line break becomes a space, so that every
// row stays one row.
func MarkdownTable(w io.Writer, align string, head []string, rows [][]string) {
	rule := make([]string, len(head))
	for i := range rule {
		rule[i] = "---"
		if i < len(align) && align[i] == 'r' {
			rule[i] = "---:"
		}
	}
	markdownRow(w, head)
	markdownRow(w, rule)
	for _, r := range rows {
		markdownRow(w, r)
	}
}

var markdownCell = strings.NewReplacer("|", `\|`, "\r\n", " ", "\n", " ", "\r", " ")

func markdownRow(w io.Writer, cells []string) {
	escaped := make([]string, len(cells))
	for i, c := range cells {
		escaped[i] = markdownCell.Replace(c)
	}
	fmt.Fprintf(w, "| %s |\n", strings.Join(escaped, " | "))
}
