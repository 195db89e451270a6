package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a player's discards on a phone: a key for each tile of the
// set. Tapped as tiles, a tile counts the copies the other players'
// discards hold.
func keypad(q *qa.Question, a qa.Answers) *qa.Keypad {
	return &qa.Keypad{Deck: game.Set, Look: look, Held: discards.Held(q, a)}
}

// look is how a domino looks to tap: its two halves, named by them.
func look(k tiles.Kind) qa.Look {
	lo, hi := game.Tile(k).Halves()
	return qa.Look{Name: fmt.Sprintf("%d and %d domino", lo, hi), Halves: [2]int{lo, hi}}
}
