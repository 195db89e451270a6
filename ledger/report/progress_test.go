package report

import (
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestLeading: a match names who leads by the game's own rule, and once
// it is complete who won it and with what: a game decided by totals never
// by the money.
func TestLeading(t *testing.T) {
	for _, tc := range []struct {
		name   string
		game   books.Game
		totals map[string]int
		over   string
		want   string
	}{
		{"ahead_lowest", books.Dominoes, map[string]int{"Ann": 10, "Bo": 4}, "", "Bo is ahead (lowest total wins)"},
		{"ahead_together", books.MAC, map[string]int{"Ann": 8, "Bo": 8}, "", "Ann and Bo are ahead (highest total wins)"},
		{"won_highest", books.MAC, map[string]int{"Ann": 8, "Bo": 17}, "the match is complete", "Bo wins with 17 (highest total wins)"},
		{"won_together", books.Dominoes, map[string]int{"Ann": 5, "Bo": 5}, "the match is complete", "Ann and Bo share the win with 5 each (lowest total wins)"},
		{"ahead_by_money", books.Magic, map[string]int{"Ann": -3, "Bo": 3}, "", "Bo is ahead (most money wins)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := &books.Header{Game: tc.game, Players: []string{"Ann", "Bo"}}
			st := books.State{Header: h, Played: 2, Totals: tc.totals, Balances: map[string]int{}, Over: tc.over}
			if !tc.game.Totals() { // a game of money: the amounts are its balances
				st.Totals, st.Balances = nil, tc.totals
			}
			if got := Leading(st); got != tc.want {
				t.Errorf("Leading = %q, want %q", got, tc.want)
			}
		})
	}
}
