//go:build unix

package yamlfile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadFileRefusesWhatIsNoFile: a named pipe, a directory, a device
// (through a link, as /dev/zero) and a file larger than the cap are refused
// in one line naming the path, before anything is read: a pipe with no
// writer does not hang the read, a device does not run it without end.
func TestReadFileRefusesWhatIsNoFile(t *testing.T) {
	dir := t.TempDir()
	at := func(name string) string { return filepath.Join(dir, name) }
	if err := syscall.Mkfifo(at("pipe.yaml"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", at("zero.yaml")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(at("rules.d"), 0o755); err != nil {
		t.Fatal(err)
	}
	huge, err := os.Create(at("huge.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// Sparse: as large as a file can say it is, on no disk space.
	if err := huge.Truncate(700 << 20); err != nil {
		t.Fatal(err)
	}
	huge.Close()
	for name, want := range map[string]string{
		"pipe.yaml": "pipe.yaml is a named pipe, not a ruleset file; give the path of a ruleset file",
		"zero.yaml": "zero.yaml (a link to /dev/zero) is a device, not a ruleset file; give the path of a ruleset file",
		"rules.d":   "rules.d is a directory, not a ruleset file; give the path of a ruleset file",
		"huge.yaml": "huge.yaml is larger than 4 KB, far larger than any ruleset; give the path of a ruleset file",
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadFile(at(name), "ruleset", 4<<10)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || err.Error() != at(want) {
				t.Errorf("%s: %v; want %s", name, err, at(want))
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the read has not returned in 10 s: it waits on the file", name)
		}
	}
}

// TestReadFileReadsUpToTheCap: a file of the cap is read whole; one byte
// more is refused; a missing file is left to the caller to word.
func TestReadFileReadsUpToTheCap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ours.yaml")
	full := strings.Repeat("#", 4<<10)
	if err := os.WriteFile(path, []byte(full), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(path, "ruleset", 4<<10); err != nil || string(data) != full {
		t.Errorf("a file of the cap: %d bytes, %v", len(data), err)
	}
	if err := os.WriteFile(path, []byte(full+"#"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(path, "ruleset", 4<<10); err == nil || !strings.Contains(err.Error(), "is larger than 4 KB") {
		t.Errorf("a byte over the cap: %v", err)
	}
	if _, err := ReadFile(filepath.Join(filepath.Dir(path), "none.yaml"), "ruleset", 4<<10); !os.IsNotExist(err) {
		t.Errorf("a missing file: %v, want the error of package os", err)
	}
}
