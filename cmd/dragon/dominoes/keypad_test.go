package dominoes

import (
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// TestKeypadTypesTheNotation: a phone's keypad has a key for each of the
// set's 21 tiles, each typed as Dancing Dragons reads discards.
func TestKeypadTypesTheNotation(t *testing.T) {
	q := askDiscards("Bo")
	q.Kind = qa.Text
	cmdtest.KeysType(t, Hand, &q, qa.Answers{}, func(s string) error {
		_, err := game.ParseTiles(s)
		return err
	})
	if n := len(Hand.Keys(&q, qa.Answers{})); n != 21 {
		t.Errorf("%d keys, want one for each of the 21 tiles", n)
	}
}
