package web

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

func TestMain(m *testing.M) {
	books.Register(books.Magic, books.Rulebook{Versions: []string{"C"}, DefaultVersion: "C"})
	os.Exit(m.Run())
}

// evening is the README's Thursday evening, reported.
func evening(t *testing.T) *report.Report {
	t.Helper()
	data, err := os.ReadFile("../ledger/report/testdata/thursday.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return reportOf(t, data, 0)
}

func reportOf(t *testing.T, data []byte, points int) *report.Report {
	t.Helper()
	l, ps := ledger.Parse("thursday.yaml", data)
	if len(ps.Errors()) > 0 {
		t.Fatal(ps)
	}
	r, err := report.Build([]*ledger.Ledger{l}, report.Options{ChartPoints: points})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// long is a ledger of n games among four players, the money moving in
// a long swing, with a note to be escaped now and then.
func long(n int) []byte {
	var b strings.Builder
	b.WriteString("version: 1\ngame: magic\nplayers: [Ann, Bo, Cy, Di]\nrules:\n  version: C\n  stakes: 1\nmoney:\n  start: 0\nhands:\n")
	at := time.Date(2026, 3, 14, 18, 0, 0, 0, time.UTC)
	names := []string{"Ann", "Bo", "Cy", "Di"}
	for i := range n {
		w := names[(i/7+i%3)%4]
		fmt.Fprintf(&b, "  - at: %s\n    kind: win\n    inputs: {winner: %s}\n    transfers: {", at.Add(time.Duration(i)*time.Minute).Format(time.RFC3339), w)
		for k, p := range names {
			v := -1 - k%2
			if p == w {
				v = 0
				for q := range names {
					if names[q] != w {
						v += 1 + q%2
					}
				}
			}
			fmt.Fprintf(&b, "%s%s: %+d", map[bool]string{true: "", false: ", "}[k == 0], p, v)
		}
		b.WriteString("}\n")
		if i%97 == 0 {
			b.WriteString("    note: \"<b>Bo & Cy</b> said 'no'\"\n")
		}
	}
	return []byte(b.String())
}

// element is a node of a document read as XML.
type element struct {
	name     string
	attr     map[string]string
	children []*element
	// text is the element's own text, inner all the text within it, in
	// the order written.
	text  string
	inner strings.Builder
}

// parseXML reads a document as strict XML: every element closed, and
// nested as it was opened. It fails the test where it is not.
func parseXML(t *testing.T, doc []byte) *element {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	d.Strict = true
	root := &element{}
	stack := []*element{root}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line, col := d.InputPos()
			t.Fatalf("not well-formed at line %d, column %d: %v", line, col, err)
		}
		top := stack[len(stack)-1]
		switch tok := tok.(type) {
		case xml.StartElement:
			e := &element{name: tok.Name.Local, attr: map[string]string{}}
			for _, a := range tok.Attr {
				e.attr[a.Name.Local] = a.Value
			}
			top.children = append(top.children, e)
			stack = append(stack, e)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			top.text += string(tok)
			for _, e := range stack {
				e.inner.Write(tok)
			}
		}
	}
	if len(stack) != 1 {
		t.Fatalf("%d elements left open", len(stack)-1)
	}
	return root
}

// find returns every element below e that match.
func (e *element) find(match func(*element) bool) []*element {
	var out []*element
	for _, c := range e.children {
		if match(c) {
			out = append(out, c)
		}
		out = append(out, c.find(match)...)
	}
	return out
}

func (e *element) allText() string { return e.inner.String() }

func class(name, c string) func(*element) bool {
	return func(e *element) bool {
		return e.name == name && strings.Contains(" "+e.attr["class"]+" ", " "+c+" ")
	}
}

// TestPageIsWellFormed: the page reads as XHTML, every element closed,
// with each section, and the chart reads as SVG on its own.
func TestPageIsWellFormed(t *testing.T) {
	var buf bytes.Buffer
	if err := WritePage(&buf, evening(t)); err != nil {
		t.Fatal(err)
	}
	doc := parseXML(t, buf.Bytes())
	if html := doc.find(func(e *element) bool { return e.name == "html" }); len(html) != 1 {
		t.Fatal("no html element")
	}
	for _, id := range []string{"header", "standings", "chart", "settle", "stories", "hands"} {
		if len(doc.find(func(e *element) bool { return e.attr["id"] == id })) != 1 {
			t.Errorf("no section #%s", id)
		}
	}
	text := doc.allText()
	for _, want := range []string{"Magic Dragon, 14 March 2026", "Ann pays Bo 35", "in bills of 10 10 10 5", "voided by record 6", "Ann -36, Bo +54, Cy -12, Di -6"} {
		if !strings.Contains(text, want) {
			t.Errorf("the page does not say %q", want)
		}
	}
	for _, s := range []string{"<script", "http://", "https://", "style=\"", "@import", "url("} {
		if s == "http://" {
			// Only the SVG namespace, which no browser fetches.
			if strings.Count(buf.String(), s) != strings.Count(buf.String(), "http://www.w3.org/2000/svg") {
				t.Errorf("the page names an address")
			}
			continue
		}
		if strings.Contains(buf.String(), s) {
			t.Errorf("the page holds %q: it must stand alone, without script, and keep to its style sheet", s)
		}
	}
}

// chartOf returns the chart's SVG, parsed as a document of its own.
func chartOf(t *testing.T, r *report.Report) *element {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteChart(&buf, r); err != nil {
		t.Fatal(err)
	}
	s := buf.String()
	start := strings.Index(s, "<svg class=\"chart wide\"")
	end := strings.Index(s[start:], "</svg>")
	if start < 0 || end < 0 {
		t.Fatalf("no chart in\n%s", s)
	}
	svg := parseXML(t, []byte(s[start:start+end+len("</svg>")]))
	if root := svg.children[0]; root.name != "svg" || root.attr["viewBox"] == "" {
		t.Fatalf("the chart is not an SVG with a viewBox: %+v", root)
	}
	return svg
}

// TestChartLines: a line for each player, a marker with a tooltip for
// every record, each line told from the others without colour.
func TestChartLines(t *testing.T) {
	r := evening(t)
	svg := chartOf(t, r)
	lines := svg.find(class("g", "line"))
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4", len(lines))
	}
	looks := map[string]bool{}
	for i, g := range lines {
		if g.attr["data-player"] != r.Header.Players[i] {
			t.Errorf("line %d is %q", i, g.attr["data-player"])
		}
		pts := g.find(class("path", "pt"))
		if len(pts) != 7 {
			t.Errorf("%s: %d points, want one per record (7)", g.attr["data-player"], len(pts))
		}
		for _, p := range pts {
			after := r.Header.Players[i] + " after " // a hand by the game's word, another record by its number
			if len(p.children) != 1 || p.children[0].name != "title" ||
				!strings.HasPrefix(p.children[0].text, after+r.Header.Game.Play()+" ") && !strings.HasPrefix(p.children[0].text, after+"record ") {
				t.Errorf("a point without its tooltip: %+v", p)
			}
		}
		trace := g.find(class("path", "trace"))[0]
		look := trace.attr["stroke-dasharray"] + "|" + strings.TrimLeft(pts[0].attr["d"], "M0123456789. ")[:1]
		if looks[look] {
			t.Errorf("%s's line looks like another's in black and white (%s)", g.attr["data-player"], look)
		}
		looks[look] = true
	}
	text := svg.allText()
	for _, want := range []string{"money won or lost", "records, in the order played", "+50", "-50"} {
		if !strings.Contains(text, want) {
			t.Errorf("the axes do not say %q", want)
		}
	}
}

// TestChartThinned: a long season's lines have no more points than the
// plot has pixels, and still reach every extreme.
func TestChartThinned(t *testing.T) {
	records := 5000
	if testing.Short() {
		records = 3 * ChartPoints // -short: still three records to a pixel
	}
	r := reportOf(t, long(records), ChartPoints)
	if !r.Chart.Thinned {
		t.Fatalf("%d records were not thinned", records)
	}
	svg := chartOf(t, r)
	for _, g := range svg.find(class("g", "line")) {
		if n := len(g.find(class("path", "pt"))); n > ChartPoints || n < ChartPoints/4 {
			t.Errorf("%s: %d points on a plot %d pixels wide", g.attr["data-player"], n, ChartPoints)
		}
	}
	var buf bytes.Buffer
	if err := WritePage(&buf, r); err != nil {
		t.Fatal(err)
	}
	doc := parseXML(t, buf.Bytes())
	hands := doc.find(class("table", "hands"))[0]
	if rows := hands.find(func(e *element) bool {
		return e.name == "tr" && len(e.find(func(c *element) bool { return c.name == "td" })) > 0
	}); len(rows) != records {
		t.Errorf("%d rows of hands, want every one of %d", len(rows), records)
	}
	if !strings.Contains(doc.allText(), "<b>Bo & Cy</b> said 'no'") {
		t.Error("a note's text is not shown as written")
	}
}

// TestSectionsForAPage: the sections alone, to place in a server's page,
// with no document around them and their style sheet apart.
func TestSectionsForAPage(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteSections(&buf, evening(t)); err != nil {
		t.Fatal(err)
	}
	doc := parseXML(t, buf.Bytes())
	if len(doc.children) != 1 || doc.children[0].name != "div" || doc.children[0].attr["class"] != "report" {
		t.Errorf("the sections are not one div.report")
	}
	if s := buf.String(); strings.Contains(s, "<style") || strings.Contains(s, "<html") {
		t.Error("the sections hold the page around them")
	}
	if css := string(CSS()); !strings.Contains(css, "@media print") || strings.ContainsAny(css, "<&") {
		t.Error("the style sheet has no print rules, or cannot stand inline in XHTML")
	}
}

// TestNoHandsYet: a ledger just started has a page, without a chart.
func TestNoHandsYet(t *testing.T) {
	r := reportOf(t, []byte("version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands: []\n"), ChartPoints)
	var buf bytes.Buffer
	if err := WritePage(&buf, r); err != nil {
		t.Fatal(err)
	}
	doc := parseXML(t, buf.Bytes())
	if len(doc.find(func(e *element) bool { return e.name == "svg" })) != 0 || !strings.Contains(doc.allText(), "No hands yet.") {
		t.Error("a page of no hands draws a chart, or does not say so")
	}
}

// TestTicks: the axes' ticks are round numbers that cover the range.
func TestTicks(t *testing.T) {
	for _, tc := range []struct{ lo, hi int }{{-49, 72}, {0, 1}, {-3, 0}, {0, 10000}, {-123456, 7}} {
		lo, hi := niceRange(tc.lo, tc.hi)
		ts := ticks(lo, hi, 6)
		if lo > tc.lo || hi < tc.hi || len(ts) < 2 || len(ts) > 13 || ts[0] != lo || ts[len(ts)-1] != hi {
			t.Errorf("%d..%d: range %d..%d, ticks %v", tc.lo, tc.hi, lo, hi, ts)
		}
	}
}

// FuzzWritePage: whatever a ledger holds, once it reads as a ledger its
// report builds, and its page is well-formed with the money squared.
func FuzzWritePage(f *testing.F) {
	thursday, err := os.ReadFile("../ledger/report/testdata/thursday.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(thursday)
	f.Add(long(30))
	f.Add([]byte("version: 1\ngame: dominoes\nplayers: [Ann, Bo]\nhands:\n  - {at: 2026-03-14T20:05:00Z, kind: win, scores: {Ann: 3, Bo: 0}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, ps := ledger.Parse("fuzz.yaml", data)
		if l == nil || len(ps.Errors()) > 0 {
			return
		}
		r, err := report.Build([]*ledger.Ledger{l}, report.Options{ChartPoints: ChartPoints})
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for _, n := range r.SettleUp.Nets {
			sum += n.Amount
		}
		if sum != 0 {
			t.Fatalf("the nets add up to %d", sum)
		}
		var buf bytes.Buffer
		if err := WritePage(&buf, r); err != nil {
			t.Fatal(err)
		}
		parseXML(t, buf.Bytes())
	})
}

// TestChartNarrowForAPhone: the chart is drawn twice, wide and narrow,
// the narrow one laid out for a phone's width (its text at the size it
// is written there) with the same lines, each titled by an id of its own.
func TestChartNarrowForAPhone(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteChart(&buf, evening(t)); err != nil {
		t.Fatal(err)
	}
	doc := parseXML(t, buf.Bytes())
	wide, narrow := doc.find(class("svg", "wide")), doc.find(class("svg", "narrow"))
	if len(wide) != 1 || len(narrow) != 1 {
		t.Fatalf("%d wide charts and %d narrow, want one of each", len(wide), len(narrow))
	}
	if vb := narrow[0].attr["viewBox"]; vb != "0 0 320 300" {
		t.Errorf("the narrow chart's viewBox is %q, want a phone's 320 wide", vb)
	}
	if w, n := len(wide[0].find(class("g", "line"))), len(narrow[0].find(class("g", "line"))); w != 4 || n != 4 {
		t.Errorf("lines: %d wide, %d narrow, want 4 each", w, n)
	}
	if a, b := wide[0].attr["aria-labelledby"], narrow[0].attr["aria-labelledby"]; a == b || a == "" {
		t.Errorf("the charts are titled by %q and %q", a, b)
	}
}
