//go:build unix

package ledger

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestCacheEntryNotAFile: a FIFO, a link to /dev/zero or a file larger
// than a ledger put where a cache entry goes is not read (a FIFO would
// hang the command, /dev/zero fill its memory): the ledger is read in
// full, and says where it stands.
func TestCacheEntryNotAFile(t *testing.T) {
	src := "version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands:\n  - at: 2026-03-14 20:00\n    kind: tie\n    inputs: {dealer: Ann}\n"
	for name, put := range map[string]func(entry string) error{
		"fifo":      func(e string) error { return syscall.Mkfifo(e, 0o644) },
		"dev_zero":  func(e string) error { return os.Symlink("/dev/zero", e) },
		"too_large": func(e string) error { return os.WriteFile(e, make([]byte, maxLedgerSize+1), 0o644) },
	} {
		t.Run(name, func(t *testing.T) {
			useCache(t, true)
			path := writeFile(t, "a.yaml", src)
			entry := cachePath(path)
			if err := os.MkdirAll(filepath.Dir(entry), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := put(entry); err != nil {
				t.Skip(err)
			}
			done := make(chan *Current, 1)
			go func() {
				cur, _ := ReadCurrent(path)
				done <- cur
			}()
			select {
			case cur := <-done:
				if cur == nil || cur.State.RoleHolder != "Bo" {
					t.Errorf("read %+v; want Bo dealing next", cur)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("reading the ledger hangs on the entry")
			}
		})
	}
}
