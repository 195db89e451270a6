// Package web is the package for the page: it renders the night's report
// (ledger/report) as HTML, with its chart as SVG written by the program.
//
// The page stands alone: no network, no script, the CSS and the SVG
// inline, so that the file a scorekeeper keeps opens anywhere, and prints
// on A4 or Letter. A server (the table's phones) places the same sections
// in a page of its own: WriteSections writes them, CSS is their style
// sheet, WriteStandings and WriteChart write those alone.
//
// The templates and the style sheet are embedded and parsed once, on first
// use: nothing is done when the program starts.
package web

import (
	"embed"
	"html/template"
	"io"
	"sync"

	"github.com/dragon-tools/dragon/ledger/report"
)

//go:embed templates/*.tmpl report.css
var files embed.FS

// ChartPoints is the width of the chart's plot in pixels: the most points
// a line may have (report.Options.ChartPoints).
const ChartPoints = wideW - wideLeft - wideRight

// templates are the page's templates, parsed on first use.
var templates = sync.OnceValues(func() (*template.Template, error) {
	return template.New("report").Funcs(funcs()).ParseFS(files, "templates/*.tmpl")
})

// CSS returns the report's style sheet, for a page that places the
// sections itself.
func CSS() []byte {
	b, err := files.ReadFile("report.css")
	if err != nil {
		panic(err) // embedded: it is there
	}
	return b
}

// WritePage writes the report as a page of its own: the sections, their
// style sheet inline.
func WritePage(w io.Writer, r *report.Report) error {
	return execute(w, "page", r)
}

// WriteSections writes the report's sections (header, standings, chart,
// settle-up, stories, every hand) as one <div class="report">, to place
// in a page whose style sheet holds CSS.
func WriteSections(w io.Writer, r *report.Report) error {
	return execute(w, "sections", r)
}

// WriteStandings writes the standings alone: the players ranked, with
// their hands played (and, over a season, their evenings).
func WriteStandings(w io.Writer, r *report.Report) error {
	return execute(w, "standings", r)
}

// WriteChart writes the chart alone: the SVG and its legend.
func WriteChart(w io.Writer, r *report.Report) error {
	return execute(w, "chart", r)
}

// view is what the templates render: the report, and what is worked out
// for showing it.
type view struct {
	*report.Report
	CSS   template.CSS
	Chart *chartView
}

func execute(w io.Writer, name string, r *report.Report) error {
	t, err := templates()
	if err != nil {
		return err
	}
	v := &view{Report: r, Chart: newChart(r)}
	if name == "page" {
		v.CSS = template.CSS(CSS())
	}
	return t.ExecuteTemplate(w, name, v)
}
