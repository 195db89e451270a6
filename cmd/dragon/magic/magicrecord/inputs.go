package magicrecord

import "github.com/dragon-tools/dragon/ledger/books"

// The answer a Magic Dragon win keeps besides the ledger's core, as its
// books declare it (ledger/books/games.go), read and set here by its key.

// allNatural is the key of a win complete from the setup.
const allNatural = "all_natural"

// AllNatural reports whether the win in was complete from the setup
// (all_natural: true).
func AllNatural(in *books.Inputs) bool { return in.Own[allNatural] == "true" }

// SetAllNatural records in in whether the win was complete from the setup.
func SetAllNatural(in *books.Inputs, yes bool) {
	v := ""
	if yes {
		v = "true"
	}
	in.SetOwn(allNatural, v)
}
