package ledger

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// useMemo turns the memo on or off for the test, as on says when asked.
func useMemo(t testing.TB, on *bool) {
	t.Helper()
	old := memoOn
	memoOn = func() bool { return *on }
	t.Cleanup(func() { memoOn = old })
}

// UseMemo turns the memo on for a test of package ledger_test, after
// UseCache (which turns it off).
func UseMemo(t testing.TB) {
	on := true
	useMemo(t, &on)
}

// memoTwin is one random session kept twice, in a file read through the
// memo (a) and in one always read in full (b), each change made to both.
type memoTwin struct {
	t     *testing.T
	r     *rand.Rand
	on    bool // the memo is used
	a, b  string
	h     books.Header
	clock time.Time
}

// TestMemoGivesWhatAFullReadGives: whatever a session holds (any game,
// rule variants, warnings for money below zero, a penalty where the table
// plays none, voids, a layout a record is added to through the nodes, the
// file changed by another program), ReadCurrent through the memo gives what
// a full read of the same bytes gives, the memo keeps what a full read
// works out, and a record added through it writes the very bytes a record
// added after a full read writes.
//
// With -short, the first sessions until every game has been played (each
// session writes some sixty files, which waits on the disk).
func TestMemoGivesWhatAFullReadGives(t *testing.T) {
	played := map[books.Game]bool{}
	for seed := range 40 {
		if testing.Short() && len(played) == len(memoGames) {
			break
		}
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			useCache(t, false)
			tw := &memoTwin{t: t, r: rand.New(rand.NewPCG(uint64(seed), 24)),
				clock: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}
			useMemo(t, &tw.on)
			tw.start()
			played[tw.h.Game] = true
			for step := range 30 {
				tw.change(step)
				tw.compare(step)
			}
		})
	}
}

// memoGames are the games a session is of: every game of the ledger's.
var memoGames = books.Games()

// start creates the session's two files, with a random game, players,
// rules and starting money, and sometimes a layout that no record can be
// added to as text after the last byte.
func (tw *memoTwin) start() {
	r := tw.r
	g := memoGames[r.IntN(len(memoGames))]
	least, most := g.Books().MinPlayers, min(g.Books().MaxPlayers, 4)
	n := least + r.IntN(most-least+1)
	h := books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}[:n]}
	switch g {
	case books.Magic:
		h.Rules.DealerRule = r.IntN(2) == 0
		h.Rules.Ultimate = r.IntN(3) == 0
		if !h.Rules.Ultimate {
			h.Rules.Version = string(rune('A' + r.IntN(7)))
		}
	case books.NineDragons:
		h.Rules.FalseDeclaration = r.IntN(2) == 0
	case books.Dominoes, books.MAC:
		h.Rules.MatchLength = []int{0, 3, 8}[r.IntN(3)]
	}
	if slices.Contains(g.RuleKeys(), "stakes") {
		h.Rules.Stakes = 1 + r.IntN(3)
	}
	h.Money = books.Money{Start: 3 + r.IntN(10), Bills: []int{1}}
	dir := tw.t.TempDir()
	tw.a, tw.b = filepath.Join(dir, "a", "l.yaml"), filepath.Join(dir, "b", "l.yaml")
	layout := r.IntN(4)
	for _, p := range []string{tw.a, tw.b} {
		os.Mkdir(filepath.Dir(p), 0o755)
		if err := Create(p, h); err != nil {
			tw.t.Fatal(err)
		}
		data, _ := os.ReadFile(p)
		switch layout {
		case 0: // an empty list written as [], added to through the nodes
			data = bytes.Replace(data, []byte("\nhands:\n"), []byte("\nhands: []\n"), 1)
		case 1: // a document end: text after it would not belong to it
			data = append(data, "...\n"...)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			tw.t.Fatal(err)
		}
	}
	tw.h = h
}

// change makes one random change to both files: a record of any kind, an
// undo, or another program's edit.
func (tw *memoTwin) change(step int) {
	r := tw.r
	tw.clock = tw.clock.Add(time.Duration(r.IntN(9)) * time.Minute)
	at := tw.clock
	if r.IntN(15) == 0 {
		at = at.Add(-time.Hour) // refused: before the record above
	}
	kind := r.IntN(10)
	if kind == 0 {
		tw.both(step, func(p string) (*Appended, error) { return Undo(p, at, "") })
		return
	}
	if kind == 1 {
		// Another program adds a comment: the bytes change, the state not.
		for _, p := range []string{tw.a, tw.b} {
			data, _ := os.ReadFile(p)
			os.WriteFile(p, append(data, fmt.Sprintf("# looked at, step %d\n", step)...), 0o644)
		}
		return
	}
	rec := tw.record(kind)
	add := func(p string) (*Appended, error) {
		return Append(p, func(st books.State) (*books.HandRecord, error) {
			c := rec(st)
			c.At = at
			return c, nil
		})
	}
	if r.IntN(5) == 0 {
		// Another dragon records: this one's memo does not see it.
		tw.on = false
		if _, err := add(tw.a); err == nil {
			add(tw.b)
		}
		return
	}
	tw.both(step, add)
}

// record returns a random record for the session's game: a hand, a tie or
// dead hand, a penalty or an adjustment, which may well take a player's
// money below zero.
func (tw *memoTwin) record(kind int) func(st books.State) *books.HandRecord {
	r, ps := tw.r, tw.h.Players
	who, other := r.IntN(len(ps)), r.IntN(len(ps))
	amount := 1 + r.IntN(6)
	scores := map[string]int{}
	for _, p := range ps {
		scores[p] = r.IntN(12)
	}
	return func(st books.State) *books.HandRecord {
		pay := func(to int) map[string]int {
			m := map[string]int{}
			for i, p := range ps {
				if i != to {
					m[p] = -amount
					m[ps[to]] += amount
				}
			}
			return m
		}
		switch {
		case tw.h.Game.Totals():
			return &books.HandRecord{Kind: books.Win, Scores: maps.Clone(scores)}
		case kind == 2 && tw.h.Game == books.Magic:
			return &books.HandRecord{Kind: books.Tie}
		case kind == 2:
			return &books.HandRecord{Kind: books.Dead}
		case kind == 3:
			m := pay(who)
			for p := range m {
				m[p] = -m[p]
			}
			return &books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: ps[who]}, Transfers: m}
		case kind == 4 && who != other:
			return &books.HandRecord{Kind: books.Adjustment, Transfers: map[string]int{ps[who]: amount, ps[other]: -amount}, Note: "loan"}
		}
		return &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: ps[who]}, Transfers: pay(who)}
	}
}

// both makes the change do to file a through the memo and to file b
// without it, and fails when they do not do the same.
func (tw *memoTwin) both(step int, do func(path string) (*Appended, error)) {
	tw.t.Helper()
	tw.on = true
	ga, erra := do(tw.a)
	if da, _ := os.ReadFile(tw.a); erra == nil && recall(tw.a, da) == nil {
		tw.t.Errorf("step %d: the memo does not hold what the write left", step)
	}
	tw.on = false
	gb, errb := do(tw.b)
	if (erra == nil) != (errb == nil) || erra != nil && tw.same(erra.Error()) != tw.same(errb.Error()) {
		tw.t.Fatalf("step %d: through the memo: %v; read in full: %v", step, erra, errb)
	}
	if ga != nil {
		for _, a := range []*Appended{ga, gb} {
			for _, w := range a.Warnings {
				w.File = ""
			}
		}
		if !reflect.DeepEqual(ga, gb) {
			tw.t.Fatalf("step %d: through the memo the record did\n%+v\nread in full\n%+v", step, ga, gb)
		}
	}
}

// same is msg with file b named as file a.
func (tw *memoTwin) same(msg string) string {
	return strings.ReplaceAll(msg, filepath.Dir(tw.b), filepath.Dir(tw.a))
}

// compare fails unless both files hold the same bytes, ReadCurrent of a
// through the memo gives what a full read of b gives, and the memo keeps
// for a what the full read works out.
func (tw *memoTwin) compare(step int) {
	tw.t.Helper()
	da, _ := os.ReadFile(tw.a)
	db, _ := os.ReadFile(tw.b)
	if !bytes.Equal(da, db) {
		tw.t.Fatalf("step %d: through the memo the file became\n%s\nread in full\n%s", step, da, db)
	}
	l, ps := Parse(tw.a, db)
	tw.on = true
	cur, err := ReadCurrent(tw.a)
	if errs := ps.Errors(); len(errs) > 0 || err != nil {
		tw.t.Fatalf("step %d: ReadCurrent: %v; a full read: %v", step, err, errs)
	}
	want := &Current{Header: l.Header, State: l.State(), Warnings: ps}
	if !reflect.DeepEqual(cur, want) {
		tw.t.Fatalf("step %d: through the memo\n%+v\n%s\nread in full\n%+v\n%s", step, cur.State, problemsText(cur.Warnings), want.State, problemsText(want.Warnings))
	}
	w := recall(tw.a, da)
	if w == nil {
		tw.t.Fatalf("step %d: the memo does not hold the file ReadCurrent read", step)
	}
	if w.Plan != l.plan || !maps.Equal(trueOnly(w.Below), trueOnly(l.Below())) {
		tw.t.Errorf("step %d: the memo keeps plan %+v, below zero %v; a full read works out %+v, %v", step, w.Plan, w.Below, l.plan, l.Below())
	}
}

// trueOnly is the players m marks.
func trueOnly(m map[string]bool) map[string]bool {
	out := map[string]bool{}
	for k, v := range m {
		if v {
			out[k] = true
		}
	}
	return out
}

// problemsText shows every field of every problem in ps.
func problemsText(ps books.Problems) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, "%+v\n", *p)
	}
	return b.String()
}

// memoLedger is a Dancing Dragons session with a below-zero warning, a
// leader and totals: every kind of value a state holds.
const memoLedger = "version: 1\ngame: dominoes\nplayers: [Ann, Bo, Cy]\nmoney: {start: 5, bills: [1, 5]}\nhands:\n" +
	"  - at: 2026-03-14 20:00\n    kind: win\n    scores: {Ann: 3, Bo: 5, Cy: 3}\n" +
	"  - at: 2026-03-14 20:10\n    kind: adjustment\n    transfers: {Ann: +7, Bo: -7}\n"

// TestMemoCopiesAreTheCallers: what ReadCurrent and Append give is the
// caller's own: changing every map, list and warning of it changes nothing
// the next read gives; and a warning names the file as each caller gave
// it, through a link or not.
func TestMemoCopiesAreTheCallers(t *testing.T) {
	useCache(t, false)
	on := true
	useMemo(t, &on)
	path := writeFile(t, "a.yaml", memoLedger)
	link := filepath.Join(filepath.Dir(path), "link.yaml")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	l, ps := Parse(path, []byte(memoLedger))
	if len(ps.Errors()) > 0 || len(ps) != 1 {
		t.Fatalf("the ledger should have one warning: %v", ps)
	}
	want := &Current{Header: l.Header, State: l.State(), Warnings: ps}
	spoil := func(cur *Current) {
		cur.Header.Players[0] = "Zed"
		cur.Header.Money.Bills[0] = 99
		cur.State.Balances["Bo"] = 1000
		cur.State.Totals["Bo"] = 1000
		cur.State.Led[0] = "Zed"
		cur.State.Header.Players[1] = "Zed"
		cur.Warnings[0].Msg, cur.Warnings[0].Line, cur.Warnings[0].File = "spoilt", 1, "spoilt"
		cur.Warnings = append(cur.Warnings, &books.Problem{Msg: "more"})
	}
	for i := range 3 { // a full read, then the memo, twice
		cur, err := ReadCurrent(path)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(cur, want) {
			t.Fatalf("read %d gives\n%+v\n%s\nwant\n%+v\n%s", i, cur.State, problemsText(cur.Warnings), want.State, problemsText(want.Warnings))
		}
		spoil(cur)
	}
	byLink, err := ReadCurrent(link)
	if err != nil || byLink.Warnings[0].File != link {
		t.Errorf("through the link, the warning names %q (%v); want %s", byLink.Warnings[0].File, err, link)
	}
	if cur, _ := ReadCurrent(path); cur.Warnings[0].File != path {
		t.Errorf("after a read through the link, the warning names %q; want %s", cur.Warnings[0].File, path)
	}

	// A record made through the memo, its states spoilt afterwards.
	a, err := Append(path, func(st books.State) (*books.HandRecord, error) {
		st.Balances["Ann"] = 1000
		return &books.HandRecord{Kind: books.Win, At: time.Date(2026, 3, 14, 20, 20, 0, 0, time.UTC), Scores: map[string]int{"Ann": 1, "Bo": 2, "Cy": 3}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	a.Before.Balances["Bo"], a.After.Balances["Bo"] = 1000, 1000
	a.After.Led[0] = "Zed"
	data, _ := os.ReadFile(path)
	l, _ = Parse(path, data)
	cur, err := ReadCurrent(path)
	if err != nil || !reflect.DeepEqual(cur.State, l.State()) {
		t.Errorf("after the record: %+v (%v); read in full: %+v", cur.State, err, l.State())
	}
}

// TestMemoRereadsAFileChangedOnDisk: a file another program changes is
// read again, even at the same size and time (the memo compares bytes),
// and so is the first file written back: each read gives what its bytes
// say.
func TestMemoRereadsAFileChangedOnDisk(t *testing.T) {
	for _, cache := range []bool{false, true} {
		t.Run(fmt.Sprintf("cache_%v", cache), func(t *testing.T) {
			useCache(t, cache)
			on := true
			useMemo(t, &on)
			path := writeFile(t, "a.yaml", memoLedger)
			fi, _ := os.Stat(path)
			other := strings.Replace(memoLedger, "Ann: +7, Bo: -7", "Ann: +6, Bo: -6", 1)
			for i, src := range []string{memoLedger, other, memoLedger, other} {
				if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
					t.Fatal(err)
				}
				os.Chtimes(path, fi.ModTime(), fi.ModTime())
				cur, err := ReadCurrent(path)
				if err != nil {
					t.Fatal(err)
				}
				l, _ := Parse(path, []byte(src))
				if !reflect.DeepEqual(cur.State, l.State()) {
					t.Errorf("read %d: balances %v; the file says %v", i, cur.State.Balances, l.State().Balances)
				}
			}
			// A record made on the bytes written back adds to them.
			a := memoAdjust(t, path)
			if a.Before.Balances["Bo"] != -1 {
				t.Errorf("the record was made with Bo at %d; the file says -1", a.Before.Balances["Bo"])
			}
		})
	}
}

// TestReadKeepsTheWritersCacheEntry: a read that read the file before a
// write replaced it does not put an entry for the bytes it read in place
// of the one the writer made for the new bytes. (Such reads made every
// read of a busy 'dragon serve' miss the cache and read the whole file.)
func TestReadKeepsTheWritersCacheEntry(t *testing.T) {
	useCache(t, true)
	path := writeFile(t, "a.yaml", memoLedger)
	old, _ := os.ReadFile(path)
	memoAdjust(t, path) // between the read and its entry
	data, _ := os.ReadFile(path)
	if readCache(path, data) == nil {
		t.Fatal("the write made no cache entry")
	}
	cur, err := readCurrent(path, path, old)
	if err != nil || cur.State.Records != 2 {
		t.Fatalf("the read of the old bytes gives %d records (%v); want 2", cur.State.Records, err)
	}
	if readCache(path, data) == nil {
		t.Error("the read of the old bytes replaced the writer's entry for the new ones")
	}
	// With the file as it was read, the read makes its entry.
	if err := os.WriteFile(path, old, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := readCurrent(path, path, old); err != nil || readCache(path, old) == nil {
		t.Errorf("a read of the file as it is made no entry (%v)", err)
	}
}

// memoAdjust adds an adjustment to the session of memoLedger.
func memoAdjust(t *testing.T, path string) *Appended {
	t.Helper()
	a, err := Append(path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Adjustment, At: time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC), Transfers: map[string]int{"Ann": 1, "Bo": -1}}, nil
	})
	if err != nil {
		t.Fatalf("Append: %v", err)
	}
	return a
}

// TestMemoKeepsTwoVersions: the memo keeps the bytes a write replaced
// beside the new ones, so that a server's reader that read the file just
// before the write is served too; the oldest of three goes, and so does a
// ledger beyond the few it keeps.
func TestMemoKeepsTwoVersions(t *testing.T) {
	useCache(t, false)
	on := true
	useMemo(t, &on)
	path := writeFile(t, "a.yaml", memoLedger)
	v1, _ := os.ReadFile(path)
	if _, err := ReadCurrent(path); err != nil {
		t.Fatal(err)
	}
	memoAdjust(t, path)
	v2, _ := os.ReadFile(path)
	if _, err := readCurrent(path, path, v1); err != nil { // read before the write
		t.Fatal(err)
	}
	if recall(path, v1) == nil || recall(path, v2) == nil {
		t.Fatalf("the memo lets go of a version: the one replaced kept %v, the new one %v", recall(path, v1) != nil, recall(path, v2) != nil)
	}
	memoAdjust(t, path)
	v3, _ := os.ReadFile(path)
	if recall(path, v1) != nil || recall(path, v2) == nil || recall(path, v3) == nil {
		t.Errorf("after a third version the memo keeps the first %v, the second %v, the third %v; want false, true, true",
			recall(path, v1) != nil, recall(path, v2) != nil, recall(path, v3) != nil)
	}
	for i := range memoPaths {
		other := writeFile(t, fmt.Sprintf("%d.yaml", i), memoLedger)
		if _, err := ReadCurrent(other); err != nil {
			t.Fatal(err)
		}
	}
	if recall(path, v3) != nil {
		t.Errorf("the memo keeps a ledger beyond the last %d read", memoPaths)
	}
	memo.Lock()
	defer memo.Unlock()
	if len(memo.entries) > memoPaths*memoVersions {
		t.Errorf("the memo holds %d entries; at most %d", len(memo.entries), memoPaths*memoVersions)
	}
}
