package cmdutil

import "github.com/dragon-tools/dragon/cmd/dragon/hand"

// PayAnswers works out the penalty of declarer at the table the answers a
// describe, as a hand's description has them from the ledger (the players
// in their seats, the stakes): each player's transfer and the line that
// says it. It is the penalty 'false-declaration' gives with those flags.
func (g *FalseDeclarationGame) PayAnswers(a hand.Answers, declarer string) (map[string]int, string, error) {
	return g.Pay(&FalseDeclaration{
		Players: a.List("players"), Declarer: declarer,
		Stakes: a.Number("stakes", g.StakesDefault), StakesGiven: a.Has("stakes"),
	})
}
