package dragondeck

import (
	"strconv"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// suitWords are each suit in words, in the deck's order (Circles,
// Bamboos, Scripts): one card of it, and its name.
var suitWords = [...][2]string{{"circle", "Circles"}, {"bamboo", "Bamboos"}, {"script", "Scripts"}}

// suitOf is the index in suitWords of the suit card k.
func suitOf(k tiles.Kind) int { return (int(k) - 1) / 9 }

// Name is the card k in words, as printed: "4 of Circles", "East wind",
// "Green Dragon", "Feng Shui 3"; "" for no card of the deck.
func Name(k tiles.Kind) string {
	switch ClassOf(k) {
	case Suit:
		return strconv.Itoa(Deck.Info(k).Rank) + " of " + suitWords[suitOf(k)][1]
	case Wind:
		return winds[k-East].name + " wind"
	case Dragon:
		return "Green Dragon"
	case FengShui:
		return "Feng Shui " + strconv.Itoa(int(k-firstFeng)+1)
	}
	return ""
}

// SuitMark is one card of k's suit in a word ("circle"): what the card
// shows once for each rank; "" for a card of no suit.
func SuitMark(k tiles.Kind) string {
	if ClassOf(k) != Suit {
		return ""
	}
	return suitWords[suitOf(k)][0]
}
