package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a hand's tiles on a phone: the flowers for the flowers,
// asked apart, the other tiles for the rest, with brackets for the shown
// sets. Tapped as tiles, the other tiles count the copies the shown sets
// hold; the winning tile is one of the hand's, so it counts none.
func keypad(q *qa.Question, a qa.Answers) *qa.Keypad {
	flowers := q.ID == "flowers"
	var held []tiles.Kind
	if q.ID == "rest" {
		held = qa.HeldIn(qa.ReadHand(ninedragons.Deck), a, "shown")
	}
	return &qa.Keypad{Deck: ninedragons.Deck, Brackets: q.ID == "shown",
		Only: func(k tiles.Kind) bool { return ninedragons.IsFlower(k) == flowers },
		Look: look, Held: held}
}

// suitLooks are the suits as the page draws them, in the deck's order
// (ninedragons.Suits): the mark a tile shows, and the suit in words.
var suitLooks = [...][2]string{{"character", "characters"}, {"stick", "sticks"}, {"ball", "balls"}}

// look is how a tile looks to tap: a suited tile shows its rank's count
// of its suit's mark; a wind, a dragon or a flower its code, named in the
// deck's words ("east wind").
func look(k tiles.Kind) qa.Look {
	info := ninedragons.Deck.Info(k)
	if !info.Chain {
		return qa.Written(info, qa.NameOf(ninedragons.Deck, k))
	}
	s := suitLooks[(int(k)-1)/9]
	return qa.Suited(info, s[0], s[1])
}
