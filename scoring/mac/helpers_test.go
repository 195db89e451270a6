package mac

import (
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// cards parses cards a test writes, failing the test on a typo.
func cards(t testing.TB, s string) []tiles.Kind {
	t.Helper()
	ks, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return ks
}

func format(ks []tiles.Kind) string { return dragondeck.Deck.Format(ks) }
