package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
)

// Deals maps the number of players to the tiles each is dealt: four play
// with 8 each, three with 10 (2 tiles unused), two with 16.
var Deals = map[int]int{4: 8, 3: 10, 2: 16}

// MaxHand is the most tiles a hand can hold: a two-player deal.
const MaxHand = 16

// DealSize returns how many tiles each of n players is dealt.
func DealSize(n int) (int, error) {
	size, ok := Deals[n]
	if !ok {
		return 0, fmt.Errorf("%s: %s; Dancing Dragons is played by 2, 3 or 4", Set.Game, words.Plural(n, "player"))
	}
	return size, nil
}

// Scored is one player's result: the pips of his discards and his score
// (the pips, doubled when someone else placed every tile).
type Scored struct {
	Name  string
	Pips  int
	Score int
}

// Result is the score of a hand.
type Result struct {
	// Players in turn order, counter-clockwise from the leader.
	Players []Scored
	// Doubled is set when one or more players placed every tile, so that
	// everyone else's score is doubled.
	Doubled bool
	// Winners are the indexes of the players with the lowest score; they
	// share the win, and the first of them leads the next hand.
	Winners []int
}

// Leader returns the index of the player who leads the next hand.
func (r Result) Leader() int { return r.Winners[0] }

// Score scores a hand: discards lists every player in turn order, starting
// with the player who led, each with the tiles he discarded. Each scores the
// pips of his discards, doubled when one or more players discarded nothing;
// the lowest score wins (equal lowest share the win).
func Score(discards []Hand) (Result, error) {
	if err := checkHand(discards); err != nil {
		return Result{}, err
	}
	r := Result{}
	for _, d := range discards {
		if len(d.Tiles) == 0 {
			r.Doubled = true
		}
	}
	for i, d := range discards {
		s := Scored{Name: d.Name, Pips: Pips(d.Tiles), Score: Pips(d.Tiles)}
		if r.Doubled {
			s.Score *= 2
		}
		r.Players = append(r.Players, s)
		switch {
		case len(r.Winners) == 0 || s.Score < r.Players[r.Winners[0]].Score:
			r.Winners = []int{i}
		case s.Score == r.Players[r.Winners[0]].Score:
			r.Winners = append(r.Winners, i)
		}
	}
	return r, nil
}

// checkHand refuses a hand the deal cannot give: a wrong number of players,
// a name twice, more discards than tiles dealt (the leader laid his lead,
// so he has one fewer), a tile more often than the set has it.
func checkHand(discards []Hand) error {
	size, err := DealSize(len(discards))
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	lists := make([][]Tile, len(discards))
	for i, d := range discards {
		if seen[d.Name] {
			return fmt.Errorf("%s: %s is named twice; give each player once, in turn order", Set.Game, d.Name)
		}
		seen[d.Name] = true
		if i == 0 && len(d.Tiles) >= size {
			return fmt.Errorf("%s: %s discarded %d tiles, but he led the hand, so at most %d of his %d were discarded",
				Set.Game, d.Name, len(d.Tiles), size-1, size)
		}
		if len(d.Tiles) > size {
			return fmt.Errorf("%s: %s discarded %d tiles; with %d players each is dealt %d",
				Set.Game, d.Name, len(d.Tiles), len(discards), size)
		}
		lists[i] = d.Tiles
	}
	return CheckCopies(lists...)
}
