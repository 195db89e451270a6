//go:build unix

package ledger

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestFileMessages: what is not a ledger file is refused at once with one
// line that names it as typed and says what would be right.
func TestFileMessages(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.yaml")
	if f, err := os.Create(huge); err != nil || f.Truncate(int64(maxLedgerSize)+1) != nil || f.Close() != nil {
		t.Fatal("cannot make a large file")
	}
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero is a device, not a ledger file; give the path of a ledger file"},
		{fifo, fifo + " is a named pipe, not a ledger file"},
		{dir, dir + " is a directory, not a ledger file"},
		{huge, huge + " is larger than 8 MB, more than a ledger holds (some 25,000 hands), and would take too long to read; keep each season in a ledger of its own ('dragon ledger new')"},
		{filepath.Join(dir, "nodir", "x.yaml"), filepath.Join(dir, "nodir", "x.yaml") + ": there is no directory " + filepath.Join(dir, "nodir") + "; create it first"},
		{filepath.Join(dir, "x.yaml"), filepath.Join(dir, "x.yaml") + ": no such ledger (start one with 'dragon ledger new " + filepath.Join(dir, "x.yaml") + "')"},
		{"", "a ledger needs a file name, such as thursday.yaml"},
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, lerr := Load(tc.path)
			_, cerr := ReadCurrent(tc.path)
			_, aerr := Append(tc.path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil })
			_, kerr := Check(tc.path, nil)
			for _, err := range []error{lerr, cerr, aerr, kerr} {
				if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
					t.Errorf("reading %q: %v; want %q", tc.path, err, tc.want)
				}
			}
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("reading %q did not return", tc.path)
		}
	}
}

// TestEarlierLockNotOpenable: an earlier dragon's lock file this user
// cannot open (a socket here; another's, made under umask 077, alike)
// does not stop a write, which no earlier dragon of his could hold.
func TestEarlierLockNotOpenable(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	l, err := net.Listen("unix", earlierLock(s.path))
	if err != nil {
		t.Skip("no unix socket here:", err)
	}
	defer l.Close()
	s.mustAdd(books.Dead, "", "")
}
