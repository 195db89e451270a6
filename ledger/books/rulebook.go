package books

import "sync"

// Rulebook is what the ledger needs of a game's own rules to read and
// write its ledgers, supplied by the game (through the one list of the
// games) so the ledger names no game's scoring: the versions the game is
// played in, the one played when a ledger names none, the versions of its
// ultimate cycles in turn, and the suits a table may remove; and a
// version in words, for a question that offers them (VersionWords: "C
// Classic; 16 drawn, 0 dead"), as the game's own questions offer them,
// worded when asked ("" when the game has none).
type Rulebook struct {
	Versions       []string
	DefaultVersion string
	Ultimate       []string
	Suits          []string
	VersionWords   func(version string) string
}

var rulebooks sync.Map // Game → Rulebook

// Register gives the ledger game g's rulebook. The program registers every
// game's once, before it reads or writes a ledger; a game registered again
// has its rulebook replaced.
func Register(g Game, r Rulebook) { rulebooks.Store(g, r) }

// rulebook is game g's registered rulebook; the zero Rulebook (no
// versions, no suits) when none is.
func rulebook(g Game) Rulebook {
	r, _ := rulebooks.Load(g)
	rb, _ := r.(Rulebook)
	return rb
}
