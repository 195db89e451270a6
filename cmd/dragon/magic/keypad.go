package magic

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a zappo's tiles on a phone: the suits in play (not the one
// a three-player table removes), and '-' for a tile still missing in a
// loser's hand. Exposed sets are written without brackets.
func keypad(q *hand.Question, a hand.Answers) *hand.Keypad {
	without := a["without-suit"]
	return &hand.Keypad{Deck: magicdragon.Deck, Missing: q.Player != "",
		Only: func(k tiles.Kind) bool { return !strings.EqualFold(magicdragon.Deck.Info(k).Suit, without) }}
}
