package ledger

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// rename is the record giving player from the name to.
func rename(from, to string) *books.HandRecord {
	return &books.HandRecord{Kind: books.Rename, From: from, To: to}
}

// TestRenameThenRecordThenUndo: after a rename the new name is the only
// one: his money follows him, a record names him so and no longer by the
// old name; the records before it still read; an undo of the rename gives
// him back his old name and his money under it.
func TestRenameThenRecordThenUndo(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bobb", "Cy"}, Rules: books.Rules{Version: "C"}})
	s.mustAdd(books.Win, "Bobb", "Bobb=+4,Ann=-2,Cy=-2")
	a, err := s.addRecord(rename("Bobb", "Bob"))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.After.Header.Players; strings.Join(got, ",") != "Ann,Bob,Cy" {
		t.Fatalf("players after the rename: %v", got)
	}
	if a.After.Balances["Bob"] != 84 || a.After.RoleHolder != "Bob" {
		t.Errorf("after the rename Bob has %d and %s deals; want 84, Bob (his money and his deal follow him)", a.After.Balances["Bob"], a.After.RoleHolder)
	}
	if _, err := s.add(books.Win, "Bobb", "Bobb=+2,Ann=-2"); err == nil || !strings.Contains(err.Error(), `"Bobb" is not a player`) {
		t.Errorf("a record naming the old name after the rename: %v", err)
	}
	s.mustAdd(books.Win, "Bob", "Bob=+2,Ann=-1,Cy=-1")
	st := s.load().State()
	if st.Balances["Bob"] != 86 || st.Balances["Ann"] != 77 || len(st.Balances) != 3 {
		t.Errorf("balances read back: %v; want Bob 86, Ann 77, Cy 77", st.Balances)
	}
	undo := func() {
		t.Helper()
		if _, err := Undo(s.path, s.clock.next(), ""); err != nil {
			t.Fatal(err)
		}
	}
	undo() // the win
	undo() // the rename
	st = s.load().State()
	if st.Balances["Bobb"] != 84 || strings.Join(st.Header.Players, ",") != "Ann,Bobb,Cy" {
		t.Errorf("after undoing the rename: players %v, balances %v; want Bobb back with 84", st.Header.Players, st.Balances)
	}
	if _, err := s.add(books.Win, "Bob", "Bob=+2,Ann=-2"); err == nil {
		t.Errorf("a record naming Bob after his rename was voided was written")
	}
}

// TestRenameRefusals: the old name is a player's now, the new one passes
// the checks of a new ledger's players and is nobody else's, compared as
// the ledger compares names; a player's name mended in case alone is his.
func TestRenameRefusals(t *testing.T) {
	t.Parallel()
	h := &books.Header{Game: books.Magic, Players: []string{"Ann", "bo", "Cy"}}
	for _, tc := range []struct{ from, to, want string }{
		{"Bob", "Bo", `"Bob" is not a player`},
		{"bo", "Bo,Li", `holds ','`},
		{"bo", "", "the name is empty"},
		{"bo", "bo", `"bo" is already his name`},
		{"bo", "CY", `"CY" is the name of another player, Cy`},
		{"bo", "Zoe\u0301", ""},
		{"bo", "Bo", ""},
	} {
		from, err := h.CheckRename(tc.from, tc.to)
		var ref *books.Refusal
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("rename %s to %s refused: %v", tc.from, tc.to, err)
		case tc.want == "" && from != "bo":
			t.Errorf("rename %s to %s: from %q", tc.from, tc.to, from)
		case tc.want != "" && (!errors.As(err, &ref) || !strings.Contains(ref.Error(), tc.want)):
			t.Errorf("rename %s to %s: %v; want %q", tc.from, tc.to, err, tc.want)
		}
	}
}

// TestRenameInTheFileIsChecked: a rename written by hand is checked as the
// command checks it, at its line, and a rename's fields are its own.
func TestRenameInTheFileIsChecked(t *testing.T) {
	t.Parallel()
	head := "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy]\nrules: {version: C}\nhands:\n"
	for _, tc := range []struct{ rec, want string }{
		{"  - {at: 2026-03-14 20:00, kind: rename, from: Bo, to: Cy}\n", `:6: hand 1: "Cy" is the name of another player, Cy`},
		{"  - {at: 2026-03-14 20:00, kind: rename, from: Bob, to: Bo}\n", `:6: hand 1: "Bob" is not a player`},
		{"  - {at: 2026-03-14 20:00, kind: rename, from: Bo}\n", "a rename names the player (from:) and his new name (to:)"},
		{"  - {at: 2026-03-14 20:00, kind: tie, from: Bo, to: Bob}\n", "only a rename record names from: and to:"},
		{"  - {at: 2026-03-14 20:00, kind: rename, from: Bo, to: Bob, transfers: {Ann: 1, Cy: -1}}\n", "a rename record moves no money"},
		{"  - {at: 2026-03-14 20:00, kind: rename, from: Bo, to: Bob}\n  - {at: 2026-03-14 20:07, kind: adjustment, transfers: {Bo: 1, Cy: -1}}\n", `:7: hand 2: transfers: "Bo" is not a player`},
	} {
		_, ps := Parse("f.yaml", []byte(head+tc.rec))
		if !strings.Contains(ps.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", strings.TrimSpace(tc.rec), ps, tc.want)
		}
	}
	l, ps := Parse("f.yaml", []byte(head+"  - {at: 2026-03-14 20:00, kind: adjustment, transfers: {Bo: 1, Cy: -1}}\n  - {at: 2026-03-14 20:07, kind: rename, from: Bo, to: Bob}\n  - {at: 2026-03-14 20:14, kind: adjustment, transfers: {Bob: 1, Cy: -1}}\n"))
	if len(ps) != 0 || l.State().Balances["Bob"] != 82 || l.State().Balances["Cy"] != 78 {
		t.Errorf("records before and after a rename: %v, balances %v", ps, l.State().Balances)
	}
}

// TestRenameIsWrittenAsItReads: the record a rename appends says from:
// and to: in the file, and reads back the same.
func TestRenameIsWrittenAsItReads(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	if _, err := s.addRecord(rename("Bo", "Bob")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(s.path)
	if !strings.Contains(string(data), "    kind: rename\n    from: Bo\n    to: Bob\n") {
		t.Errorf("the rename as written:\n%s", data)
	}
	l := s.load()
	r := l.Hands[0]
	if said := r.Describe(&l.Header, l.Steps()); r.From != "Bo" || r.To != "Bob" || !strings.HasSuffix(said, ": Bo renamed Bob") {
		t.Errorf("read back: %+v (%s)", r, said)
	}
}

// TestRenameRefusesALookAlike: a rename to a name a table could not tell
// from another player's (a fullwidth letter, a Cyrillic one, an unseen
// mark) is refused as a rename to that player's own name would be.
func TestRenameRefusesALookAlike(t *testing.T) {
	t.Parallel()
	h := &books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}
	for _, to := range []string{"Ａnn", "Аnn", "ann", "Bo\u034f"} {
		if _, err := h.CheckRename("Bo", to); err == nil {
			t.Errorf("Bo renamed %q beside Ann: accepted", to)
		}
	}
	if _, err := h.CheckRename("Bo", "Bob"); err != nil {
		t.Errorf("Bo renamed Bob: %v", err)
	}
}
