package ledger

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// errHeld stands for a system's word that another program has the file
// open (Windows' ERROR_SHARING_VIOLATION).
var errHeld = errors.New("the file is being used by another process")

// heldSystem is this system's lock with a replace refused as in use the
// first times it is tried.
type heldSystem struct {
	lockSystem
	times int
}

func (s *heldSystem) replace(tmp, real string) error {
	if s.times != 0 {
		s.times--
		return &os.LinkError{Op: "rename", Old: tmp, New: real, Err: errHeld}
	}
	return s.lockSystem.replace(tmp, real)
}

func (s *heldSystem) inUse(err error) bool { return errors.Is(err, errHeld) }

// holdFor makes the ledger's replace be refused as in use times times
// (-1: always) for the rest of the test.
func holdFor(t *testing.T, times int) {
	was := system
	system = &heldSystem{lockSystem: was, times: times}
	t.Cleanup(func() { system = was })
}

// TestReplaceWaitsForAProgramThatHasTheLedgerOpen: a write whose replace
// is refused while another program has the ledger open tries again, and
// writes once it is let go.
func TestReplaceWaitsForAProgramThatHasTheLedgerOpen(t *testing.T) {
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	holdFor(t, 5)
	s.mustAdd(books.Dead, "", "")
	if n := len(s.load().Hands); n != 1 {
		t.Errorf("%d hands after the replace was let through, want 1", n)
	}
	if left := system.(*heldSystem).times; left != 0 {
		t.Errorf("the replace was tried %d times fewer than it was refused", left)
	}
}

// TestReplaceGivesUpAndSaysSo: a ledger kept open past replaceWait is
// left as it was, with no new copy beside it; the write says once, after
// a second, that it waits, then why it gave up.
func TestReplaceGivesUpAndSaysSo(t *testing.T) {
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	before := s.read()
	holdFor(t, -1)
	wait := replaceWait
	replaceWait = 1200 * time.Millisecond
	t.Cleanup(func() { replaceWait = wait })
	var told []time.Duration
	InUse = func(file string, left time.Duration) {
		if file != s.path {
			t.Errorf("told of %s, want %s", file, s.path)
		}
		told = append(told, left)
	}
	t.Cleanup(func() { InUse = nil })
	_, err := s.add(books.Dead, "", "")
	want := s.path + ": the system refused to replace the ledger for 1s (" + errHeld.Error() + "), so nothing was written: close it in any program that has it open"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v\nwant it to start %q", err, want)
	}
	if len(told) != 1 || told[0] <= 0 || told[0] > 200*time.Millisecond {
		t.Errorf("told %v, want once with at most 0.2 s left", told)
	}
	if after := s.read(); string(after) != string(before) {
		t.Errorf("the ledger changed:\n%s", after)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(s.path), ".*.tmp")); len(left) != 0 {
		t.Errorf("left beside the ledger: %v", left)
	}
}
