package ledgertest

import (
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Pairs is the name of a game of the tests' own, added by AddPairs.
const Pairs books.Game = "pairs"

// AddPairs adds, for test t, a game none of the five is like: every hand
// is won and names no discarder, a game of money by cycles with a dealer
// (a trial's sixth game, "Pairs"). It is taken back when t ends.
func AddPairs(t testing.TB) books.Game {
	t.Helper()
	remove, err := books.AddGame(Pairs, books.Books{Title: "Pairs", MinPlayers: 2, MaxPlayers: 4, Play: "hand",
		Hands: []books.Kind{books.Win}, Inputs: []string{"winner", "dealer"}, Role: "dealer", RoleHead: "dealer", RoleDoes: "deals",
		Rotation: books.ByCycle, Passes: func(books.State, *books.HandRecord) bool { return true }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	return Pairs
}
