package cmdutil

import (
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// SetupItem is a set-up the evening offers before a hand of a game: a
// command line of 'dragon setup', made from where the ledger stands, so
// that the seats, the dealer and the version are never asked again.
type SetupItem struct {
	// Label says what it sets up, as a noun phrase: "the dice, where
	// the wall breaks, the deal".
	Label string
	// Args is the command line that sets up the next hand of a ledger in
	// state st: "setup dice --players Bo,Cy,Di,Ann".
	Args func(st books.State) []string
	// Ask, when set, asks for more of the command line first (the dice
	// the table threw).
	Ask func(p term.Prompter) ([]string, error)
}
