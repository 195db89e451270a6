package web

import (
	"html/template"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/report"
)

// funcs are what the templates write with: the report's own words, and
// the few sums the chart's layout needs. Made when the templates are
// parsed, not when the program starts.
func funcs() template.FuncMap {
	return template.FuncMap{
		"list":   words.JoinAnd,
		"rules":  func(rs []string) string { return strings.Join(rs, "; ") },
		"plural": words.Plural,
		"signed": report.Signed,
		"bills":  report.BillsWords,
		"span":   report.SpanWords,
		"deref":  func(p *int) int { return *p },
		"plays":  func(play string) string { return words.PluralWord(2, play) },
		"facts":  func(v *view, s report.Story) []report.Fact { return v.Facts(&s) },
		"add":    func(a, b int) int { return a + b },
		"sub":    func(a, b int) int { return a - b },
		"half":   func(a, b int) int { return (a + b) / 2 },
		"rows":   handRows,
	}
}
