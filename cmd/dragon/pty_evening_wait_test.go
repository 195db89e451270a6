package main

import (
	"strings"
	"testing"
)

// Screens that wait (issue 30, item 3): on a terminal, what a choice
// writes that would scroll off the screen with the standings and the
// menu after it stops with "Enter to go on" first; what fits does not.

// TestEveningWaitsForLongOutput: at 80×30 the wall of Nine Dragons' first
// hand (some 50 rows) stops before the standings are drawn, its end on the
// screen and no menu under it; Enter goes on to the standings and the
// menu. The check's one line fits with them, and goes on at once.
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
	if n != 1 {
		t.Errorf("the evening stopped %d times, want once, after the wall:\n%s", n, strings.Join(p.finalRows(), "\n"))
	}
}
