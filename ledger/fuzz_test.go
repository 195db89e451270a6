package ledger_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestMain hands the ledger Magic Dragon's rulebook, as the program's list
// of the games does, and gives the fuzzers a minimise time of their own
// unless one is given: by default the fuzzer spends up to a minute
// shrinking each new input, and with files written per input it then
// barely fuzzes at all. The tests run with a cache folder of their own
// (ledgertest.OwnCache), not the person's.
func TestMain(m *testing.M) {
	books.Register(books.Magic, magicrecord.Rulebook())
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.fuzzminimizetime" })
	if !given {
		flag.Set("test.fuzzminimizetime", "2s")
	}
	os.Exit(ledgertest.OwnCache(m).Run())
}

// renamedAndSeated is a ledger with every record that changes the players:
// a rename, new seats, a record naming the new name, and a void of each.
const renamedAndSeated = `version: 1
game: qmahjongg
players: [Ann, Bobb, Cy]
hands:
  - {at: 2026-01-01 20:00, kind: win, inputs: {winner: Bobb}, transfers: {Bobb: +2, Ann: -1, Cy: -1}}
  - {at: 2026-01-01 20:05, kind: rename, from: Bobb, to: Bob}
  - {at: 2026-01-01 20:10, kind: seats, seats: [Cy, Bob, Ann]}
  - {at: 2026-01-01 20:15, kind: adjustment, transfers: {Bob: -1, Cy: +1}}
  - {at: 2026-01-01 20:20, kind: void, voids: 4}
  - {at: 2026-01-01 20:25, kind: void, voids: 3}
  - {at: 2026-01-01 20:30, kind: rename, from: Cy, to: Cyd}
`

// TestFuzzSeedRenamesAndSeats: the fuzzers' seed with renames and seats
// is a sound ledger, so that they start from records that read.
func TestFuzzSeedRenamesAndSeats(t *testing.T) {
	t.Parallel()
	l, ps := ledger.Parse("seed.yaml", []byte(renamedAndSeated))
	if len(ps) != 0 {
		t.Fatal(ps)
	}
	if st := l.State(); strings.Join(st.Header.Players, ",") != "Ann,Bob,Cyd" || st.Balances["Bob"] != 2 {
		t.Errorf("players %v, balances %v", st.Header.Players, st.Balances)
	}
}

// FuzzParseLedger is the ledger parser's target, the fast half of
// FuzzLedgerLoad: reading, checking and working out the state in memory,
// with no file and so no cache, so the fuzzer runs thousands of inputs a
// second.
func FuzzParseLedger(f *testing.F) {
	for _, seed := range []string{ledger.GoodLedger, string(ledgertest.Generate(20, magicrecord.Auditor{})), renamedAndSeated, "a: &x [*x]\n", "\xff\xfe", ""} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, ps := ledger.Parse("fuzz.yaml", data)
		ledger.CheckData("fuzz.yaml", data, ledger.StoredTransfers())
		if len(ps.Errors()) == 0 {
			st := l.State()
			books.Settle(st)
			st.Standings()
		}
	})
}

// FuzzLedgerLoad: no bytes make the ledger panic, a file with a problem is
// never written back (Append and Undo refuse it and leave it byte for
// byte), and an append goes the way people's do: a read first ('ledger
// show' fills the cache), then the append, which writes exactly what an
// append without the cache writes.
func FuzzLedgerLoad(f *testing.F) {
	for _, seed := range []string{
		ledger.GoodLedger,
		string(ledgertest.Generate(20, magicrecord.Auditor{})),
		"version: 1\ngame: qmahjongg\nplayers: [A, B]\nhands:\n",
		"version: 1\ngame: dominoes\nplayers: [A, B]\nrules: {match_length: 2}\nhands:\n  - {at: 2026-01-01, kind: win, scores: {A: 1, B: 2}}\n",
		"version: 1\ngame: magic\nplayers: [A, B]\nhands: []\n",
		"version: 1\ngame: magic\nplayers: [A, B]\nhands:",
		"version: 1\ngame: magic\nplayers: [A, B]\nhands:\n...\n",
		"version: 1\ngame: magic\nhands:\nplayers: [A, B]\n",
		"a: &x [*x]\n",
		"",
		"\xff\xfe",
		"version: 1\ngame: magic\nplayers: [A, B]\nhands:\n  - at: 2026-01-01\n    kind: void\n",
		renamedAndSeated,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 32<<10 {
			t.Skip("large inputs only slow the search; a ledger's structure shows in 32 KB")
		}
		ledger.UseCache(t, true)
		l, ps := ledger.Parse("fuzz.yaml", data)
		ledger.CheckData("fuzz.yaml", data, ledger.StoredTransfers())
		sound := len(ps.Errors()) == 0
		if sound {
			st := l.State()
			books.Settle(st)
			st.Standings()
			for _, s := range l.Steps() {
				s.Record.Describe(&l.Header, l.Steps())
			}
		}
		dir := t.TempDir()
		cached, uncached := filepath.Join(dir, "cached.yaml"), filepath.Join(dir, "uncached.yaml")
		for _, p := range []string{cached, uncached} {
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := ledger.ReadCurrent(cached); (err == nil) != sound {
			t.Fatalf("ReadCurrent: %v; Parse: %v", err, ps)
		}
		at := time.Now()
		adjust := func(st books.State) (*books.HandRecord, error) {
			return &books.HandRecord{Kind: books.Adjustment, At: at, Transfers: map[string]int{st.Header.Players[0]: 1, st.Header.Players[1]: -1}}, nil
		}
		_, err := ledger.Append(cached, adjust)
		_, uerr := ledger.Append(uncached, adjust)
		got, _ := os.ReadFile(cached)
		if want, _ := os.ReadFile(uncached); !bytes.Equal(got, want) || (err == nil) != (uerr == nil) {
			t.Fatalf("the append through the cache (%v) wrote\n%q\nbut without it (%v)\n%q", err, got, uerr, want)
		}
		if !sound {
			_, uerr = ledger.Undo(cached, at, "")
			got, _ = os.ReadFile(cached)
			if err == nil || uerr == nil {
				t.Fatalf("a ledger with problems was written: %v / %v\n%v", err, uerr, ps)
			}
			if !bytes.Equal(got, data) {
				t.Fatalf("a ledger with problems changed")
			}
			return
		}
		if err != nil {
			// A sound ledger may still refuse a record (the session is over).
			return
		}
		if _, ps2 := ledger.Parse(cached, got); len(ps2.Errors()) > 0 {
			t.Fatalf("a sound ledger became unsound after an append: %v\nbefore:\n%q\nafter:\n%q", ps2, data, got)
		}
		if _, err := ledger.Undo(cached, at, ""); err != nil {
			t.Fatalf("the record just appended cannot be undone: %v\n%q", err, got)
		}
	})
}
