package report

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestMain gives the ledger the versions of Magic Dragon, as the program
// does from the list of the games.
func TestMain(m *testing.M) {
	books.Register(books.Magic, books.Rulebook{Versions: []string{"A", "B", "C", "D", "E", "F", "G"}, DefaultVersion: "C", Ultimate: []string{"C", "D", "E", "F"}})
	os.Exit(m.Run())
}

// thursday is the README's evening: a scored win, a tie, three wins kept
// as money, a void and the win recorded again.
func thursday(t testing.TB) *ledger.Ledger {
	t.Helper()
	data, err := os.ReadFile("testdata/thursday.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, "thursday.yaml", string(data))
}

func parse(t testing.TB, file, text string) *ledger.Ledger {
	t.Helper()
	l, ps := ledger.Parse(file, []byte(text))
	if errs := ps.Errors(); len(errs) > 0 || l == nil {
		t.Fatalf("%s: %v", file, ps)
	}
	return l
}

// evening writes a Magic Dragon ledger of the players, its records
// written one a line as "win Ann=+12,Bo=-12", "tie", "void", "penalty
// Bo Ann=+4,Bo=-4", "adjustment Ann=+1,Bo=-1", from start at 7 minutes
// apart.
func evening(players []string, start time.Time, records ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "version: 1\ngame: magic\nplayers: [%s]\nrules:\n  version: C\n  stakes: 1\nmoney:\n  start: 80\n  bills: [1, 5, 10]\nhands:\n", strings.Join(players, ", "))
	if len(records) == 0 {
		b.WriteString("  []\n")
	}
	for i, r := range records {
		kind, rest, _ := strings.Cut(r, " ")
		fmt.Fprintf(&b, "  - at: %s\n    kind: %s\n", start.Add(time.Duration(i)*7*time.Minute).Format(time.RFC3339), kind)
		switch kind {
		case "win":
			m := amountsOf(rest)
			fmt.Fprintf(&b, "    inputs:\n      winner: %s\n", best(m))
			fmt.Fprintf(&b, "    transfers: {%s}\n", rest)
		case "penalty":
			who, tr, _ := strings.Cut(rest, " ")
			fmt.Fprintf(&b, "    inputs:\n      offender: %s\n    transfers: {%s}\n", who, tr)
		case "adjustment":
			fmt.Fprintf(&b, "    transfers: {%s}\n", rest)
		}
	}
	return strings.ReplaceAll(b.String(), "=", ": ")
}

func amountsOf(s string) map[string]int {
	m := map[string]int{}
	for _, part := range strings.Split(s, ",") {
		var name string
		var v int
		k, val, _ := strings.Cut(part, "=")
		name = strings.TrimSpace(k)
		fmt.Sscan(val, &v)
		m[name] = v
	}
	return m
}

// best is who gained most.
func best(m map[string]int) string {
	names := slices.Sorted(maps.Keys(m))
	top := names[0]
	for _, n := range names {
		if m[n] > m[top] {
			top = n
		}
	}
	return top
}

var march = time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)
