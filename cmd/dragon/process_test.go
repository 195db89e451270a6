package main

import (
	"os"
	"os/exec"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// dragonCmd runs the dragon on PATH (as released: asReleased) with
// its own cache directory.
func dragonCmd(t testing.TB, cache string, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatalf("dragon is not on PATH: %v", err)
	}
	c := exec.Command(exe, args...)
	c.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache, "TZ=UTC")
	return c
}

// notes returns the notes of the records in force, in order.
func notes(t *testing.T, path string) []string {
	t.Helper()
	l, err := ledger.Load(path)
	if err != nil {
		t.Fatalf("the ledger does not load: %v", err)
	}
	var out []string
	for _, s := range l.Steps() {
		out = append(out, s.Record.Note)
	}
	return out
}
