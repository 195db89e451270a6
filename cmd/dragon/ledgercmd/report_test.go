package ledgercmd

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

func TestMain(m *testing.M) {
	books.Register(books.Magic, books.Rulebook{Versions: []string{"C"}, DefaultVersion: "C"})
	os.Exit(m.Run())
}

// table writes a Magic Dragon ledger of the players, where each in turn
// wins n games, paid one by each other player, and returns its path.
func table(t *testing.T, name string, players []string, day, n int) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "version: 1\ngame: magic\nplayers: [%s]\nrules: {version: C, stakes: 1}\nmoney: {start: 80, bills: [1, 5, 10]}\nhands:\n", strings.Join(players, ", "))
	at := time.Date(2026, 3, day, 20, 0, 0, 0, time.UTC)
	for i := range n {
		w := players[i%len(players)]
		var tr []string
		for _, p := range players {
			v := -1
			if p == w {
				v = len(players) - 1
			}
			tr = append(tr, fmt.Sprintf("%s: %+d", p, v))
		}
		fmt.Fprintf(&b, "  - at: %s\n    kind: win\n    inputs: {winner: %s}\n    transfers: {%s}\n    note: %s\n",
			at.Add(time.Duration(i)*time.Minute).Format(time.RFC3339), w, strings.Join(tr, ", "), strings.Repeat("a long note ", 12))
	}
	path := t.TempDir() + "/" + name
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReportTextFitsTheTerminal: at 60, 80 and 120 columns no line of the
// text report is wider than the terminal, for eight players with names as
// long as a name may be, over a season.
func TestReportTextFitsTheTerminal(t *testing.T) {
	long := []string{strings.Repeat("A", 40), "Bo", strings.Repeat("Cyrillic ", 4) + "Cy", "Di", "Ed", "Flo", "Gus", strings.Repeat("Hh", 20)}
	var ls []*ledger.Ledger
	for i, path := range []string{table(t, "first-evening-of-the-long-season.yaml", long[:6], 14, 30), table(t, "second.yaml", long[2:], 15, 300)} {
		l, err := ledger.Load(path)
		if err != nil {
			t.Fatalf("ledger %d: %v", i, err)
		}
		ls = append(ls, l)
	}
	r, err := report.Build(ls, report.Options{ChartPoints: 600})
	if err != nil {
		t.Fatal(err)
	}
	for _, width := range []int{60, 80, 120} {
		var buf bytes.Buffer
		writeReportText(&buf, r, width)
		for i, line := range strings.Split(buf.String(), "\n") {
			if n := utf8.RuneCountInString(line); n > width {
				t.Errorf("%d columns: line %d is %d wide: %q", width, i+1, n, line)
			}
		}
		for _, want := range []string{"Standings", "Money over time", "Settle-up", "Each player's season", "Every game", "second.yaml"} {
			if !strings.Contains(buf.String(), want) {
				t.Errorf("%d columns: no %q", width, want)
			}
		}
	}
}

// TestReportFormat: text on a terminal when no file is named, else the
// page, unless --format says.
func TestReportFormat(t *testing.T) {
	for _, tc := range []struct {
		tty            bool
		output, format string
		want           string
	}{
		{true, "", "", "text"},
		{false, "", "", "html"},
		{true, "r.html", "", "html"},
		{true, "r.json", "json", "json"},
		{false, "", "text", "text"},
		{false, "", "markdown", "markdown"},
	} {
		o := &ledgerReportOptions{io: &term.IOStreams{OutTTY: tc.tty}, output: tc.output, format: &cmdutil.Format{Value: tc.format}}
		if got := o.chosenFormat(); got != tc.want {
			t.Errorf("tty %v, -o %q, --format %q: %s, want %s", tc.tty, tc.output, tc.format, got, tc.want)
		}
	}
}

// TestNewCmdReport: the flags reach the options, and a bad format is
// refused before anything is read.
func TestNewCmdReport(t *testing.T) {
	var got *ledgerReportOptions
	cmd := newLedgerReportCmd(&term.IOStreams{}, nil, func(o *ledgerReportOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"a.yaml", "b.yaml", "-o", "season.html", "--format", "HTML"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.files, ",") != "a.yaml,b.yaml" || got.output != "season.html" || got.format.Value != "html" {
		t.Errorf("options %+v", got)
	}
	cmd.SetArgs([]string{"a.yaml", "--format", "pdf"})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), "--format pdf: write html, text, json or markdown") {
		t.Errorf("--format pdf: %v", err)
	}
}
