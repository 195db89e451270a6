package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
)

// keypad types a player's fished cards on a phone: the Dragon Deck's, a
// plain list. Tapped as cards, a card counts the copies the other
// players' fished cards hold.
func keypad(q *hand.Question, a hand.Answers) *hand.Keypad {
	return &hand.Keypad{Deck: dragondeck.Deck, Look: hand.DragonDeckLook, Held: fished.Held(q, a)}
}
