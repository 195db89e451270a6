package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// questions walk the table through a game: the players (unless the
// ledger gives them), then each one's fished cards, each checked as it is
// given against the deck and the cards given before it.
var questions = qa.Questions{
	{ID: "players", Kind: qa.Players, Flags: []string{"players"}, Label: func(qa.Answers) string { return cmdutil.PlayersLabel },
		Count: func(_ qa.Answers, n int) error { return cmdutil.PlayerCount(game.MinPlayers, game.MaxPlayers)(n) }},
	{ID: "fished", Kind: qa.Text, Each: func(a qa.Answers) []string { return a.List("players") }, Of: askFished,
		Part: "every player's fished cards"},
}

// askFished asks the player name for his fished cards.
func askFished(name string) qa.Question {
	return qa.Question{
		Label: func(qa.Answers) string { return name + "'s fished cards (empty for none)" },
		Check: func(a qa.Answers, s string) error { return fished.Check(a, "fished", name, s) },
		Keep: func(a qa.Answers, s string) {
			ks, _ := game.ParseCards(s)
			a[qa.EachKey("fished", name)] = dragondeck.Deck.Format(ks)
		},
	}
}

// fished are checked as each is given against those given before: no
// card more often than the deck has it (naming who holds it), and his
// cards in catches as the rules count them.
var fished = qa.Part{Deck: dragondeck.Deck, Read: game.ParseCards, Alone: inCatches}

// inCatches refuses the fished cards mine of the player name that the
// rules refuse, the others scored as having fished nothing.
func inCatches(a qa.Answers, name string, mine []tiles.Kind) error {
	r, err := rules.Of(a)
	if err != nil {
		return err
	}
	var table []game.Fished
	for _, p := range a.List("players") {
		f := game.Fished{Name: p}
		if p == name {
			f.Cards = mine
		}
		table = append(table, f)
	}
	_, err = r.Score(table)
	return err
}
