package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
)

// keypad types a player's fished cards on a phone: the Dragon Deck's, a
// plain list. Tapped as cards, a card counts the copies the other
// players' fished cards hold.
func keypad(q *qa.Question, a qa.Answers) *qa.Keypad {
	return &qa.Keypad{Deck: dragondeck.Deck, Look: qa.DragonDeckLook, Held: fished.Held(q, a)}
}
