package q

import (
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestKeypadTypesTheNotation: a phone's keypad types the Dragon Deck's
// cards, exposed groups in brackets, and a hand typed on it reads.
func TestKeypadTypesTheNotation(t *testing.T) {
	i := slices.IndexFunc(questions, func(q qa.Question) bool { return q.ID == "hand" })
	cmdtest.KeysType(t, Hand, &questions[i], qa.Answers{}, func(s string) error {
		_, err := dragondeck.Deck.Parse(s, tiles.ParseOptions{})
		return err
	})
	typed := "W3 " + "F1 " + "1" + "2" + "3" + "C " + "[" + "4" + "5" + "6" + "B " + "] "
	if _, err := qmahjongg.ParseHand(typed); err != nil {
		t.Errorf("the keys typed %q: %v", typed, err)
	}
}
