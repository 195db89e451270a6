//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestCommandsBoundedAtTheCap: every command that reads a whole ledger
// stays under 256 MB on a ledger at its size cap (26,000 hands, 7.8 MB),
// measured as the process's peak resident memory.
func TestCommandsBoundedAtTheCap(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a ledger at the cap takes seconds to read; the whole suite measures it")
	}
	t.Parallel()
	dir, cache := t.TempDir(), t.TempDir()
	file := filepath.Join(dir, "season.yaml")
	if err := os.WriteFile(file, ledgertest.Generate(26000, magicAudit), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"ledger", "show", file}, {"ledger", "history", file}, {"ledger", "check", file}, {"ledger", "settle", file},
		{"ledger", "report", file, "--format", "text"}, {"ledger", "report", file, "--format", "html"},
		{"ledger", "export", file, "--format", "csv"},
	} {
		c := dragonCmd(t, cache, args...)
		c.Stdout, c.Stderr = nil, nil
		if err := c.Run(); err != nil {
			t.Errorf("dragon %s: %v", strings.Join(args[:2], " "), err)
			continue
		}
		peak := c.ProcessState.SysUsage().(*syscall.Rusage).Maxrss // KB on Linux
		t.Logf("dragon %s %s: %d MB at the peak", args[1], strings.Join(args[3:], " "), peak>>10)
		if peak > 256<<10 {
			t.Errorf("dragon %s %s: %d MB at the peak, want under 256", args[1], strings.Join(args[3:], " "), peak>>10)
		}
	}
}
