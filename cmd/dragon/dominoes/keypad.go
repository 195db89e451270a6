package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// keypad types a player's discards on a phone: a key for each tile of the
// set.
func keypad(*hand.Question, hand.Answers) *hand.Keypad {
	return &hand.Keypad{Deck: game.Set}
}
