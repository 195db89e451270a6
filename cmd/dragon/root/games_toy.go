//go:build toygame

package root

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/toy"
)

// testGames are the games only the test build has: Toy Dragons' one line.
var testGames = cmdutil.Games{
	{Name: toy.Name, Title: "Toy Dragons", Group: "toy", Command: toy.NewCmd, Hand: toy.Hand, Menu: toy.Menu},
}
