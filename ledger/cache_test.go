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

// TestCacheEntryCorruptedByHandMisses: an entry changed by hand (or by a
// bad disk) is not trusted. A negative indent once panicked the append,
// a huge one ran the machine out of memory, a dealer who is not at the
// table was refused as the person's own mistake, and a lost balance was
// shown as money.
func TestCacheEntryCorruptedByHandMisses(t *testing.T) {
	src := "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy, Di]\nhands:\n" +
		"  - at: 2026-03-14 20:00\n    kind: tie\n    inputs: {dealer: Ann}\n"
	for name, edit := range map[string][2]string{
		"negative_indent": {`"indent":2`, `"indent":-5`},
		"huge_indent":     {`"indent":2`, `"indent":1099511627776`},
		"dealer_not_here": {`"dealer":"Bo"`, `"dealer":"Zed"`},
		"balances_lost":   {`"balances":{"Ann":80,"Bo":80,"Cy":80,"Di":80}`, `"balances":null`},
		"cut_short":       {`"plan"`, ``},
	} {
		t.Run(name, func(t *testing.T) {
			useCache(t, true)
			path := writeFile(t, "a.yaml", src)
			if _, err := ReadCurrent(path); err != nil { // fills the cache
				t.Fatal(err)
			}
			entry := cachePath(path)
			b, err := os.ReadFile(entry)
			if err != nil || !strings.Contains(string(b), edit[0]) {
				t.Fatalf("the entry does not hold %s (%v):\n%s", edit[0], err, b)
			}
			s := strings.Replace(string(b), edit[0], edit[1], 1)
			if name == "cut_short" {
				s = string(b[:strings.Index(string(b), edit[0])])
			}
			if err := os.WriteFile(entry, []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
			cur, err := ReadCurrent(path)
			if err != nil {
				t.Fatal(err)
			}
			if cur.State.RoleHolder != "Bo" || cur.State.Balances["Di"] != 80 {
				t.Errorf("read dealer %q, balances %v; want Bo, 80 each", cur.State.RoleHolder, cur.State.Balances)
			}
			a := appendTie(t, path)
			got, _ := os.ReadFile(path)
			if a.Record.Inputs.RoleHolder != "Bo" || !strings.HasPrefix(string(got), src+"  - at:") {
				t.Errorf("appended a tie dealt by %q:\n%s", a.Record.Inputs.RoleHolder, got)
			}
		})
	}
}
