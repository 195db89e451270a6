package mac

import (
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// TestKeypadTypesTheNotation: a phone's keypad types the Dragon Deck's
// cards as MAC I reads fished cards.
func TestKeypadTypesTheNotation(t *testing.T) {
	q := askFished("Bo")
	q.Kind = qa.Text
	cmdtest.KeysType(t, Hand, &q, qa.Answers{}, func(s string) error {
		_, err := game.ParseCards(s)
		return err
	})
}
