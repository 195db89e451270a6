package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a hand's tiles on a phone: the flowers for the flowers,
// asked apart, the other tiles for the rest, with brackets for the shown
// sets.
func keypad(q *hand.Question, _ hand.Answers) *hand.Keypad {
	flowers := q.ID == "flowers"
	return &hand.Keypad{Deck: ninedragons.Deck, Brackets: q.ID == "shown",
		Only: func(k tiles.Kind) bool { return ninedragons.IsFlower(k) == flowers }}
}
