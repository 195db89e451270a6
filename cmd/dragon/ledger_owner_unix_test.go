//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLedgerNotYoursIsLeftAlone runs dragon as another user (uid 65534,
// nobody) on a ledger it may not write: one owned by root, mode 0644, in a
// directory anyone may write, and one in a directory it may not write.
// Each add is refused in one line with exit 1 and the file is left byte
// for byte as it was. (The rename of a record once replaced a ledger its
// writer had no right to, since only the directory's mode counts for a
// rename.) It needs root, to run dragon as someone else.
func TestLedgerNotYoursIsLeftAlone(t *testing.T) {
	// Not parallel: it writes a copy of dragon, which a process forked
	// meanwhile by a parallel test would hold open ("text file busy").
	top, nobodys := dragonForNobody(t)
	for _, tc := range []struct {
		name    string
		dirMode os.FileMode
		want    string
	}{
		{"file_of_another_user", 0o777, "you may not write this ledger"},
		{"directory_not_writable", 0o755, "the directory"},
		{"sticky_directory", os.ModeSticky | 0o777, "only a file's owner may replace it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(top, tc.name)
			path := filepath.Join(dir, "l.yaml")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(nobodys, "ledger", "new", path, "--game", "magic", "--players", "Ann,Bo").CombinedOutput(); err != nil {
				t.Fatalf("new: %v\n%s", err, out)
			}
			for d, m := range map[string]os.FileMode{filepath.Dir(top): 0o755, top: 0o755, dir: tc.dirMode} {
				if err := os.Chmod(d, m); err != nil {
					t.Fatal(err)
				}
			}
			switch tc.name {
			case "directory_not_writable":
				os.Chown(path, 65534, 65534) // the file is his, the directory not
			case "sticky_directory":
				os.Chmod(path, 0o666) // anyone may write it, only root replace it
			}
			before, _ := os.ReadFile(path)
			c := asNobody(t, nobodys, filepath.Join(top, "cache-"+tc.name), "ledger", "add", path, "--tie")
			var stderr bytes.Buffer
			c.Stderr = &stderr
			err := c.Run()
			if code := c.ProcessState.ExitCode(); code != 1 {
				t.Errorf("exit %d (%v); want 1", code, err)
			}
			if msg := strings.TrimSuffix(stderr.String(), "\n"); strings.Contains(msg, "\n") || !strings.Contains(msg, tc.want) {
				t.Errorf("stderr %q; want one line saying %q", msg, tc.want)
			}
			if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
				t.Errorf("the ledger changed:\n%s", after)
			}
		})
	}
}
