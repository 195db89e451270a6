package ledger

import (
	"os"
	"strings"
	"testing"
)

// TestCachedAppendWorksFromTheFile: an append after a read that filled the
// cache works from the file's own nodes, whatever the layout: a file whose
// last line has no line break, hands: written as [], a "..." line, hands:
// not the last field. (A cache hit once built the ledger without its nodes,
// and the append panicked.)
func TestCachedAppendWorksFromTheFile(t *testing.T) {
	header := "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy, Di]\n"
	tie := "  - at: 2026-03-14 20:00\n    kind: tie\n    inputs: {dealer: Ann}\n"
	for name, src := range map[string]string{
		"no last line break": header + "hands:\n" + strings.TrimSuffix(tie, "\n"),
		"flow list":          header + "hands: []\n",
		"document end":       header + "hands:\n" + tie + "...\n",
		"hands not last":     "version: 1\ngame: magic\nhands:\n" + tie + "players: [Ann, Bo, Cy, Di]\n",
	} {
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			useCache(t, true)
			path := writeFile(t, "a.yaml", src)
			before, err := ReadCurrent(path) // fills the cache
			if err != nil {
				t.Fatal(err)
			}
			if readCache(path, []byte(src)) == nil {
				t.Fatal("ReadCurrent did not fill the cache")
			}
			for i := 1; i <= 2; i++ {
				a := appendTie(t, path)
				if a.Record.Number != before.State.Records+i {
					t.Errorf("append %d wrote record %d; want %d", i, a.Record.Number, before.State.Records+i)
				}
			}
			got, _ := os.ReadFile(path)
			l, ps := Parse(path, got)
			if len(ps) > 0 {
				t.Fatalf("after the appends: %v\n%s", ps, got)
			}
			if len(l.Hands) != before.State.Records+2 {
				t.Errorf("%d records after two appends to %d:\n%s", len(l.Hands), before.State.Records, got)
			}
		})
	}
}
