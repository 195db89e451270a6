package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// questions walk the table through a hand: the players in turn order, the
// leader first (unless the ledger gives them), then each one's discards,
// each checked as it is given against the deal and the discards given
// before it. Play runs counter-clockwise, not in the seating order other
// games ask for; the rules' deals say how many may play.
var questions = qa.Questions{
	{ID: "players", Kind: qa.Players, Flags: []string{"players"}, Label: func(qa.Answers) string {
		return "Players in turn order, the leader first (counter-clockwise, e.g. Ann,Bo,Cy)"
	}, Count: dealsTo},
	{ID: "discards", Kind: qa.Text, Each: func(a qa.Answers) []string { return a.List("players") }, Of: askDiscards,
		Part: "every player's discards"},
}

// dealsTo refuses n players unless the rules the answers a play by deal
// to as many.
func dealsTo(a qa.Answers, n int) error {
	r, err := rules.Of(a)
	if err == nil {
		_, err = r.DealSize(n)
	}
	return err
}

// askDiscards asks the player name for his discards.
func askDiscards(name string) qa.Question {
	return qa.Question{
		Label: func(qa.Answers) string { return name + "'s discards (empty when he laid every tile)" },
		Check: func(a qa.Answers, s string) error { return discards.Check(a, "discards", name, s) },
		Keep: func(a qa.Answers, s string) {
			ts, _ := game.ParseTiles(s)
			a[qa.EachKey("discards", name)] = game.Format(ts)
		},
	}
}

// discards are checked as each is given against those given before: no
// tile more often than the set has it (naming who holds it), and none
// more than the deal gives him, the leader having laid his lead.
var discards = qa.Part{Deck: game.Set, Read: readTiles, Alone: dealt}

// readTiles reads tiles as kinds of the set.
func readTiles(s string) ([]tiles.Kind, error) {
	ts, err := game.ParseTiles(s)
	out := make([]tiles.Kind, len(ts))
	for i, t := range ts {
		out[i] = tiles.Kind(t)
	}
	return out, err
}

// dealt refuses the discards mine of the player name that the deal could
// not leave him, the others scored as having laid every tile.
func dealt(a qa.Answers, name string, mine []tiles.Kind) error {
	r, err := rules.Of(a)
	if err != nil {
		return err
	}
	var table []game.Hand
	for _, p := range a.List("players") {
		h := game.Hand{Name: p}
		if p == name {
			for _, k := range mine {
				h.Tiles = append(h.Tiles, game.Tile(k))
			}
		}
		table = append(table, h)
	}
	_, err = r.Score(table)
	return err
}
