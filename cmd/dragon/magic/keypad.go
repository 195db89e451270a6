package magic

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// keypad types a zappo's tiles on a phone: the suits in play (not the one
// a three-player table removes), and '-' for a tile still missing in a
// loser's hand. Exposed sets are written without brackets. Tapped as
// tiles, a tile counts the copies the hand's other answers hold: the
// winner's exposed sets for his other tiles, the winner's hand and the
// other losers' for a loser's.
func keypad(q *qa.Question, a qa.Answers) *qa.Keypad {
	without := a["without-suit"]
	held := []string{"exposed"}
	if q.Player != "" {
		held = append([]string{"hand"}, qa.OthersKeys(q, a)...)
	}
	if q.ID == "exposed" {
		held = nil
	}
	return &qa.Keypad{Deck: magicdragon.Deck, Missing: q.Player != "",
		Only: func(k tiles.Kind) bool { return !strings.EqualFold(magicdragon.Deck.Info(k).Suit, without) },
		Look: look, Held: qa.HeldIn(qa.ReadHand(magicdragon.Deck), a, held...)}
}

// suitLooks are the rulebook's words for the suits, in the deck's order
// (magicdragon.Suits): the mark a tile of the suit shows, and the suit in
// words ("the three of dragons").
var suitLooks = [...][2]string{{"circle", "circles"}, {"stick", "sticks"}, {"dragon", "dragons"}, {"picture", "pictures"}}

// look is how a tile looks to tap: its rank's count of its suit's mark.
func look(k tiles.Kind) qa.Look {
	info := magicdragon.Deck.Info(k)
	s := suitLooks[(int(k)-1)/9]
	return qa.Suited(info, s[0], s[1])
}
