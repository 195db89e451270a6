package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

var updateScreenshot = flag.Bool("update-screenshot", false, "write docs/report.png, the README's picture of a real report, from the browser test")

// browser starts a headless Chromium for the test (browsertest.Start).
func browser(t *testing.T) context.Context { return browsertest.Start(t, 2*time.Minute) }

// reportPage writes the report of the ledgers with dragon itself, as a
// scorekeeper does, and returns the page's file URL.
func reportPage(t *testing.T, ledgers ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "report.html")
	var stdout, stderr bytes.Buffer
	args := append(append([]string{"ledger", "report"}, ledgers...), "-o", out)
	if code := runHere(args, &term.IOStreams{In: strings.NewReader(""), Out: &stdout, ErrOut: &stderr}); code != 0 {
		t.Fatalf("dragon %s: exit %d\n%s", strings.Join(args, " "), code, stderr.String())
	}
	return "file://" + out
}

// open loads url at a window width wide.
func open(t *testing.T, ctx context.Context, url string, width int64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// tooWide lists what sticks out of the page: every element whose box
// passes the page's right edge, and the page itself when it scrolls
// sideways.
const tooWide = `(() => {
	const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w) out.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + w);
	for (const e of document.querySelectorAll("body *")) {
		const r = e.getBoundingClientRect();
		if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)) out.push(e.tagName + "." + e.getAttribute("class") + " " + Math.round(r.left) + ".." + Math.round(r.right));
	}
	return out;
})()`

// TestReportInTheBrowser opens the README's evening's report in headless
// Chromium as a person would: the standings read right, the chart has a
// line for each player with a point for each record, nothing is wider
// than a phone's page at 360 px or than A4, and printed on A4 and on
// Letter every section is on paper.
func TestReportInTheBrowser(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	ctx := browser(t)
	docs, err := filepath.Abs("../../docs")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../ledger/report/testdata/thursday.yaml")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.WriteFile("thursday.yaml", data, 0o644); err != nil {
		t.Fatal(err)
	}
	url := reportPage(t, "thursday.yaml")
	open(t, ctx, url, 794) // A4's width at 96 pixels an inch
	standings := eval[string](t, ctx, `document.querySelector("#standings").innerText`)
	for _, want := range []string{"1.\tBo\t144\t+64", "2.\tCy\t70\t-10", "3.\tDi\t61\t-19", "4.\tAnn\t45\t-35"} {
		if !strings.Contains(standings, want) {
			t.Errorf("the standings do not read %q:\n%s", want, standings)
		}
	}
	lines := eval[[]int](t, ctx, `[...document.querySelectorAll("svg.chart.wide g.line")].map(g => g.querySelectorAll(".pt").length)`)
	if len(lines) != 4 {
		t.Errorf("%d chart lines, want one for each of 4 players", len(lines))
	}
	for i, n := range lines {
		if n != 7 {
			t.Errorf("line %d has %d points, want one for each of 7 records", i, n)
		}
	}
	if got := eval[[]string](t, ctx, tooWide); len(got) > 0 {
		t.Errorf("at A4's width, wider than the page: %v", got)
	}
	if *updateScreenshot {
		screenshot(t, ctx, url, filepath.Join(docs, "report.png"))
	}
	readable(t, ctx, 794)
	open(t, ctx, url, 360)
	if got := eval[[]string](t, ctx, tooWide); len(got) > 0 {
		t.Errorf("at 360 px, wider than the page: %v", got)
	}
	readable(t, ctx, 360)
	if found := browsertest.Axe(t, ctx); len(found) > 0 {
		t.Errorf("at 360 px, axe-core finds\n\t%s", strings.Join(found, "\n\t"))
	}
	if missed := browsertest.Unfocused(t, ctx); len(missed) > 0 {
		t.Errorf("with the keyboard alone:\n\t%s", strings.Join(missed, "\n\t"))
	}
	if !testing.Short() { // -short: axe-core at a phone's width alone
		open(t, ctx, url, 1280)
		if found := browsertest.Axe(t, ctx); len(found) > 0 {
			t.Errorf("at 1280 px, axe-core finds\n\t%s", strings.Join(found, "\n\t"))
		}
	}
	printed(t, ctx)
}

// readable checks the page open at width px as a person reads it: no
// amount broken across lines, and the chart's text at least 11 px, the
// least a phone's page is read at (the chart laid out for the width, not
// a wide one scaled down).
func readable(t *testing.T, ctx context.Context, width int) {
	t.Helper()
	if a := browsertest.AmountsOf(t, ctx); a.Shown < 20 || len(a.Broken) > 0 {
		t.Errorf("at %d px, %d amounts shown, these broken across lines: %v", width, a.Shown, a.Broken)
	}
	if px := browsertest.ChartText(t, ctx); px < 11 {
		t.Errorf("at %d px, the chart's smallest text is %.1f px, want at least 11", width, px)
	}
}

// TestReportChartEveryRecord: a longer evening, unthinned, still has one
// point per record on every line, and fits a phone: 300 records (100
// with -short, the same rule at a third of the browser's work).
func TestReportChartEveryRecord(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	ctx := browser(t)
	n := 300
	if testing.Short() {
		n = 100
	}
	file := filepath.Join(t.TempDir(), "long.yaml")
	if err := os.WriteFile(file, ledgertest.Generate(n, root.Games.Auditors()[books.Magic]), 0o644); err != nil {
		t.Fatal(err)
	}
	url := reportPage(t, file)
	open(t, ctx, url, 360)
	lines := eval[[]int](t, ctx, `[...document.querySelectorAll("svg.chart.narrow g.line")].map(g => g.querySelectorAll(".pt").length)`)
	if len(lines) != 4 || lines[0] != n || lines[3] != n {
		t.Errorf("points on each line: %v, want %d on each of 4", lines, n)
	}
	if got := eval[[]string](t, ctx, tooWide); len(got) > 0 {
		t.Errorf("at 360 px, wider than the page: %v", got[:min(len(got), 10)])
	}
	if rows := eval[int](t, ctx, `document.querySelectorAll("table.hands tbody tr:not(.section)").length`); rows != n {
		t.Errorf("%d rows of hands, want %d", rows, n)
	}
}

// sections are the headings every report shows, on screen and on paper.
var sections = []string{"Standings", "Money over time", "Settle-up", "Each player's evening", "Every game"}

// printed checks the page as the browser prints it: laid out for print on
// A4's and Letter's printable width, every section there and nothing
// wider; and the PDFs the browser prints hold every section's text (read
// back with pdftotext, when it is installed). With -short, on A4 alone.
func printed(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	for _, paper := range []struct {
		name  string
		size  chromedp.PaperSize
		width int64 // the printable width at 96 pixels an inch, less 12 mm margins
	}{{"A4", chromedp.PaperA4, 703}, {"Letter", chromedp.PaperLetter, 725}} {
		if testing.Short() && paper.name != "A4" {
			continue
		}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(paper.width, 1000)); err != nil {
			t.Fatal(err)
		}
		if got := eval[[]string](t, ctx, tooWide); len(got) > 0 {
			t.Errorf("printed on %s, wider than the paper: %v", paper.name, got)
		}
		shown := eval[[]string](t, ctx, `[...document.querySelectorAll("h2")].filter(h => h.offsetHeight > 0).map(h => h.innerText)`)
		if strings.Join(shown, "|") != strings.Join(sections, "|") {
			t.Errorf("printed on %s, the sections are %q, want %q", paper.name, shown, sections)
		}
		pdf, err := chromedp.Run(ctx, chromedp.PrintToPDF(chromedp.PDFPaper(paper.size)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(pdf, []byte("%PDF-")) || len(pdf) < 1000 {
			t.Fatalf("%s: the browser printed no PDF", paper.name)
		}
		pdfText(t, paper.name, pdf)
	}
}

// pdfText reads the PDF's text with pdftotext and checks every section,
// the standings and the settle-up are on paper.
func pdfText(t *testing.T, paper string, pdf []byte) {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Logf("no pdftotext to read the %s PDF back (apt-get install poppler-utils); its layout was checked in the browser", paper)
		return
	}
	file := filepath.Join(t.TempDir(), paper+".pdf")
	if err := os.WriteFile(file, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, file, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	text := strings.Join(strings.Fields(string(out)), " ")
	for _, want := range append(sections, "Magic Dragon, 14 March 2026", "Ann pays Bo", "voided by", "all flushes") {
		if !strings.Contains(text, want) {
			t.Errorf("printed on %s, the paper does not say %q", paper, want)
		}
	}
	if pages := bytes.Count(out, []byte("\f")); pages < 2 {
		t.Errorf("printed on %s: %d pages; every game starts a page of its own", paper, pages)
	}
}

// screenshot writes the README's picture of the report to file.
func screenshot(t *testing.T, ctx context.Context, url, file string) {
	t.Helper()
	open(t, ctx, url, 820)
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
