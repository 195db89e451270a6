package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// Screens that wait (issue 30, item 3): on a terminal, what a choice
// writes that would scroll off the screen with the standings and the
// menu after it stops with "Enter to go on" first; what fits does not.

// TestEveningWaitsForLongOutput: at 80×30 the wall of Nine Dragons' first
// hand (some 50 rows) stops once its first screenful is written, the
// question that asked for it still at the top, and again before the
// standings are drawn, its end on the screen and no menu under it; Enter
// goes on each time. The check's one line fits with them, and goes on at
// once.
func TestEveningWaitsForLongOutput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := &person{startTerminalWith(t, termSize{80, 30}, []string{"NO_COLOR=1", "TERM=xterm"}, dir), false}
	p.pick("Go on with an evening, or start one?", "Start a new ledger")
	p.pick("Which game?", "Nine Dragons")
	p.answer("Players in seat order", "Ann,Bo,Cy,Di")
	p.enter("Stakes")
	p.answer("Minimum hand", "0")
	p.no("Play the fifth-tile rule")
	p.no("Play the false-declaration penalty")
	p.answer("Ledger file", "night.yaml")
	p.yes("Set up the first hand: the dice")
	p.answer("The dice East threw", "3,5,6")
	p.expect("Enter to go on")
	first := p.settle("Enter to go on")
	if strings.Contains(first, "Left on the wall after the deal") || !strings.Contains(first, "The dice East threw") {
		t.Errorf("the first stop does not show the top of the wall, its question still on the screen:\n%s", first)
	}
	p.keys("\r")
	p.expect("Left on the wall after the deal")
	p.expect("Enter to go on")
	shown := p.settle("Enter to go on")
	if !strings.Contains(shown, "Who is dealt what") || strings.Contains(shown, "What now?") {
		t.Errorf("the stop does not show the end of the wall alone:\n%s", shown)
	}
	p.keys("\r")
	p.standings(0)
	p.pick("What now?", "Check the ledger")
	p.expect("is sound")
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, p.display())
	}
	n := 0
	for _, r := range p.finalRows() {
		if strings.Contains(r, "Enter to go on") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("the evening stopped %d times, want twice: a screenful of the wall, then its end:\n%s", n, strings.Join(p.finalRows(), "\n"))
	}
}

// TestEveningHistoryPaged: at 80×14 a history of 20 records stops at
// each screenful, its first records read before the later ones are
// written, and goes on with Enter to the menu.
func TestEveningHistoryPaged(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	quiet := &term.IOStreams{Out: io.Discard, ErrOut: io.Discard}
	if code := runHere([]string{"ledger", "new", file, "--game", "nine", "--players", "Ann,Bo,Cy,Di"}, quiet); code != 0 {
		t.Fatalf("ledger new: exit %d", code)
	}
	for i := range 20 {
		if code := runHere([]string{"ledger", "add", file, "--transfer", "Ann=+2,Bo=-2", "--note", fmt.Sprintf("record-%02d", i+1)}, quiet); code != 0 {
			t.Fatalf("ledger add: exit %d", code)
		}
	}
	p := &person{startTerminalWith(t, termSize{80, 14}, []string{"NO_COLOR=1", "TERM=xterm"}, dir), false}
	p.pick("Go on with an evening, or start one?", "night.yaml: Nine Dragons, Ann, Bo, Cy, Di; 20 hands played")
	p.pick("What now?", "History: every record so far")
	p.expect("? Enter to go on")
	first := p.settle("Enter to go on")
	if !strings.Contains(first, "record-01") || strings.Contains(first, "record-20") {
		t.Errorf("the first stop does not show the history's first records alone:\n%s", first)
	}
	p.keys("\r")
	p.readOn("record-20")
	p.pagesBefore("What now?")
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, p.display())
	}
}
