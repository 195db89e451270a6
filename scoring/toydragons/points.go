//go:build toygame

// Package toydragons holds the rules of Toy Dragons, the sixth game that
// only the test build has (-tags toygame): a game added by docs/
// architecture.md's "Adding a game" alone, so the suite can drive it
// through every face (docs/rules/toy-dragons.md).
package toydragons

import (
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// Game is the package's name before its errors.
const Game = "toydragons"

// MaxPoints is the most a toy hand is worth.
const MaxPoints = 64

// ParsePoints reads a toy hand: the points it is worth, 0 to MaxPoints,
// written as a number.
func ParsePoints(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > MaxPoints {
		return 0, words.Errorf(Game, "%s is not a toy hand; write its points, 0 to %d", words.Quote(s), MaxPoints)
	}
	return n, nil
}
