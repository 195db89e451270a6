package cmdutil

import (
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestNextLineOfAMatchComplete: once a match is complete, what comes next
// is who won it and with what, by the game's own rule.
func TestNextLineOfAMatchComplete(t *testing.T) {
	for _, tc := range []struct {
		game   books.Game
		totals map[string]int
		want   string
	}{
		{books.MAC, map[string]int{"Ann": 8, "Bo": 17}, "The match is complete: Bo wins with 17 (highest total wins)."},
		{books.Dominoes, map[string]int{"Ann": 5, "Bo": 5}, "The match is complete: Ann and Bo share the win with 5 each (lowest total wins)."},
	} {
		h := &books.Header{Game: tc.game, Players: []string{"Ann", "Bo"}}
		st := books.State{Header: h, Played: 2, Totals: tc.totals, Balances: map[string]int{}, Over: "the match is complete"}
		if got := NextLine(st); got != tc.want {
			t.Errorf("NextLine = %q, want %q", got, tc.want)
		}
	}
}
