//go:build !toygame

package root

import "github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

// testGames are the games only a test build has (games_toy.go, built
// with -tags toygame): none in dragon as shipped.
var testGames cmdutil.Games
