package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestEveningBooks: between hands the evening records money one player
// hands another, a player's name mended and new seats, each refused at
// its question as its command refuses it (a name another player has, a
// player left without a seat); the ledger then holds the three records,
// sound, and the evening offers the ledger under the names as they are.
func TestEveningBooks(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	if code := runHere([]string{"ledger", "new", file, "--game", "magic", "--players", "Ann,Bobb,Cy,Di"}, &term.IOStreams{Out: io.Discard, ErrOut: io.Discard}); code != 0 {
		t.Fatalf("ledger new: exit %d", code)
	}
	p := startEvening(t, dir, 80, false)
	p.pick("Go on with an evening, or start one?", "night.yaml: Magic Dragon, Ann, Bobb, Cy, Di; no game yet")

	p.handOver("Cy", "Di", "100")
	p.expectWords("It takes Cy's money below zero (-20), more than Cy holds.")
	p.no("Record this")
	p.expect("Nothing was recorded.")

	p.handOver("Cy", "Di", "10")
	p.expect("Cy gives Di 10: loan. The settle-up counts it as paid for good")
	p.yes("Record this")
	p.expect("Recorded record 1: adjustment (Cy -10, Di +10).")
	p.standings(1)
	p.expectRow("1. Di 90 +10")

	p.pick("What now?", "The books: money handed over, a name mended, new seats")
	p.pick("What is to be recorded?", "Rename a player (a name mended)")
	p.pick("Whose name is mended?", "Bobb")
	p.answer("Bobb's name from now on", "cy")
	p.expect(`"cy" is the name of another player, Cy`)
	p.keys(keyCtrlU + "Bob\r")
	p.expect("Bobb is Bob from this record on; the records before it keep Bobb.")
	p.yes("Record this")
	p.expect("Recorded record 2: Bobb renamed Bob.")
	p.standings(2)

	p.pick("What now?", "The books: money handed over, a name mended, new seats")
	p.pick("What is to be recorded?", "New seats: the players change places")
	p.no("Draw for the seats")
	p.answer("The players in their new seat order, clockwise from the first dealer", "Cy,Ann,Bob")
	p.expect("Di has no seat")
	p.keys(keyCtrlU + "Ann,Bob,Cy,Di\r")
	p.expect("Ann,Bob,Cy,Di: the players sit so now; give them in their new order")
	p.keys(keyCtrlU + "Cy,Ann,Bob,Di\r")
	p.expect("New seats: Cy, Ann, Bob, Di; Cy deals next.")
	p.yes("Record this")
	p.expect("Recorded record 3: new seats: Cy, Ann, Bob, Di.\n\n")
	p.expect("(3 records).\nNext: game 1, cycle 1, version C: Cy deals.")
	p.leave()

	l := checkLedger(t, file)
	if got := kinds(l); got != "adjustment rename seats" {
		t.Errorf("the ledger holds %s, want an adjustment, a rename and seats", got)
	}
	if st := l.State(); strings.Join(st.Header.Players, ",") != "Cy,Ann,Bob,Di" || st.Balances["Bob"] != 80 || l.Steps()[0].Record.Note != "loan" {
		t.Errorf("players %v, balances %v, note %q", st.Header.Players, st.Balances, l.Steps()[0].Record.Note)
	}
	p = startEvening(t, dir, 80, false)
	p.pick("Go on with an evening, or start one?", "night.yaml: Magic Dragon, Cy, Ann, Bob, Di; no game yet")
	p.leave()
}
