//go:build unix

package rulesets

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestLoadRefusesWhatIsNoRulesetFile: every loader of a table's own
// ruleset refuses, in one line naming the file, a named pipe (at once: it
// does not wait for a writer), a directory, a link to /dev/zero, a file
// larger than any ruleset (before reading it), a link to nothing and a
// missing file.
func TestLoadRefusesWhatIsNoRulesetFile(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := syscall.Mkfifo("pipe.yaml", 0o644); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"zero.yaml": "/dev/zero", "gone.yaml": "nowhere.yaml"} {
		if err := os.Symlink(to, link); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir("rules.d", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("huge.yaml", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate("huge.yaml", 700<<20); err != nil { // sparse: no disk space taken
		t.Fatal(err)
	}
	loads := map[string]func(string) error{
		"magic":    func(p string) error { _, err := LoadMagicDragon(p); return err },
		"q":        func(p string) error { _, err := LoadQMahjongg(p); return err },
		"dominoes": func(p string) error { _, err := LoadDancingDragons(p); return err },
		"mac":      func(p string) error { _, err := LoadMAC(p); return err },
	}
	for game, load := range loads {
		for file, want := range map[string]string{
			"pipe.yaml": "rulesets: pipe.yaml is a named pipe, not a ruleset file; give the path of a ruleset file",
			"rules.d":   "rulesets: rules.d is a directory, not a ruleset file; give the path of a ruleset file",
			"zero.yaml": "rulesets: zero.yaml (a link to /dev/zero) is a device, not a ruleset file; give the path of a ruleset file",
			"huge.yaml": "rulesets: huge.yaml is larger than 1 MB, far larger than any ruleset; give the path of a ruleset file",
			"gone.yaml": "rulesets: gone.yaml is a link to nowhere.yaml, which is not there; mend the link, or give the path of the ruleset itself",
			"none.yaml": "rulesets: none.yaml: no such ruleset file",
		} {
			done := make(chan error, 1)
			go func() { done <- load(file) }()
			select {
			case err := <-done:
				if err == nil || err.Error() != want {
					t.Errorf("%s --ruleset %s: %v\nwant %s", game, file, err, want)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%s --ruleset %s has not returned in 10 s: it waits on the file", game, file)
			}
		}
	}
}
