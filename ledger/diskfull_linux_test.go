package ledger

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// smallDisk mounts a file system of 64 KB for the test and returns its
// folder; the test is skipped where it cannot be mounted (not root).
func smallDisk(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("only root mounts a small file system to fill")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a small file system: %v: %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	return dir
}

// fill writes into dir until its disk is full.
func fill(t *testing.T, dir string) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	block := make([]byte, 1024)
	for {
		if _, err := f.Write(block); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			return
		}
	}
}

// TestFullDiskLeavesTheLedgerAsItWas: a record that finds the disk full
// says so, and that the ledger was left as it was and nothing written; a
// ledger started on a full disk, that none was started. No copy is left.
func TestFullDiskLeavesTheLedgerAsItWas(t *testing.T) {
	t.Parallel()
	dir := smallDisk(t)
	path := filepath.Join(dir, "l.yaml")
	if err := Create(path, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	fill(t, dir)
	s := &session{t: t, path: path, clock: newClock()}
	_, err := s.add(books.Adjustment, "", "Ann=+1,Bo=-1")
	if err == nil || strings.Contains(err.Error(), "\n") ||
		!strings.Contains(err.Error(), "l.yaml: the disk is full (no space left on device), so nothing was written and the ledger was left as it was; make room") {
		t.Errorf("a record on a full disk: %v", err)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, before) {
		t.Errorf("the ledger changed")
	}
	err = Create(filepath.Join(dir, "new.yaml"), books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	if err == nil || !strings.Contains(err.Error(), "the disk is full (no space left on device), so nothing was written and no ledger was started") {
		t.Errorf("a ledger started on a full disk: %v", err)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "*")); len(names) != 2 {
		t.Errorf("files left: %v", names)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, ".*")); len(names) != 0 {
		t.Errorf("copies left: %v", names)
	}
}
