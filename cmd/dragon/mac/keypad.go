package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
)

// keypad types a player's fished cards on a phone: the Dragon Deck's, a
// plain list.
func keypad(*hand.Question, hand.Answers) *hand.Keypad {
	return &hand.Keypad{Deck: dragondeck.Deck}
}
