package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestWrite: a man page and a markdown page for every command, from the
// text of --help, and each shell's completion script as 'dragon
// completion SHELL' writes it.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"man/dragon.1", "man/dragon-magic-score.1", "man/dragon-ledger-new.1", "markdown/dragon_magic_score.md",
		"completions/dragon.bash", "completions/_dragon", "completions/dragon.fish", "completions/dragon.ps1"} {
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

// TestCompletionsAsDragonWritesThem: each script is the one 'dragon
// completion SHELL' prints.
func TestCompletionsAsDragonWritesThem(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	for shell, file := range map[string]string{"bash": "dragon.bash", "zsh": "_dragon", "fish": "dragon.fish", "powershell": "dragon.ps1"} {
		var out bytes.Buffer
		cmd := root.NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: io.Discard}, "")
		cmd.SetOut(&out)
		cmd.SetArgs([]string{"completion", shell})
		if err := cmd.Execute(); err != nil {
			t.Fatalf("dragon completion %s: %v", shell, err)
		}
		got, err := os.ReadFile(filepath.Join(dir, "completions", file))
		if err != nil || out.Len() == 0 || !bytes.Equal(got, out.Bytes()) {
			t.Errorf("completions/%s (%v) is not what 'dragon completion %s' prints", file, err, shell)
		}
	}
}
