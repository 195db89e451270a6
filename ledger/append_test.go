package ledger

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func appendTie(t *testing.T, path string) *Appended {
	t.Helper()
	a, err := Append(path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Tie, At: time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC), Note: "# not a comment: a note"}, nil
	})
	if err != nil {
		t.Fatalf("Append: %v", err)
	}
	return a
}

// TestAppendKeepsEveryByte: a record is added after the bytes a person
// wrote, whatever their spacing, comments and line ends, and the file keeps
// its mode.
func TestAppendKeepsEveryByte(t *testing.T) {
	useCache(t, false)
	// The same ledger with its records indented by two more spaces.
	head, body, _ := strings.Cut(goodLedger, "hands:\n")
	odd := head + "hands:\n" + strings.ReplaceAll("  "+strings.TrimSuffix(body, "\n"), "\n", "\n  ") + "\n"
	for name, src := range map[string]string{
		"as written":        goodLedger,
		"trailing comments": goodLedger + "\n# the end of Thursday\n\n",
		"four-space items":  odd,
		"CRLF":              strings.ReplaceAll(goodLedger, "\n", "\r\n"),
		"no hands yet":      goodLedger[:strings.Index(goodLedger, "hands:")] + "hands:   # none yet\n",
	} {
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			if _, ps := Parse("x", []byte(src)); len(ps) > 0 {
				t.Fatalf("the test ledger has problems: %v", ps)
			}
			path := writeFile(t, "l.yaml", src)
			a := appendTie(t, path)
			got, _ := os.ReadFile(path)
			if !bytes.HasPrefix(got, []byte(src)) {
				t.Fatalf("the bytes written before changed:\n%s", got)
			}
			l, ps := Parse(path, got)
			if len(ps) > 0 {
				t.Fatalf("after the append: %v\n%s", ps, got)
			}
			last := l.Hands[len(l.Hands)-1]
			if last.Kind != books.Tie || last.Note != "# not a comment: a note" || last.Number != a.Record.Number || last.Inputs.RoleHolder != a.Before.RoleHolder {
				t.Errorf("the last record reads %+v", last)
			}
			if name == "CRLF" && bytes.Count(got, []byte("\n")) != bytes.Count(got, []byte("\r\n")) {
				t.Errorf("CRLF file got bare line feeds:\n%q", got)
			}
			if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
				t.Errorf("mode %v; want 0600 kept", fi.Mode().Perm())
			}
		})
	}
}

// TestAppendThroughNodes: when hands: is not the last field, or is written
// as a flow list, the record is added to the document's nodes and the
// document written from them: comments and order survive.
func TestAppendThroughNodes(t *testing.T) {
	useCache(t, false)
	handsFirst := "version: 1\ngame: magic\nplayers: [Ann, Bo]\n# the hands\nhands:\n  - at: 2026-03-14 20:00\n    kind: tie # ran out\n# money last\nmoney: {start: 80} # eighty each\n"
	flow := "version: 1\ngame: qmahjongg # Q\nplayers: [Ann, Bo]\nhands: []   # none yet\n"
	for name, src := range map[string]string{"hands not last": handsFirst, "flow list": flow} {
		t.Run(strings.ReplaceAll(name, " ", "_"), func(t *testing.T) {
			path := writeFile(t, "l.yaml", src)
			_, err := Append(path, func(st books.State) (*books.HandRecord, error) {
				return &books.HandRecord{Kind: books.Adjustment, Transfers: map[string]int{"Ann": 1, "Bo": -1}, Note: "lent"}, nil
			})
			if err != nil {
				t.Fatal(err)
			}
			got, _ := os.ReadFile(path)
			l, ps := Parse(path, got)
			if len(ps) > 0 {
				t.Fatalf("after the append: %v\n%s", ps, got)
			}
			for _, c := range []string{"# the hands", "# ran out", "# money last", "# eighty each", "# Q", "# none yet"} {
				if strings.Contains(src, c) && !strings.Contains(string(got), c) {
					t.Errorf("comment %q lost:\n%s", c, got)
				}
			}
			if last := l.Hands[len(l.Hands)-1]; last.Kind != books.Adjustment || last.Transfers["Ann"] != 1 {
				t.Errorf("last record %+v", last)
			}
			// And the next append still works.
			if _, err := Append(path, func(st books.State) (*books.HandRecord, error) {
				return &books.HandRecord{Kind: books.Adjustment, Transfers: map[string]int{"Ann": -1, "Bo": 1}}, nil
			}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestAppendRefusesBadRecords: a record that does not add up, names a
// stranger, has a winner who pays or comes after the end is refused, and nothing is written.
func TestAppendRefusesBadRecords(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}})
	before := s.read()
	for _, tt := range []struct {
		rec *books.HandRecord
		msg string
	}{
		{win("Ann", "Ann=+2,Bo=-1"), "hand 1: the transfers add up to +1"},
		{win("Zed", "Ann=+1,Bo=-1"), `"Zed" is not a player`},
		{win("Ann", "Ann=+1,Zed=-1"), `"Zed" is not a player`},
		{win("Bo", "Ann=+5,Bo=-5"), "hand 1: the winner Bo gains nothing (-5); a winner is paid"},
		{&books.HandRecord{Kind: books.Dead}, "no dead records"},
		{&books.HandRecord{Kind: books.Win, Transfers: amounts("Ann=+1,Bo=-1")}, "a win names its winner"},
		{&books.HandRecord{Kind: books.Tie, Inputs: &books.Inputs{RoleHolder: "Bo"}}, "dealer is Bo, but the rotation gives Ann"},
		{&books.HandRecord{Kind: books.Void}, "a void is recorded with Undo"},
		{&books.HandRecord{Kind: books.Tie, Note: "bad\xffbyte"}, "the note is not text"},
	} {
		_, err := s.addRecord(tt.rec)
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%+v: %v; want %q", tt.rec, err, tt.msg)
		}
	}
	if _, err := Undo(s.path, time.Time{}, ""); err == nil || !strings.Contains(err.Error(), "no hand to undo") {
		t.Errorf("Undo of an empty ledger: %v", err)
	}
	if !bytes.Equal(before, s.read()) {
		t.Errorf("a refused record changed the file")
	}
}

// TestAppendScoredWin records a win the way Magic Dragon scoring will:
// every input, empty lists as the caller may leave them.
func TestAppendScoredWin(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{DealerRule: true}})
	a, err := Append(s.path, func(st books.State) (*books.HandRecord, error) {
		if st.Version != "C" || st.RoleHolder != "Ann" || !st.Header.Rules.DealerRule {
			t.Errorf("build called with %+v", st)
		}
		return &books.HandRecord{Kind: books.Win, Transfers: map[string]int{"Ann": -8, "Bo": +12, "Cy": -4},
			Inputs: &books.Inputs{Winner: "Bo", Hand: "(1C, 2C, 3C) [333D] 456S 789P 44P", DiscardBy: "Cy",
				Losers: []books.NamedHand{{Name: "Cy", Hand: "123C 456S 789D 11P 2C 3C 5C"}, {Name: "Ann", Hand: "[111S] 234D 9C 9D 9S 1P"}}}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if a.Record.Inputs.RoleHolder != "Ann" || a.After.RoleHolder != "Bo" {
		t.Errorf("dealer written %q, next %q; want Ann, Bo", a.Record.Inputs.RoleHolder, a.After.RoleHolder)
	}
	got := s.load().Hands[0].Inputs
	want := &books.Inputs{Winner: "Bo", Hand: "(1C, 2C, 3C) [333D] 456S 789P 44P", DiscardBy: "Cy", RoleHolder: "Ann",
		Losers: []books.NamedHand{{Name: "Cy", Hand: "123C 456S 789D 11P 2C 3C 5C"}, {Name: "Ann", Hand: "[111S] 234D 9C 9D 9S 1P"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v; want %+v", got, want)
	}
	if _, err := Append(s.path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Tie, Inputs: &books.Inputs{Losers: []books.NamedHand{}}}, nil
	}); err != nil {
		t.Errorf("a tie with an empty list of losers: %v", err)
	}
	if _, err := Append(s.path, func(st books.State) (*books.HandRecord, error) {
		return nil, fmt.Errorf("the hand does not split")
	}); err == nil || err.Error() != "the hand does not split" {
		t.Errorf("a build that gives up: %v", err)
	}
}

// TestCacheAgreesWithFullRead: after every record of a random session, the
// state taken from the cache is the state worked out from every record, and
// an edit by hand is seen.
func TestCacheAgreesWithFullRead(t *testing.T) {
	useCache(t, true)
	rng := rand.New(rand.NewPCG(5, 5))
	players := []string{"Ann", "Bo", "Cy", "Di"}
	s := newSession(t, books.Header{Game: books.Magic, Players: players, Rules: books.Rules{DealerRule: true}})
	for i := 0; i < 60; i++ {
		switch k := rng.IntN(10); {
		case k < 5:
			w := players[rng.IntN(4)]
			tr := map[string]int{}
			for _, p := range players {
				if p != w {
					v := 1 + rng.IntN(3)
					tr[p] = -v
					tr[w] += v
				}
			}
			if _, err := s.addRecord(&books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: w}, Transfers: tr}); err != nil {
				t.Fatal(err)
			}
		case k < 7:
			s.mustAdd(books.Tie, "", "")
		case k < 8:
			s.mustAdd(books.Adjustment, "", "Ann=+1,Di=-1")
		default:
			if _, err := Undo(s.path, s.clock.next(), ""); err != nil && !strings.Contains(err.Error(), "no hand") {
				t.Fatal(err)
			}
		}
		cur, err := ReadCurrent(s.path)
		if err != nil {
			t.Fatal(err)
		}
		full := s.load().State()
		cur.State.Header, full.Header = nil, nil
		if !reflect.DeepEqual(cur.State, full) {
			t.Fatalf("after record %d the cache says\n%+v\nbut the records say\n%+v", i+1, cur.State, full)
		}
	}
	// Edit the file by hand: the cache must miss. A tie of our own, last,
	// gives the edit a line to change whatever the random session held.
	s.mustAdd(books.Tie, "", "")
	if _, err := ReadCurrent(s.path); err != nil {
		t.Fatal(err)
	}
	data := s.read()
	i := bytes.LastIndex(data, []byte("kind: tie"))
	if i < 0 {
		t.Fatalf("the tie just added is not in the file:\n%s", data)
	}
	edited := slices.Concat(data[:i], []byte("kind: tye"), data[i+len("kind: tie"):])
	os.WriteFile(s.path, edited, 0o644)
	if _, err := ReadCurrent(s.path); err == nil {
		t.Errorf("ReadCurrent after a bad edit: no error")
	}
}

// TestConcurrentAppends: writers in one process, each with its own lock
// handle, lose no record.
func TestConcurrentAppends(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 25; i++ {
				if _, err := Append(s.path, func(st books.State) (*books.HandRecord, error) {
					return &books.HandRecord{Kind: books.Dead, Note: fmt.Sprintf("w%d-%d", w, i)}, nil
				}); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	l := s.load()
	if len(l.Hands) != 100 {
		t.Errorf("%d hands; want 100", len(l.Hands))
	}
}

// TestCreateRefusesToOverwrite: an existing file is never replaced.
func TestCreateRefusesToOverwrite(t *testing.T) {
	t.Parallel()
	path := writeFile(t, "l.yaml", "precious\n")
	err := Create(path, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}})
	if err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("Create over a file: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "precious\n" {
		t.Errorf("the file changed: %q", b)
	}
	for _, h := range []books.Header{
		{Game: "chess", Players: []string{"Ann", "Bo"}},
		{Game: books.Magic, Players: []string{"Ann"}},
		{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy"}},
		{Game: books.Magic, Players: []string{"Ann", "ann"}},
		{Game: books.Magic, Players: []string{"Ann", "B,o"}},
		{Game: books.Magic, Players: []string{"Ann", "Bo"}, Rules: books.Rules{Version: "Z"}},
	} {
		p := filepath.Join(t.TempDir(), "n.yaml")
		if err := Create(p, h); err == nil {
			t.Errorf("Create(%+v): no error", h)
		}
		if _, err := os.Stat(p); err == nil {
			t.Errorf("Create(%+v) left a file", h)
		}
	}
}

// TestAppendBuildOwnsItsState: what the function that builds a record
// changes in the state it is given, its header included, reaches neither
// the file nor the check of the record: the ledger is written and read
// back with its own players, rules and money, through the memo, the cache
// and a full read alike.
func TestAppendBuildOwnsItsState(t *testing.T) {
	for _, how := range []struct {
		name        string
		cache, memo bool
	}{{"full_read", false, false}, {"cache", true, false}, {"memo", true, true}} {
		t.Run(how.name, func(t *testing.T) {
			useCache(t, how.cache)
			useMemo(t, &how.memo)
			path := writeFile(t, "l.yaml", goodLedger)
			if _, err := ReadCurrent(path); err != nil { // the cache and the memo hold it
				t.Fatal(err)
			}
			want, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Append(path, func(st books.State) (*books.HandRecord, error) {
				st.Header.Players[0] = "Zed"
				st.Header.Rules.Stakes = 99
				st.Header.Money.Bills[0] = 7
				st.Balances["Ann"] = 1000
				return &books.HandRecord{Kind: books.Tie, At: time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC)}, nil
			})
			if err != nil {
				t.Fatalf("Append: %v", err)
			}
			got, err := Load(path)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Header, want.Header) {
				t.Errorf("the header is now %+v, want %+v", got.Header, want.Header)
			}
			cur, err := ReadCurrent(path)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(cur.Header, want.Header) || cur.State.Balances["Ann"] != got.State().Balances["Ann"] {
				t.Errorf("read again: header %+v, Ann %d; want %+v, Ann %d", cur.Header, cur.State.Balances["Ann"], want.Header, got.State().Balances["Ann"])
			}
		})
	}
}
