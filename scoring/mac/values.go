// Package mac holds MAC I, the fishing game played with the Dragon Deck
// (scoring/dragondeck): the cards' fishing values and points, every catch a
// bait and a pond allow, and the score of a game. The rules the package
// applies are written out in docs/rules/mac-i.md.
package mac

import (
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Game names MAC I in error messages.
const Game = "mac"

// Value returns card k's fishing value: a suit card its rank, a wind or the
// Green Dragon 10, a Feng Shui card 11.
func Value(k tiles.Kind) int {
	switch dragondeck.ClassOf(k) {
	case dragondeck.Suit:
		return dragondeck.Deck.Info(k).Rank
	case dragondeck.FengShui:
		return 11
	}
	return 10
}

// Points returns what fishing card k scores: a Feng Shui card 10, the
// Green Dragon 5, a wind 2, a suit card 1.
func Points(k tiles.Kind) int {
	switch dragondeck.ClassOf(k) {
	case dragondeck.FengShui:
		return 10
	case dragondeck.Dragon:
		return 5
	case dragondeck.Wind:
		return 2
	}
	return 1
}

// PointsOf returns the points of all the cards.
func PointsOf(ks []tiles.Kind) int {
	n := 0
	for _, k := range ks {
		n += Points(k)
	}
	return n
}
