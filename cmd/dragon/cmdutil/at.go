package cmdutil

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// At is the --at WHEN flag of every command that writes a record: when
// the hand was played, or the record made. One type owns the flag, its
// check and its messages, so that every command takes and refuses the
// same times alike. Not given, the ledger dates the record now.
type At struct {
	text  string
	given bool
	// what says what is dated: "the hand was played".
	what string
}

// earliestAt is the earliest time --at takes: the ledger dates no record
// before it, and Go's zero time, which the ledger takes for "not given",
// lies before it.
var earliestAt = time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC)

// Add puts --at on fs; what says what it dates ("the hand was played"),
// and needs what the flag needs ("with --record: "), or "".
func (a *At) Add(fs *pflag.FlagSet, needs, what string) {
	a.what = what
	fs.Var(a, "at", needs+"`WHEN` "+what+": '2026-03-14 20:05', or '20:05' today (default: now)")
}

// Set takes the flag's value, refusing it empty: `--at ”` is a slip of
// the shell, not a request for now.
func (a *At) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("it is empty; give when %s, e.g. '2026-03-14 20:05' or '20:05'", a.what)
	}
	a.text, a.given = s, true
	return nil
}

// String returns the value as given, for pflag.
func (a *At) String() string { return a.text }

// Type is "string", as for any string flag.
func (a *At) Type() string { return "string" }

// Given reports whether --at was on the command line.
func (a *At) Given() bool { return a.given }

// Time reads --at: the zero time (now, for the ledger) when it was not
// given.
func (a *At) Time() (time.Time, error) { return a.timeAt(time.Now()) }

// timeAt reads --at with now as the present: a bare HH:MM is that time
// of now's day, in local time.
func (a *At) timeAt(now time.Time) (time.Time, error) {
	if !a.given {
		return time.Time{}, nil
	}
	s := strings.TrimSpace(a.text)
	t, ok := books.ParseTime(s)
	if c, err := time.Parse("15:04", s); !ok && err == nil {
		now = now.In(time.Local)
		t, ok = time.Date(now.Year(), now.Month(), now.Day(), c.Hour(), c.Minute(), 0, 0, time.Local), true
	}
	switch {
	case !ok:
		return time.Time{}, fmt.Errorf("--at %s is not a date and time; write it as 2026-03-14 20:05, 2026-03-14T20:05:00+01:00, or 20:05 for today", words.Quote(a.text))
	case t.Before(earliestAt):
		return time.Time{}, fmt.Errorf("--at %s: the time %s is not when a hand was played; give a time from %d up to now", s, t.Format("2006-01-02 15:04"), earliestAt.Year())
	}
	return t, nil
}

// Error names --at in a ledger's refusal of the time it gave (before the
// record above, or later than tomorrow).
func (a *At) Error(err error) error {
	var te *books.TimeError
	if a.given && errors.As(err, &te) {
		// The time was read, so its text holds no line break but around.
		return fmt.Errorf("--at %s: %v", strings.TrimSpace(a.text), te)
	}
	return err
}
