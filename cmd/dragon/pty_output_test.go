package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// What the commands print, seen on a real terminal (issue 21, "a screen
// that fits the table"): at 60, 80 and 120 columns no line is wider than
// the terminal, with eight long names at the table; and a hand typed on
// the command line with --ledger is offered for the ledger.

// longNames are eight players whose names fill a line of their own.
var longNames = []string{"Alexandrina Featherstonehaugh-Smythe", "Bartholomew Cornelius Fitzgerald III",
	"Cordelia Montgomery-Worthington", "Dimitrios Papadopoulos-Konstantinou",
	"Evangeline Rosalind Ashworth-Blake", "Fitzwilliam Darcy of Pemberley Hall",
	"Guinevere Penhaligon-Tremaine", "Hieronymus Bosch van Aken the Younger"}

// runQuiet runs dragon in-process and fails the test when it fails.
func runQuiet(t *testing.T, args ...string) {
	t.Helper()
	var out bytes.Buffer
	if code := runHere(args, &term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out}); code != 0 {
		t.Fatalf("dragon %s: exit %d\n%s", strings.Join(args, " "), code, out.String())
	}
}

// eightAtTheTable makes a Magic Dragon ledger in dir of the eight long
// names, a few hands played: a win, a tie with a note, a voided win.
func eightAtTheTable(t *testing.T, dir string) string {
	t.Helper()
	t.Setenv("XDG_CACHE_HOME", filepath.Join(dir, ".cache"))
	file := filepath.Join(dir, "eight.yaml")
	transfers := func(winner int, each int) string {
		var parts []string
		for i, n := range longNames {
			v := -each
			if i == winner {
				v = each * (len(longNames) - 1)
			}
			parts = append(parts, fmt.Sprintf("%s=%+d", n, v))
		}
		return strings.Join(parts, ",")
	}
	runQuiet(t, "ledger", "new", file, "--game", "magic", "--players", strings.Join(longNames, ","))
	runQuiet(t, "ledger", "add", file, "--transfer", transfers(0, 3), "--at", "2026-03-14 20:05")
	runQuiet(t, "ledger", "add", file, "--tie", "--at", "2026-03-14 20:19", "--note", "nobody went out")
	runQuiet(t, "ledger", "add", file, "--transfer", transfers(2, 2), "--at", "2026-03-14 20:34")
	runQuiet(t, "ledger", "undo", file, "--at", "2026-03-14 20:35", "--note", "Di won, not Cy")
	runQuiet(t, "ledger", "add", file, "--transfer", transfers(3, 2), "--at", "2026-03-14 20:36")
	return file
}

// TestTerminalFitsTheWidth: ledger history, show and settle on a real
// terminal of 60, 80 and 120 columns (no COLUMNS: the terminal's own
// width) print no line wider than it, every player's name whole.
func TestTerminalFitsTheWidth(t *testing.T) {
	dir := t.TempDir()
	eightAtTheTable(t, dir)
	t.Setenv("COLUMNS", "") // the terminal says how wide it is
	for _, cols := range []int{60, 80, 120} {
		for _, cmd := range []string{"history", "show", "settle"} {
			term := startTerminalWith(t, termSize{cols, 60}, xterm, dir, "ledger", cmd, "eight.yaml")
			if code := term.exitCode(); code != 0 {
				t.Fatalf("ledger %s at %d columns: exit %d\n%s", cmd, cols, code, term.screen())
			}
			screen := term.screen()
			for _, line := range strings.Split(screen, "\n") {
				if n := utf8.RuneCountInString(line); n > cols {
					t.Errorf("ledger %s at %d columns: a line of %d:\n%s", cmd, cols, n, line)
				}
			}
			if cmd != "settle" && !strings.Contains(screen, longNames[7]) {
				t.Errorf("ledger %s at %d columns: %s is not shown whole:\n%s", cmd, cols, longNames[7], screen)
			}
		}
	}
}

// TestTerminalMagicHandWithLedger: 'magic score HAND --ledger FILE' on a
// terminal asks what the record needs, as the guided flow does (who went
// out, how the last tile came, each loser's hand), shows the score and
// offers to record it; the record passes the audit.
func TestTerminalMagicHandWithLedger(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := ledgerWith(t, dir)
	term := startTerminal(t, dir, "magic", "score", "123C", "123C", "345S", "333D", "44P", "--ledger", "evening.yaml")
	term.expect("Who went out (zappo)?")
	term.send(keyDown) // Bo
	term.line("")
	playLosers(term)
	recordAndAudit(t, term, file)
}
