package magic

import (
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestKeypadTypesTheNotation: a phone's keypad types Magic Dragon's
// tiles, a loser's hand its missing tiles too, and no tile of the suit a
// three-player table removes.
func TestKeypadTypesTheNotation(t *testing.T) {
	read := func(missing bool) func(string) error {
		return func(s string) error {
			_, err := magicdragon.Deck.Parse(s, tiles.ParseOptions{AllowMissing: missing})
			return err
		}
	}
	i := slices.IndexFunc(questions, func(q qa.Question) bool { return q.ID == "rest" })
	cmdtest.KeysType(t, Hand, &questions[i], qa.Answers{}, read(false))
	if slices.Contains(Hand.Keys(&questions[i], qa.Answers{}), qa.Key{Label: "-", Token: "- ", Apart: true}) {
		t.Error("the winner's hand has a key for a missing tile")
	}
	j := slices.IndexFunc(questions, func(q qa.Question) bool { return q.ID == "losers" })
	loser := questions[j].Of("Bo")
	loser.Kind, loser.Player = qa.Text, "Bo"
	cmdtest.KeysType(t, Hand, &loser, qa.Answers{}, read(true))
	if !slices.Contains(Hand.Keys(&loser, qa.Answers{}), qa.Key{Label: "-", Token: "- ", Apart: true}) {
		t.Error("a loser's hand has no key for a missing tile")
	}
	if slices.Contains(Hand.Keys(&loser, qa.Answers{"without-suit": "p"}), qa.Key{Label: "P", Token: "P ", Suit: true}) {
		t.Error("a table without suit P has a key for it")
	}
}
