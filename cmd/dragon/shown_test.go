package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// hostile is a note a terminal would act on if it were printed as it is:
// a clipboard write, a screen cleared, a title set, text turned around.
const hostile = "paid \x1b]52;c;aGk=\x07 \x1b[2J \x1b]0;owned\x07 \u202eevil"

// actsOnTerminal reports whether out holds what a terminal acts on.
func actsOnTerminal(out string) bool {
	return strings.ContainsAny(out, "\x1b\x07\u202e\u009b")
}

// TestNothingInjectedIntoTheTerminal: a ledger's note and a file's name
// that hold escape sequences and a right-to-left override are shown as
// their escapes by every command that prints them, and by the error line.
func TestNothingInjectedIntoTheTerminal(t *testing.T) {
	t.Parallel()
	dir, cache := t.TempDir(), t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	run := func(args ...string) (string, error) {
		out, err := dragonCmd(t, cache, args...).CombinedOutput()
		return string(out), err
	}
	if out, err := run("ledger", "new", file, "--game", "nine", "--players", "Ann,Bo,Cy,Di"); err != nil {
		t.Fatalf("ledger new: %v\n%s", err, out)
	}
	if out, err := run("ledger", "add", file, "--transfer", "Ann=+6,Bo=-6", "--note", hostile); err != nil || actsOnTerminal(out) {
		t.Fatalf("ledger add: %v\n%q", err, out)
	}
	for _, args := range [][]string{
		{"ledger", "show", file}, {"ledger", "history", file}, {"ledger", "settle", file}, {"ledger", "check", file},
		{"ledger", "report", file, "--format", "text"}, {"ledger", "undo", file, "--note", hostile},
	} {
		out, err := run(args...)
		if err != nil || actsOnTerminal(out) {
			t.Errorf("dragon %s: %v\n%q", strings.Join(args[:2], " "), err, out)
		}
	}
	named := filepath.Join(dir, "\x1b]0;owned\x07\u202e.yaml")
	out, err := run("ledger", "show", named)
	if _, failed := err.(*exec.ExitError); !failed || actsOnTerminal(out) || !strings.Contains(out, `\x1b]0;owned\x07\u202e.yaml`) {
		t.Errorf("a file named with escapes: %v\n%q", err, out)
	}
}
