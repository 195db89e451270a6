package qa

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

// Part is how the answers to a question asked of each player (Each) are
// checked, in a game that scores every player's part (Dancing Dragons'
// discards, MAC I's fished cards): the deck the pieces are of, how an
// answer is read, and the rules' check of the table with one player's
// part alone, every other player's empty, which can refuse only his.
type Part struct {
	Deck  *tiles.Deck
	Read  func(s string) ([]tiles.Kind, error)
	Alone func(a Answers, name string, mine []tiles.Kind) error
}

// Check checks the part s of the player name, his answer to the question
// id, against the parts given before it: read, then no piece more often
// than the deck has it, naming who holds it (TooMany), then the rules
// with his part alone.
func (p Part) Check(a Answers, id, name, s string) error {
	mine, err := p.Read(s)
	if err != nil {
		return err
	}
	var held []Held
	for _, other := range a.List(id) {
		if other != name {
			before, _ := p.Read(a[EachKey(id, other)])
			held = append(held, Held{Name: other, Pieces: before})
		}
	}
	if err := TooMany(p.Deck, append(held, Held{Name: name, Pieces: mine})); err != nil {
		return err
	}
	return p.Alone(a, name, mine)
}
