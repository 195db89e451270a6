package main

import (
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// The inputs the flags record, asked in the evening: the answers to the
// questions of who pays for everyone (Nine Dragons' fifth tile and twelve
// pieces) and Q Mahjongg's special occasions reach the ledger.

// lastRecord leaves the evening p and returns the last record of its
// ledger night.yaml in dir.
func lastRecord(t *testing.T, p *person, dir string) *books.HandRecord {
	t.Helper()
	steps := p.leaveLedger(dir).Steps()
	if len(steps) == 0 {
		t.Fatal("nothing recorded")
	}
	return steps[len(steps)-1].Record
}

// TestEveningFifthTile: at a session that plays the rule, a win on a
// discard asks about the fifth tile; answered yes, the discarder pays
// for everyone, and the ledger keeps the answer.
func TestEveningFifthTile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := nineTable(t, dir, 80, "Ann,Bo,Cy,Di", true, false)
	p.pick("What now?", "Score the hand")
	p.nineWinOnCysDiscard()
	p.yes("Fifth tile: did Cy throw an unseen tile")
	p.recordIt("hand")
	p.expect("Recorded as hand 1")
	r := lastRecord(t, p, dir)
	if r.Inputs == nil || r.Inputs.Own["fifth_tile"] != "true" || r.Inputs.DiscardBy != "Cy" {
		t.Fatalf("the record keeps %+v", r.Inputs)
	}
	if r.Transfers["Ann"] != 0 || r.Transfers["Di"] != 0 || r.Transfers["Cy"] >= 0 || r.Transfers["Cy"] != -r.Transfers["Bo"] {
		t.Errorf("Cy does not pay for everyone: %v", r.Transfers)
	}
}

// TestEveningTwelvePieces: a self-drawn pure hand showing three kongs of
// its suit asks whose discard gave the twelfth shown tile; that player
// pays for everyone, and the ledger keeps who.
func TestEveningTwelvePieces(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := nineTable(t, dir, 80, "Ann,Bo,Cy,Di", false, false)
	p.pick("What now?", "Score the hand")
	p.pick("Who won?", "Ann")
	p.answer("Ann's shown sets", "[1s 1s 1s 1s] [2s 2s 2s 2s] [3s 3s 3s 3s]")
	p.answer("Ann's other tiles", "456s 99s")
	p.enter("Ann's flowers")
	p.pick("Where did the winning tile come from?", "picked from the wall (self-drawn)")
	p.pick("Twelve pieces: whose discard gave Ann his twelfth shown tile", "Cy's")
	p.recordIt("hand")
	r := lastRecord(t, p, dir)
	if r.Inputs == nil || r.Inputs.Own["twelfth_by"] != "Cy" {
		t.Fatalf("the record keeps %+v", r.Inputs)
	}
	if r.Transfers["Bo"] != 0 || r.Transfers["Di"] != 0 || r.Transfers["Cy"] != -r.Transfers["Ann"] || r.Transfers["Cy"] >= 0 {
		t.Errorf("Cy does not pay for everyone: %v", r.Transfers)
	}
}

// TestEveningQBankerFirstDiscard: a Q Mahjongg win on the banker's first
// discard is offered where the winning card came from, and the ledger
// keeps it, with the 6 Fang it scores.
func TestEveningQBankerFirstDiscard(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := newTable(t, dir, 80, "Q Mahjongg", "Ann,Bo")
	p.enter("Stakes")
	p.answer("Ledger file", "night.yaml")
	p.no("Set up the first hand")
	p.pick("What now?", "Score the hand")
	p.pick("Who won?", "Bo")
	p.answer("Bo's eight cards", "W3 F1 1C 2C 3C 4B 5B 6B")
	p.pick("How did the winning card come?", "the banker Ann's first discard (6 Fang)")
	p.expect("6 Fang")
	p.recordIt("hand")
	r := lastRecord(t, p, dir)
	if r.Inputs == nil || r.Inputs.Own["banker_first_discard"] != "true" || r.Inputs.Winner != "Bo" {
		t.Fatalf("the record keeps %+v", r.Inputs)
	}
}
