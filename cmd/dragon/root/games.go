package root

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/dominoes"
	"github.com/dragon-tools/dragon/cmd/dragon/mac"
	"github.com/dragon-tools/dragon/cmd/dragon/magic"
	"github.com/dragon-tools/dragon/cmd/dragon/nine"
	"github.com/dragon-tools/dragon/cmd/dragon/q"
	"github.com/dragon-tools/dragon/cmd/dragon/setupcmd"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Games is THE ONE LIST OF THE GAMES: the only place that knows them all.
// The root command adds each game's command group, the menu offers its
// items, and 'ledger new' and 'ledger check' take the games and their
// audits from here. Adding a game is adding its folders and one line (a
// game only the test build has, its line in testGames).
var Games = append(cmdutil.Games{
	{Name: books.Magic, Title: "Magic Dragon", Group: "magic", Command: magic.NewCmd, Hand: magic.Hand, Describer: magic.Describer{}, Rulebook: magic.Rulebook, Menu: magic.Menu, DrawSeats: drawMagicSeats, Setup: magic.Setup, Completions: magic.Completions, Readings: magic.Readings},
	{Name: books.QMahjongg, Title: "Q Mahjongg", Group: "q", Command: q.NewCmd, Hand: q.Hand, FalseDeclaration: &q.FalseDeclaration, Describer: q.Describer{}, Menu: q.Menu, Setup: q.Setup, Readings: q.Readings},
	{Name: books.NineDragons, Title: "Nine Dragons", Group: "nine", Command: nine.NewCmd, Hand: nine.Hand, FalseDeclaration: &nine.FalseDeclaration, Describer: nine.Describer{}, Menu: nine.Menu, Setup: nine.Setup, Readings: nine.Readings},
	{Name: books.Dominoes, Title: "Dancing Dragons", Group: "dominoes", Command: dominoes.NewCmd, Hand: dominoes.Hand, Describer: dominoes.Describer{}, Menu: dominoes.Menu, Readings: dominoes.Readings, Standing: dominoes.Standing},
	{Name: books.MAC, Title: "MAC I", Group: "mac", Command: mac.NewCmd, Hand: mac.Hand, Describer: mac.Describer{}, Menu: mac.Menu, Readings: mac.Readings},
}, testGames...)

// ShippedGames are the games of dragon as shipped: Games without those
// only a test build has. The README is about them.
var ShippedGames = Games[:len(Games)-len(testGames)]

// The ledger learns each game's rulebook from the list before any command
// runs.
func init() { Games.Register() }

// drawMagicSeats is Magic Dragon's seating draw, each player drawing a
// tile, the highest dealing first.
func drawMagicSeats(ios *term.IOStreams, players []string) ([]string, error) {
	return setupcmd.DrawSeats(ios, setupRules, players)
}

// setupRules are Magic Dragon's rules as 'setup yinyang' needs them: the
// versions (tiles drawn) and the suit a three-player table removes.
var setupRules = magic.SetupRules{}
