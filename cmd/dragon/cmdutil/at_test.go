package cmdutil

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestAt: --at takes a date and time, or a time of today; it refuses an
// empty value, a time before 1900 (Go's zero time among them, which the
// ledger would take for "now") and anything else that is not a time.
func TestAt(t *testing.T) {
	now := time.Date(2026, 3, 14, 21, 30, 0, 0, time.Local)
	for _, tc := range []struct {
		in, want, err string
	}{
		{"", "", "it is empty"},
		{"  ", "", "it is empty"},
		{"2026-03-14 20:05", "2026-03-14 20:05", ""},
		{"2026-03-14T20:05:00+01:00", "2026-03-14 20:05", ""},
		{"20:05", "2026-03-14 20:05", ""},
		{" 7:30 ", "2026-03-14 07:30", ""},
		{"25:00", "", `--at "25:00" is not a date and time`},
		{"yesterday", "", `--at "yesterday" is not a date and time; write it as 2026-03-14 20:05, 2026-03-14T20:05:00+01:00, or 20:05 for today`},
		{"0001-01-01 00:00", "", "--at 0001-01-01 00:00: the time 0001-01-01 00:00 is not when a hand was played; give a time from 1900 up to now"},
		{"1899-12-31", "", "--at 1899-12-31: the time 1899-12-31 00:00 is not when a hand was played"},
	} {
		var a At
		if err := a.Set(tc.in); err != nil {
			if tc.err == "" || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Set(%q): %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		got, err := a.timeAt(now)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v, %v; want the error %q", tc.in, got, err, tc.err)
			}
		case err != nil || got.Format("2006-01-02 15:04") != tc.want:
			t.Errorf("%q: %v, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	var none At
	if got, err := none.Time(); !got.IsZero() || err != nil || none.Given() {
		t.Errorf("not given: %v, %v, given %v; want the zero time (now)", got, err, none.Given())
	}
}

// TestAtError: a ledger's refusal of the time names --at as typed;
// other errors, and refusals of a time nobody typed, pass as they are.
func TestAtError(t *testing.T) {
	te := &books.TimeError{Msg: "the time 2026-03-14 20:00 is before hand 2"}
	var a At
	if err := a.Error(te); err != te {
		t.Errorf("not given: %v", err)
	}
	_ = a.Set("2026-03-14 20:00")
	if err := a.Error(te); err == nil || err.Error() != "--at 2026-03-14 20:00: the time 2026-03-14 20:00 is before hand 2" {
		t.Errorf("given: %v", err)
	}
	other := errors.New("other")
	if err := a.Error(other); err != other {
		t.Errorf("another error: %v", err)
	}
}

// FuzzAt: no --at value makes the flag panic; a refusal, by the flag or
// by the ledger's order of records, is one line.
func FuzzAt(f *testing.F) {
	for _, s := range []string{"2026-03-14 20:05", "20:05", "", " \n", "0001-01-01 00:00\n", "\n1899-12-31", "25:61", "2026-03-14T20:05:00+01:00"} {
		f.Add(s)
	}
	now := time.Date(2026, 3, 14, 21, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		a := &At{what: "the hand was played"}
		var err error
		if err = a.Set(s); err == nil {
			if _, err = a.timeAt(now); err == nil {
				err = a.Error(&books.TimeError{Msg: "the time is before hand 2"})
			}
		}
		if err != nil && strings.ContainsAny(err.Error(), "\n\r") {
			t.Fatalf("%q: refused with %q", s, err)
		}
	})
}
