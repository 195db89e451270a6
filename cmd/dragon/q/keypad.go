package q

import (
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
)

// keypad types a hand's eight cards on a phone, the Dragon Deck's, with
// brackets for the exposed groups; tapped as cards, each card drawn. The
// hand is one answer: nothing else holds a card of it.
func keypad(*qa.Question, qa.Answers) *qa.Keypad {
	return &qa.Keypad{Deck: dragondeck.Deck, Brackets: true, Look: qa.DragonDeckLook}
}
