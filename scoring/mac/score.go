package mac

import (
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// MinPlayers and MaxPlayers bound the table: two to six players.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// Scored is one player's points for the cards he fished.
type Scored struct {
	Name   string
	Points int
}

// Result is the score of a game.
type Result struct {
	Players []Scored
	// Winner is the index of the player with the most points, or -1 when
	// two or more share the highest score; Tied then lists them.
	Winner int
	Tied   []int
	// NotInCatches are the indexes of the players whose cards cannot be
	// split into catches, so were not all fished as written: the points
	// are given, and the referee is told.
	NotInCatches []int
	// Decided names the readings that decided the points: whether the
	// bait cards score (bait-counts), when anyone fished anything.
	Decided []claim.Decision
}

// Score scores a game: each player's points for the cards he fished; the
// highest wins. The cards of all players together are counted against the
// deck, and each player's must come in catches of three. A table that
// reads bait-counts the other way gives each player's pond cards only,
// one or two a catch: they are not checked for catches.
func (r *Rules) Score(fished []Fished) (Result, error) {
	if err := checkGame(fished, r.baitScores()); err != nil {
		return Result{}, err
	}
	res := Result{Winner: -1}
	var best []int
	anyCards := false
	for i, f := range fished {
		s := Scored{Name: f.Name, Points: r.PointsOf(f.Cards)}
		res.Players = append(res.Players, s)
		anyCards = anyCards || len(f.Cards) > 0
		if r.baitScores() && !r.InCatches(f.Cards) {
			res.NotInCatches = append(res.NotInCatches, i)
		}
		switch {
		case len(best) == 0 || s.Points > res.Players[best[0]].Points:
			best = []int{i}
		case s.Points == res.Players[best[0]].Points:
			best = append(best, i)
		}
	}
	if len(best) == 1 {
		res.Winner = best[0]
	} else {
		res.Tied = best
	}
	if anyCards {
		here, other := "every card given scores", "each player's bait cards would not"
		if !r.baitScores() {
			here, other = "the cards given are the pond cards each took", "each player's bait cards would score too"
		}
		res.Decided = []claim.Decision{Choices[readBait].Decision(r.reads(readBait), here, other)}
	}
	return res, nil
}

// checkGame checks the players and their cards against the deck; when
// every fished card scores (threes), each player's count is a multiple of
// three.
func checkGame(fished []Fished, threes bool) error {
	if n := len(fished); n < MinPlayers || n > MaxPlayers {
		return words.Errorf(Game, "%s; MAC I is played by %d to %d", words.Plural(n, "player"), MinPlayers, MaxPlayers)
	}
	seen := map[string]bool{}
	for _, f := range fished {
		if seen[players.Key(f.Name)] {
			return words.Errorf(Game, "%s is named twice; give each player once", f.Name)
		}
		seen[players.Key(f.Name)] = true
		if threes && len(f.Cards)%3 != 0 {
			return words.Errorf(Game, "%s fished %s (%s); every catch is three cards, so the count is a multiple of 3", f.Name, words.Plural(len(f.Cards), "card"), dragondeck.Deck.Format(f.Cards))
		}
	}
	lists := make([][]tiles.Kind, len(fished))
	for i, f := range fished {
		lists[i] = f.Cards
	}
	return CheckCopies(lists...)
}
