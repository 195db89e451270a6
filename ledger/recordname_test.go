package ledger

import (
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestRecordNamesAsTheTableCounts: a record is named by the game's word
// for a hand and its number among the hands played, the record's number
// beside it when the two differ; a void by the record it voids, named as
// it was counted when it was made; a record that is no hand by its number.
func TestRecordNamesAsTheTableCounts(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	tie := &books.HandRecord{Kind: books.Tie}
	for _, add := range []func() (*Appended, error){
		func() (*Appended, error) { return s.addRecord(tie) },                 // 1: game 1
		func() (*Appended, error) { return Undo(s.path, s.clock.next(), "") }, // 2: void of game 1
		func() (*Appended, error) { return s.addRecord(tie) },                 // 3: game 1 again
		func() (*Appended, error) { return s.addRecord(tie) },                 // 4: game 2
		func() (*Appended, error) { return Undo(s.path, s.clock.next(), "") }, // 5: void of game 2
	} {
		if _, err := add(); err != nil {
			t.Fatal(err)
		}
	}
	l := s.load()
	for number, want := range map[int]string{1: "game 1", 2: "record 2", 3: "game 1 (record 3)", 4: "game 2 (record 4)", 9: "record 9"} {
		if got := l.RecordName(number); got != want {
			t.Errorf("record %d is named %q, want %q", number, got, want)
		}
	}
	if got := books.VoidOf(l.Steps(), l.Steps()[4].Record.Voids); got != "void of game 2 (record 4)" {
		t.Errorf("the last void is worded %q", got)
	}
}
