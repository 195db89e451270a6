package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// questions walk the table through a game: the players (unless the
// ledger gives them), then each one's fished cards, each checked as it is
// given against the deck and the cards given before it.
var questions = hand.Questions{
	hand.PlayersQuestion("players", cmdutil.PlayersLabel, cmdutil.PlayerCount(game.MinPlayers, game.MaxPlayers)),
	{ID: "fished", Kind: hand.Text, Each: func(a hand.Answers) []string { return a.List("players") }, Of: askFished},
}

// askFished asks the player name for his fished cards.
func askFished(name string) hand.Question {
	return hand.Question{
		Label: func(hand.Answers) string { return name + "'s fished cards (empty for none)" },
		Check: func(a hand.Answers, s string) error { return checkFished(a, name, s) },
		Keep: func(a hand.Answers, s string) {
			ks, _ := game.ParseCards(s)
			a[hand.EachKey("fished", name)] = dragondeck.Deck.Format(ks)
		},
	}
}

// checkFished checks the fished cards s of the player name against those
// given before: no card more often than the deck has it (naming who holds
// it), and his cards in catches as the rules count them. The others are
// scored as having fished nothing, so only his answer can be refused.
func checkFished(a hand.Answers, name, s string) error {
	ks, err := game.ParseCards(s)
	if err != nil {
		return err
	}
	r, err := rules.Of(a)
	if err != nil {
		return err
	}
	var held []hand.Held
	for _, p := range a.List("fished") {
		if p != name {
			before, _ := game.ParseCards(a[hand.EachKey("fished", p)])
			held = append(held, hand.Held{Name: p, Pieces: before})
		}
	}
	if err := hand.TooMany(dragondeck.Deck, append(held, hand.Held{Name: name, Pieces: ks})); err != nil {
		return err
	}
	var table []game.Fished
	for _, p := range a.List("players") {
		f := game.Fished{Name: p}
		if p == name {
			f.Cards = ks
		}
		table = append(table, f)
	}
	_, err = r.Score(table)
	return err
}
