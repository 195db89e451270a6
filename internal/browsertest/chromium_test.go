package browsertest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestHeadlessShellFirst: with Chromium and its headless shell both on
// PATH the shell is started; with Chromium alone, Chromium; with
// neither, the test is told there is none.
func TestHeadlessShellFirst(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a program found on PATH on Windows is an .exe; this one is a shell script")
	}
	dir := t.TempDir()
	t.Setenv("PATH", dir)
	if _, err := chromium(); err != errNoChromium {
		t.Errorf("with no browser on PATH: %v, want %v", err, errNoChromium)
	}
	for _, name := range []string{"chromium", "chromium-headless-shell"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		got, err := chromium()
		if want := filepath.Join(dir, name); got != want || err != nil {
			t.Errorf("with %s added to PATH: %q (%v), want %q", name, got, err, want)
		}
	}
}
