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

// Value returns card k's fishing value: a suit card its rank, a wind, the
// Green Dragon and a Feng Shui card what the rules say (10, 10 and 11 by
// the rules text).
func (r *Rules) Value(k tiles.Kind) int {
	switch dragondeck.ClassOf(k) {
	case dragondeck.Suit:
		return dragondeck.Deck.Info(k).Rank
	case dragondeck.Wind:
		return r.Values.Wind
	case dragondeck.Dragon:
		return r.Values.GreenDragon
	}
	return r.Values.FengShui
}

// CardPoints returns what fishing card k scores (by the rules text a
// Feng Shui card 10, the Green Dragon 5, a wind 2, a suit card 1).
func (r *Rules) CardPoints(k tiles.Kind) int {
	switch dragondeck.ClassOf(k) {
	case dragondeck.FengShui:
		return r.Points.FengShui
	case dragondeck.Dragon:
		return r.Points.GreenDragon
	case dragondeck.Wind:
		return r.Points.Wind
	}
	return r.Points.Suit
}

// PointsOf returns the points of all the cards.
func (r *Rules) PointsOf(ks []tiles.Kind) int {
	n := 0
	for _, k := range ks {
		n += r.CardPoints(k)
	}
	return n
}
