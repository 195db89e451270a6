package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWrite: a man page and a markdown page for every command, from the
// text of --help.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"man/dragon.1", "man/dragon-magic-score.1", "man/dragon-ledger-new.1", "markdown/dragon_magic_score.md"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("no %s: %v", f, err)
		}
	}
	md, err := os.ReadFile(filepath.Join(dir, "markdown", "dragon_magic_score.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "Score a winning hand by Table I") {
		t.Errorf("dragon_magic_score.md does not hold the command's help:\n%s", md)
	}
}

// TestWriteRefusesAFile: a directory that cannot be made is an error.
func TestWriteRefusesAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := write(file); err == nil {
		t.Error("writing under a file: no error")
	}
}
