package ledger

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestZeroTimeWarned: a time edited by hand to the zero date (0001-01-01,
// Go's zero time) is no time a hand was played: check warns, as for any
// year before 1900.
func TestZeroTimeWarned(t *testing.T) {
	t.Parallel()
	for _, zero := range []string{"0001-01-01T00:00:00Z", "0001-01-01 00:00"} {
		src := strings.Replace(goodLedger, "at: 2026-03-14 20:20", "at: "+zero, 1)
		_, ps := Parse("z.yaml", []byte(src))
		found := false
		for _, p := range ps {
			found = found || (p.Line == 25 && p.Severity == books.Warning && strings.Contains(p.Msg, "hand 2 is dated 0001-01-01 00:00, when no hand was played"))
		}
		if !found || len(ps.Errors()) > 0 {
			t.Errorf("at: %s: %v", zero, ps)
		}
	}
}

// TestFirstRecordBeforeAnyTime: a first record dated before Go's zero
// time (0000-01-01) is warned as a date nobody played on, once, and not
// as dated before a hand 0 that does not exist.
func TestFirstRecordBeforeAnyTime(t *testing.T) {
	t.Parallel()
	src := strings.Replace(goodLedger, "at: 2026-03-14T20:05:00+01:00", "at: 0000-01-01 00:00", 1)
	_, ps := Parse("z.yaml", []byte(src))
	var dated []string
	for _, p := range ps {
		if strings.Contains(p.Msg, "hand 1 is dated") {
			dated = append(dated, p.Msg)
		}
	}
	if len(dated) != 1 || !strings.Contains(dated[0], "when no hand was played") || len(ps.Errors()) > 0 {
		t.Errorf("warnings of hand 1: %q; all: %v", dated, ps)
	}
}

// TestNotesReadBackAsTyped: a note is kept exactly as typed, whatever its
// text: line breaks (leading ones too), tabs, quotes, YAML's own signs.
func TestNotesReadBackAsTyped(t *testing.T) {
	useCache(t, false)
	pieces := []string{"a", "Zoé", " ", "\n", "\r\n", "\t", "#", ": ", "- ", "'", `"`, "|", ">", "\u2028", "\u0085", "\u00a0",
		"%", "@", "`", "{", "[", "*", "&", "!", "?", `\`, "...", "---", "0", "true", "~", "null", "\x01"}
	rng := rand.New(rand.NewPCG(20, 4))
	h := &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}
	h.DefaultRules()
	at := time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for range 1 + rng.IntN(6) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		note := b.String()
		r := &books.HandRecord{Kind: books.Tie, At: at, Number: 1, Note: note}
		if _, back, err := readBack(h, r, ""); err != nil || back.Note != note {
			t.Fatalf("note %q: %v", note, err)
		}
	}
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}})
	s.mustAddNote("\nx")
	if got := s.load().Hands[0].Note; got != "\nx" {
		t.Errorf("the note reads back %q", got)
	}
}

// mustAddNote records a tie with note.
func (s *session) mustAddNote(note string) {
	s.t.Helper()
	if _, err := s.addRecord(&books.HandRecord{Kind: books.Tie, Note: note}); err != nil {
		s.t.Fatalf("a tie with the note %q: %v", note, err)
	}
}

// TestAdjustmentMovesSomething: an adjustment whose every amount is 0
// would record nothing: it is refused, and nothing is written.
func TestAdjustmentMovesSomething(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}})
	before := s.read()
	for _, r := range []*books.HandRecord{
		{Kind: books.Adjustment, Transfers: amounts("Ann=0,Bo=0")},
		{Kind: books.Adjustment, Transfers: amounts("Ann=0")},
	} {
		if _, err := s.addRecord(r); err == nil || !strings.Contains(err.Error(), "the adjustment moves nothing") {
			t.Errorf("%v: %v", r.Transfers, err)
		}
	}
	if string(s.read()) != string(before) {
		t.Errorf("a refused adjustment was written")
	}
	s.mustAdd(books.Adjustment, "", "Ann=+1,Bo=-1")
}
