package hand

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Held is what one player's answer holds of a game's pieces (tiles,
// cards, dominoes): the answer to a question asked of each player.
type Held struct {
	Name   string
	Pieces []tiles.Kind
}

// TooMany refuses a piece the players hold, together, more often than the
// deck has it, naming every player who holds it, the first first, with
// how many each holds: "the table holds 3 × 6-6 (Ann 2, Bo 1), but the
// game has only 2 of each; one of these is written wrong". Given the
// answers in the order they came, the last is the one refused, naming
// those before him.
func TooMany(deck *tiles.Deck, held []Held) error {
	counts := make([]tiles.Counts, len(held))
	var total [tiles.MaxKinds]int
	for i, h := range held {
		for _, k := range h.Pieces {
			if counts[i][k] < 255 {
				counts[i][k]++
			}
			total[k]++
		}
	}
	for k := 1; k <= deck.NumKinds(); k++ {
		copies := deck.Info(tiles.Kind(k)).Copies
		if total[k] <= copies {
			continue
		}
		var who []string
		for i, h := range held {
			if n := counts[i][k]; n > 0 {
				who = append(who, fmt.Sprintf("%s %d", h.Name, n))
			}
		}
		only := fmt.Sprintf("%d of each", copies)
		if copies == 1 {
			only = "one"
		}
		return fmt.Errorf("the table holds %d × %s (%s), but the game has only %s; one of these is written wrong",
			total[k], deck.Code(tiles.Kind(k)), strings.Join(who, ", "), only)
	}
	return nil
}
