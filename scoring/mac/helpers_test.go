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

// textRules are the numbers of the rules text: fishing values 10 for a
// wind and the Green Dragon, 11 for a Feng Shui card; points 1, 2, 5 and
// 10; a catch takes bait and pond. The default ruleset is checked against
// them (rulesets.TestDefaultMAC).
var textRules = &Rules{
	Name:   "the rules text",
	Values: Values{Wind: 10, GreenDragon: 10, FengShui: 11},
	Points: Points{Suit: 1, Wind: 2, GreenDragon: 5, FengShui: 10},
	Catch:  BaitAndPond,
}

// catchesUnder lists the catches of the rules text under reading.
func catchesUnder(bait, pond []tiles.Kind, reading Reading) []Catch {
	r := *textRules
	r.Catch = reading
	return r.Catches(bait, pond)
}
