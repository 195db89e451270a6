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

// TestNextLineOfAMatchOfMoney: a match of a game ranked by money, once
// complete, names who won it by the money, then what squares it.
func TestNextLineOfAMatchOfMoney(t *testing.T) {
	remove, err := books.AddGame("pot", books.Books{Title: "Pot", MinPlayers: 2, MaxPlayers: 4, Play: "hand",
		Hands: []books.Kind{books.Win}, Inputs: []string{"winner"}, Rules: []string{"match_length"}, Rotation: books.ByMatch})
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	h := &books.Header{Game: "pot", Players: []string{"Ann", "Bo"}}
	st := books.State{Header: h, Played: 3, Balances: map[string]int{"Ann": -4, "Bo": 4}, Over: "the match is complete"}
	want := "The match is complete: Bo wins with 4 (most money wins); 'dragon ledger settle' squares the money."
	if got := NextLine(st); got != want {
		t.Errorf("NextLine = %q, want %q", got, want)
	}
}
