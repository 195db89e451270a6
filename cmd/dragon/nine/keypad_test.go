package nine

import (
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestKeypadTypesTheNotation: a phone's keypad types Nine Dragons' tiles:
// the flowers for the flowers alone, the rest without them, brackets for
// the shown sets.
func TestKeypadTypesTheNotation(t *testing.T) {
	read := func(s string) error { _, err := ninedragons.Deck.Parse(s, tiles.ParseOptions{}); return err }
	for _, id := range []string{"shown", "rest", "flowers", "winning-tile"} {
		i := slices.IndexFunc(questions, func(q qa.Question) bool { return q.ID == id })
		q := &questions[i]
		cmdtest.KeysType(t, Hand, q, qa.Answers{}, read)
		keys := Hand.Keys(q, qa.Answers{})
		if flower := slices.ContainsFunc(keys, func(k qa.Key) bool { return k.Label == "RF1" }); flower != (id == "flowers") {
			t.Errorf("%s: a key for the flower RF1 is %v", id, flower)
		}
		if bracket := slices.ContainsFunc(keys, func(k qa.Key) bool { return k.Label == "[" }); bracket != (id == "shown") {
			t.Errorf("%s: a key for [ is %v", id, bracket)
		}
	}
}
