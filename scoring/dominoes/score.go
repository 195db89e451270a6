package dominoes

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
)

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
	// Laid is how many players placed every tile, and Times what
	// everyone else's score is multiplied by: 1 when nobody did, the
	// doubling once (or, read the other way, once for each of them).
	Laid, Times int
	// Winners are the indexes of the players with the lowest score; they
	// share the win, and the first of them leads the next hand.
	Winners []int
	// Decided names the readings that decided the scores (doubling, when
	// two or more laid every tile) or who leads (tie-leads, when the win
	// is shared).
	Decided []claim.Decision
}

// Leader returns the index of the player who leads the next hand: the
// first of the winners in turn order (Rules.NextLeader when the table
// reads tie-leads the other way and earlier leaders are known).
func (r Result) Leader() int { return r.Winners[0] }

// Score scores a hand: discards lists every player in turn order, starting
// with the player who led, each with the tiles he discarded. Each scores the
// pips of his discards, doubled (by the rules' doubling) when one or more
// players discarded nothing;
// the lowest score wins (equal lowest share the win).
func (r *Rules) Score(discards []Hand) (Result, error) {
	if err := r.checkHand(discards); err != nil {
		return Result{}, err
	}
	res := Result{}
	for _, d := range discards {
		if len(d.Tiles) == 0 {
			res.Laid++
		}
	}
	res.Doubled, res.Times = res.Laid > 0, r.times(res.Laid)
	for i, d := range discards {
		s := Scored{Name: d.Name, Pips: Pips(d.Tiles), Score: Pips(d.Tiles) * res.Times}
		res.Players = append(res.Players, s)
		switch {
		case len(res.Winners) == 0 || s.Score < res.Players[res.Winners[0]].Score:
			res.Winners = []int{i}
		case s.Score == res.Players[res.Winners[0]].Score:
			res.Winners = append(res.Winners, i)
		}
	}
	res.Decided = r.decided(res)
	return res, nil
}

// decided names the readings that decided res: the doubling, when two or
// more laid every tile and someone else discarded; who leads, when the
// win is shared.
func (r *Rules) decided(res Result) []claim.Decision {
	var out []claim.Decision
	if other := r.otherTimes(res.Laid); other != res.Times && slices.ContainsFunc(res.Players, func(p Scored) bool { return p.Pips > 0 }) {
		out = append(out, Choices[readDoubling].Decision(r.reads(readDoubling),
			fmt.Sprintf("everyone else's score ×%d", res.Times), fmt.Sprintf("×%d", other)))
	}
	_, lead := r.NextLeader(res, nil)
	return append(out, lead...)
}

// checkHand refuses a hand the deal cannot give: a wrong number of players,
// a name twice, more discards than tiles dealt (the leader laid his lead,
// so he has one fewer), a tile more often than the set has it.
func (r *Rules) checkHand(discards []Hand) error {
	size, err := r.DealSize(len(discards))
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	lists := make([][]Tile, len(discards))
	for i, d := range discards {
		if seen[players.Key(d.Name)] {
			return words.Errorf(Set.Game, "%s is named twice; give each player once, in turn order", d.Name)
		}
		seen[players.Key(d.Name)] = true
		if i == 0 && len(d.Tiles) >= size {
			return words.Errorf(Set.Game, "%s discarded %s, but he led the hand with one of the %d he was dealt, so at most %d were discarded", d.Name, words.Plural(len(d.Tiles), "tile"), size, size-1)
		}
		if len(d.Tiles) > size {
			return words.Errorf(Set.Game, "%s discarded %d tiles; with %d players each is dealt %d", d.Name, len(d.Tiles), len(discards), size)
		}
		lists[i] = d.Tiles
	}
	return CheckCopies(lists...)
}
