package books

import (
	"fmt"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
)

// ParseTime reads a record's date and time: RFC 3339 (as written by
// dragon), or a shorter local form such as 2026-03-14 20:05.
func ParseTime(s string) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, true
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// FormatTime writes a record's date and time as the file keeps it.
func FormatTime(t time.Time) string { return t.Format(time.RFC3339) }

// earliest is the earliest time a record may be dated: nobody records a
// game played before it.
var earliest = time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC)

// playable reports whether a hand could have been played at time at:
// from 1900 up to a day after now (a clock a day ahead is not a slip of
// the year).
func playable(at, now time.Time) bool {
	return !at.Before(earliest) && !at.After(now.Add(24*time.Hour))
}

// TimeError is the error for a record dated when no hand was played: long
// ago, later than tomorrow, or before the record above it.
type TimeError struct{ Msg string }

// Error says what is wrong with the time and what would be right.
func (e *TimeError) Error() string { return e.Msg }

// inOrder checks the time of a new record: not before the record before
// it, and neither long ago nor later than tomorrow (a slip of the year).
func inOrder(at time.Time, before State, now time.Time) error {
	switch {
	case !playable(at, now):
		return &TimeError{fmt.Sprintf("the time %s is not when a hand was played; give a time from %s up to now", formatWhen(at), earliest.Format("2006"))}
	case at.Before(before.LastAt):
		return &TimeError{fmt.Sprintf("the time %s is before hand %d (%s), and records are kept in the order played; give a later time (or none, for now)", formatWhen(at), before.Records, formatWhen(before.LastAt))}
	}
	return nil
}

// ahead is how far after now a time given for a record may lie: a clock
// a few minutes fast, never a hand not yet played. A record dated later
// would date every record after it later still (see stamp).
const ahead = 5 * time.Minute

// notAhead refuses a time given for a record that lies more than ahead
// after now.
func notAhead(at, now time.Time) error {
	if d := at.Sub(now); d > ahead {
		return &TimeError{fmt.Sprintf("the time %s is %s from now, and a hand is recorded once played; give a time up to now (at most %d minutes ahead, for a clock that is fast)", formatWhen(at), howLong(d), int(ahead.Minutes()))}
	}
	return nil
}

// Stuck is the error of 'ledger check' for the last record of l, data's,
// when it is dated more than ahead after now: a record after it would be
// dated before it, so every write refuses (see stamp) and check fails as
// they do. Reading the ledger only warns (see replay).
func (l *Book) Stuck(data []byte, now time.Time) Problems {
	if len(l.Hands) == 0 {
		return nil
	}
	r := l.Hands[len(l.Hands)-1]
	if r.At.Sub(now) <= ahead {
		return nil
	}
	ps := &Found{File: l.File}
	ps.At(r.Lines.At, "correct its date",
		"hand %d, the last record, is dated %s, %s, so every record after it would be dated before it: dragon refuses every write to this ledger", r.Number, formatWhen(r.At), fromNow(r.At, now))
	return ps.Finish(data)
}

// fromNow says how far after now a time lies: "20 hours from now", or
// "later than tomorrow" for a slip of the year.
func fromNow(at, now time.Time) string {
	if !playable(at, now) {
		return "later than tomorrow"
	}
	return howLong(at.Sub(now)) + " from now"
}

// howLong says a span in the unit a person counts it in, rounded: 7
// minutes, 20 hours, 3 days.
func howLong(d time.Duration) string {
	unit, name := time.Minute, "minute"
	switch {
	case d >= 48*time.Hour:
		unit, name = 24*time.Hour, "day"
	case d >= 2*time.Hour:
		unit, name = time.Hour, "hour"
	}
	return words.Plural(int((d+unit/2)/unit), name)
}

// formatWhen writes a record's time for a message: 2026-03-14 20:05.
func formatWhen(t time.Time) string { return t.Format("2006-01-02 15:04") }

// Stamp numbers record r, the next after state before, dates it (now, when
// it has no time), spells its players as the header does, and writes into
// a hand the dealer (banker, East) it is played under, so that a reader
// sees it and check can tell a record missing above.
func (l *Book) Stamp(r *HandRecord, before State) error {
	r.Number = before.Records + 1
	r.Line = 0
	now := time.Now()
	given := !r.At.IsZero()
	if !given {
		// Now, unless the record above is dated later (a clock a minute
		// ahead on another machine): a time nobody gave is never refused.
		r.At = now
		if r.At.Before(before.LastAt) {
			if before.LastAt.Sub(now) > ahead {
				return &TimeError{fmt.Sprintf("the record above is dated %s, %s, and no record is dated before the one above it; correct its date ('dragon ledger check %s' shows where)", formatWhen(before.LastAt), fromNow(before.LastAt, now), l.File)}
			}
			r.At = before.LastAt
		}
	}
	r.At = r.At.Truncate(time.Second)
	if err := inOrder(r.At, before, now); err != nil {
		return err
	}
	if given {
		if err := notAhead(r.At, now); err != nil {
			return err
		}
	}
	if err := before.Header.spell(r); err != nil {
		return err
	}
	if r.Kind == Adjustment && movesNothing(r.Transfers) && movesNothing(r.Scores) && (r.Transfers != nil || r.Scores != nil) {
		return words.NewError("ledger", "the adjustment moves nothing (every amount is 0), so nothing was written; give what it changes")
	}
	if l.Header.Game.roleField(r.Kind) != nil {
		if r.Inputs == nil {
			r.Inputs = &Inputs{}
		}
		if r.Inputs.RoleHolder == "" {
			r.Inputs.RoleHolder = before.RoleHolder
		}
	}
	return r.text(l.Header.Game)
}
