//go:build toygame

package toy

import (
	"github.com/dragon-tools/dragon/ledger/books"
)

// Name is Toy Dragons' name in its ledgers.
const Name books.Game = "toy"

// toyBooks are Toy Dragons' books in the ledger, given to it with AddGame
// before any ledger is read: a game of money by cycles, without versions,
// rules or readings. The deal passes after every hand the dealer does not
// win, a dead hand too.
var toyBooks = books.Books{
	Title: "Toy Dragons", MinPlayers: 4, MaxPlayers: 4, Play: "hand",
	Hands:  []books.Kind{books.Win, books.Dead},
	Inputs: []string{"winner", "hand", "self_drawn", "discard_by", "offender", "dealer"},
	Own: []books.InputField{
		{Key: "called", Kind: books.Flag, Kinds: []books.Kind{books.Win}, Help: "the winner called his limit hand before it was complete"},
	},
	Role: "dealer", RoleHead: "dealer", RoleDoes: "deals", DeadHand: "no toy",
	WorkedOut: "the dealer and the cycle",
	Round:     "clockwise from the first dealer",
	Seating:   func(first string) string { return first + " deals first, then the deal passes left" },
	Rotation:  books.ByCycle,
	Help: books.Help{
		SeatOrder: "the first player deals first and the deal passes to the next after every hand he does not win",
		Seats:     "the new seats start a new cycle; a cycle they cut short counts as played",
	},
	Passes: func(s books.State, r *books.HandRecord) bool {
		return r.Kind == books.Dead || r.Inputs == nil || r.Inputs.Winner != s.RoleHolder
	},
}

func init() {
	if _, err := books.AddGame(Name, toyBooks); err != nil {
		panic(err) // the books are the package's own: a test build fails at once
	}
}
