package main

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// Issue 35 §4: a club night's room, roomTables ledgers served by one
// 'dragon serve', each table with five devices (four recording hands
// typed as money, a fifth entering real hands through the hand's forms),
// roomHands hands each, and a command-line writer per table, all at once,
// on loopback. Every hand is recorded once, 'ledger check' is clean on
// every ledger, and the median and 99th percentile per request are
// logged (the note in docs/architecture.md gives them). The load is
// bounded in count, and in time: it fails past roomWithin.
const (
	roomTables = 8
	roomHands  = 50
	roomCLI    = 10
	roomWithin = 10 * time.Minute
)

func TestServeRoomLoad(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("-short: the room's load test records 2,080 hands; the whole suite runs it")
	}
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	var files []string
	for i := range roomTables {
		file := filepath.Join(dir, fmt.Sprintf("table%d.yaml", i))
		if out, err := dragonCmd(t, cache, "ledger", "new", file, "--game", "nine", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		files = append(files, file)
	}
	room := served(t, cache, files...)
	var bases []string
	for i := range roomTables {
		bases = append(bases, fmt.Sprintf("%st/table%d/", room, i))
	}
	start := time.Now()
	took := runLoad(t, cache, files, bases, roomHands, roomHands, roomCLI)
	elapsed := time.Since(start)
	if len(took) == 0 {
		t.Fatal("no request was answered")
	}
	at := func(q float64) time.Duration { return quantile(took, q).Round(100 * time.Microsecond) }
	t.Logf("a room of %d tables × (%d devices × %d typed hands + %d real hands through the forms) and %d × %d 'ledger add' in %v: %d requests, median %v, 99th percentile %v, slowest %v",
		roomTables, loadClients, roomHands, roomHands, roomTables, roomCLI, elapsed.Round(time.Millisecond), len(took), at(0.5), at(0.99), at(1))
	if elapsed > roomWithin {
		t.Errorf("the room's load took %v, more than %v", elapsed.Round(time.Second), roomWithin)
	}
	for _, file := range files {
		if out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput(); err != nil {
			t.Errorf("ledger check %s: %v\n%s", file, err, out)
		}
		checkOnce(t, file, roomHands, roomHands, roomCLI)
	}
}
