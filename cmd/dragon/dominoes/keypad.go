package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a player's discards on a phone: a key for each tile of the
// set. Tapped as tiles, a tile counts the copies the other players'
// discards hold.
func keypad(q *hand.Question, a hand.Answers) *hand.Keypad {
	return &hand.Keypad{Deck: game.Set, Look: look, Held: discards.Held(q, a)}
}

// look is how a domino looks to tap: its two halves, named by them.
func look(k tiles.Kind) hand.Look {
	lo, hi := game.Tile(k).Halves()
	return hand.Look{Name: fmt.Sprintf("%d and %d domino", lo, hi), Halves: [2]int{lo, hi}}
}
