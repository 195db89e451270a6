package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestLockSystem: what the lock asks of this operating system's
// lockSystem, the same of each (flock(2) here, LockFileEx on Windows): a
// lock one open file holds is refused to another until it is closed; the
// ledger, open and locked, is replaced by a new copy; nothing but a
// ledger is opened.
func TestLockSystem(t *testing.T) {
	t.Parallel()
	real := writeFile(t, "l.yaml", "old\n")
	dir := filepath.Dir(real)
	holder, err := system.open(real, real)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if ok, err := system.tryLock(holder); !ok || err != nil {
		t.Fatalf("a free lock: %v, %v", ok, err)
	}
	other, err := system.open(real, real)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if ok, err := system.tryLock(other); ok || err != nil {
		t.Errorf("a lock held by another open file: %v, %v; want refused", ok, err)
	}
	tmp := filepath.Join(dir, "new")
	if err := os.WriteFile(tmp, []byte("new\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := system.replace(tmp, real); err != nil {
		t.Fatalf("replacing the ledger open and locked: %v", err)
	}
	if b, _ := os.ReadFile(real); string(b) != "new\n" {
		t.Errorf("after the replace the ledger holds %q", b)
	}
	holder.Close()
	if ok, err := system.tryLock(other); !ok || err != nil {
		t.Errorf("the lock once its holder closed: %v, %v; want taken", ok, err)
	}
	if _, err := system.open(dir, dir); err == nil || !strings.Contains(err.Error(), "directory") {
		t.Errorf("opening a directory as a ledger: %v", err)
	}
}

// TestNoLockFile: a record leaves nothing beside the ledger.
func TestNoLockFile(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}})
	s.mustAdd(books.Dead, "", "")
	names, err := os.ReadDir(filepath.Dir(s.path))
	if err != nil {
		t.Fatal(err)
	}
	if len(names) != 1 || names[0].Name() != filepath.Base(s.path) {
		t.Errorf("beside the ledger after a record: %v", names)
	}
}
