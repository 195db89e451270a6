package dominoes

import (
	"strings"
	"testing"
)

// tilesOf parses tiles a test writes, failing the test on a typo.
func tilesOf(t testing.TB, s string) []Tile {
	t.Helper()
	ts, err := ParseTiles(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// handsOf parses "Ann=6-6 5-1; Bo=; Cy=2-4" into hands in turn order.
func handsOf(t testing.TB, s string) []Hand {
	t.Helper()
	var hs []Hand
	for _, part := range strings.Split(s, ";") {
		h, err := ParseHand(part)
		if err != nil {
			t.Fatal(err)
		}
		hs = append(hs, h)
	}
	return hs
}

// textRules are the rules text's: four players 8 tiles each, three 10
// (2 unused), two 16; everyone else's score doubled when someone laid
// every tile. The default ruleset is checked against them
// (rulesets.TestDefaultDancingDragons).
var textRules = &Rules{
	Name:     "the rules text",
	Deals:    []Deal{{Players: 4, Tiles: 8}, {Players: 3, Tiles: 10}, {Players: 2, Tiles: 16}},
	Doubling: 2,
}
