package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadOnlyLedgerIsRefused: a ledger its owner made read-only is not
// replaced by an append or an undo; the refusal is one line and the file
// is as it was.
func TestReadOnlyLedgerIsRefused(t *testing.T) {
	for _, cached := range []bool{false, true} {
		useCache(t, cached)
		path := writeFile(t, "l.yaml", goodLedger)
		ReadCurrent(path)
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		_, aerr := Append(path, func(st State) (*HandRecord, error) { return &HandRecord{Kind: Tie}, nil })
		_, uerr := Undo(path, time.Time{}, "")
		for _, err := range []error{aerr, uerr} {
			if err == nil || !strings.Contains(err.Error(), "read-only") || strings.Contains(err.Error(), "\n") {
				t.Errorf("cache %v: appending to a read-only ledger: %v; want one line saying it is read-only", cached, err)
			}
		}
		fi, _ := os.Stat(path)
		if got, _ := os.ReadFile(path); string(got) != goodLedger || fi.Mode().Perm() != 0o444 {
			t.Errorf("cache %v: the read-only ledger changed (mode %v):\n%s", cached, fi.Mode().Perm(), got)
		}
	}
}

// TestFileMessages: what is not a ledger file is refused at once with one
// line that names it as typed and says what would be right.
func TestFileMessages(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.yaml")
	if f, err := os.Create(huge); err != nil || f.Truncate(maxLedgerSize+1) != nil || f.Close() != nil {
		t.Fatal("cannot make a large file")
	}
	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "/dev/zero is a device, not a ledger file; give the path of a ledger file"},
		{fifo, fifo + " is a named pipe, not a ledger file"},
		{dir, dir + " is a directory, not a ledger file"},
		{huge, huge + " is larger than 64 MB, far larger than any ledger"},
		{filepath.Join(dir, "nodir", "x.yaml"), filepath.Join(dir, "nodir", "x.yaml") + ": there is no directory " + filepath.Join(dir, "nodir") + "; create it first"},
		{filepath.Join(dir, "x.yaml"), filepath.Join(dir, "x.yaml") + ": no such ledger (start one with 'dragon ledger new " + filepath.Join(dir, "x.yaml") + "')"},
		{"", "a ledger needs a file name, such as thursday.yaml"},
	} {
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, lerr := Load(tc.path)
			_, cerr := ReadCurrent(tc.path)
			_, aerr := Append(tc.path, func(st State) (*HandRecord, error) { return &HandRecord{Kind: Tie}, nil })
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

// TestCreateMessages: a new ledger in a directory that does not exist, or
// with no name, is refused naming what is wrong.
func TestCreateMessages(t *testing.T) {
	h := Header{Game: Magic, Players: []string{"Ann", "Bo"}}
	nodir := filepath.Join(t.TempDir(), "nodir", "x.yaml")
	for path, want := range map[string]string{
		nodir: nodir + ": there is no directory " + filepath.Dir(nodir) + "; create it first, or give another path",
		"":    "a ledger needs a file name, such as thursday.yaml",
	} {
		if err := Create(path, h); err == nil || err.Error() != want {
			t.Errorf("Create(%q): %v; want %q", path, err, want)
		}
	}
}
