package ledger

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
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
	h     Header
	clock time.Time
}

// TestMemoGivesWhatAFullReadGives: whatever a session holds (any game,
// rule variants, warnings for money below zero, a penalty where the table
// plays none, voids, a layout a record is added to through the nodes, the
// file changed by another program), ReadCurrent through the memo gives what
// a full read of the same bytes gives, the memo keeps what a full read
// works out, and a record added through it writes the very bytes a record
// added after a full read writes.
func TestMemoGivesWhatAFullReadGives(t *testing.T) {
	for seed := range 40 {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			useCache(t, false)
			tw := &memoTwin{t: t, r: rand.New(rand.NewPCG(uint64(seed), 24)),
				clock: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}
			useMemo(t, &tw.on)
			tw.start()
			for step := range 30 {
				tw.change(step)
				tw.compare(step)
			}
		})
	}
}

// start creates the session's two files, with a random game, players,
// rules and starting money, and sometimes a layout that no record can be
// added to as text after the last byte.
func (tw *memoTwin) start() {
	r := tw.r
	games := []Game{Magic, QMahjongg, NineDragons, Dominoes, MAC}
	g := games[r.IntN(len(games))]
	n := 2 + r.IntN(3)
	if g == NineDragons {
		n = 4
	}
	h := Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}[:n]}
	switch g {
	case Magic:
		h.Rules.DealerRule = r.IntN(2) == 0
		h.Rules.Ultimate = r.IntN(3) == 0
		if !h.Rules.Ultimate {
			h.Rules.Version = string(rune('A' + r.IntN(7)))
		}
	case NineDragons:
		h.Rules.FalseDeclaration = r.IntN(2) == 0
	case Dominoes, MAC:
		h.Rules.MatchLength = []int{0, 3, 8}[r.IntN(3)]
	}
	h.Rules.Stakes = 1 + r.IntN(3)
	h.Money = Money{Start: 3 + r.IntN(10), Bills: []int{1}}
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
		return Append(p, func(st State) (*HandRecord, error) {
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
func (tw *memoTwin) record(kind int) func(st State) *HandRecord {
	r, ps := tw.r, tw.h.Players
	who, other := r.IntN(len(ps)), r.IntN(len(ps))
	amount := 1 + r.IntN(6)
	scores := map[string]int{}
	for _, p := range ps {
		scores[p] = r.IntN(12)
	}
	return func(st State) *HandRecord {
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
			return &HandRecord{Kind: Win, Scores: maps.Clone(scores)}
		case kind == 2 && tw.h.Game == Magic:
			return &HandRecord{Kind: Tie}
		case kind == 2:
			return &HandRecord{Kind: Dead}
		case kind == 3:
			m := pay(who)
			for p := range m {
				m[p] = -m[p]
			}
			return &HandRecord{Kind: Penalty, Inputs: &Inputs{Offender: ps[who]}, Transfers: m}
		case kind == 4 && who != other:
			return &HandRecord{Kind: Adjustment, Transfers: map[string]int{ps[who]: amount, ps[other]: -amount}, Note: "loan"}
		}
		return &HandRecord{Kind: Win, Inputs: &Inputs{Winner: ps[who]}, Transfers: pay(who)}
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
	if w.Plan != l.plan || !maps.Equal(trueOnly(w.Below), trueOnly(l.rp.below)) {
		tw.t.Errorf("step %d: the memo keeps plan %+v, below zero %v; a full read works out %+v, %v", step, w.Plan, w.Below, l.plan, l.rp.below)
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
func problemsText(ps Problems) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, "%+v\n", *p)
	}
	return b.String()
}
