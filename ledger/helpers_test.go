package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// useCache turns the cache off for the test, or points it at a fresh
// directory, and turns the memo off: what the test reads comes from the
// cache or from the file, as it says (useMemo turns the memo back on).
func useCache(t testing.TB, on bool) {
	t.Helper()
	old, oldMemo := cacheDir, memoOn
	dir := t.TempDir()
	cacheDir = func() string {
		if on {
			return dir
		}
		return ""
	}
	memoOn = func() bool { return false }
	t.Cleanup(func() { cacheDir, memoOn = old, oldMemo })
}

// addGame adds game g, kept by books b, for the test: the games are as
// they were after it.
func addGame(t testing.TB, g books.Game, b books.Books) {
	t.Helper()
	remove, err := books.AddGame(g, b)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
}

// clock hands out times a minute apart, so records are dated like a game.
type clock struct{ t time.Time }

func newClock() *clock {
	return &clock{time.Date(2026, 3, 14, 20, 0, 0, 0, time.FixedZone("CET", 3600))}
}

func (c *clock) next() time.Time {
	c.t = c.t.Add(7 * time.Minute)
	return c.t
}

// session is a ledger file under test.
type session struct {
	t     *testing.T
	path  string
	clock *clock
}

func newSession(t *testing.T, h books.Header) *session {
	t.Helper()
	s := &session{t: t, path: filepath.Join(t.TempDir(), "session.yaml"), clock: newClock()}
	if err := Create(s.path, h); err != nil {
		t.Fatalf("Create: %v", err)
	}
	return s
}

// amounts reads "Ann=+12,Bo=-12".
func amounts(s string) map[string]int {
	if s == "" {
		return nil
	}
	m := map[string]int{}
	for _, part := range strings.Split(s, ",") {
		name, v, _ := strings.Cut(part, "=")
		n := 0
		sign := 1
		v = strings.TrimPrefix(v, "+")
		if strings.HasPrefix(v, "-") {
			sign, v = -1, v[1:]
		}
		for _, c := range v {
			n = n*10 + int(c-'0')
		}
		m[name] = sign * n
	}
	return m
}

func (s *session) add(kind books.Kind, winner, transfers string) (*Appended, error) {
	return Append(s.path, func(st books.State) (*books.HandRecord, error) {
		r := &books.HandRecord{Kind: kind, At: s.clock.next(), Transfers: amounts(transfers)}
		if winner != "" {
			r.Inputs = &books.Inputs{Winner: winner}
		}
		return r, nil
	})
}

func (s *session) mustAdd(kind books.Kind, winner, transfers string) *Appended {
	s.t.Helper()
	a, err := s.add(kind, winner, transfers)
	if err != nil {
		s.t.Fatalf("adding %s %s %s: %v", kind, winner, transfers, err)
	}
	return a
}

func (s *session) load() *Ledger {
	s.t.Helper()
	l, err := Load(s.path)
	if err != nil {
		s.t.Fatalf("Load: %v", err)
	}
	return l
}

func (s *session) read() []byte {
	s.t.Helper()
	b, err := os.ReadFile(s.path)
	if err != nil {
		s.t.Fatal(err)
	}
	return b
}

// addRecord appends r as it is (its time filled in).
func (s *session) addRecord(r *books.HandRecord) (*Appended, error) {
	return Append(s.path, func(st books.State) (*books.HandRecord, error) {
		c := *r
		c.At = s.clock.next()
		return &c, nil
	})
}

// win is a won hand with explicit transfers.
func win(winner, transfers string) *books.HandRecord {
	return &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: winner}, Transfers: amounts(transfers)}
}

// scores is a Dancing Dragons or MAC I hand.
func scores(s string) *books.HandRecord {
	return &books.HandRecord{Kind: books.Win, Scores: amounts(s)}
}
