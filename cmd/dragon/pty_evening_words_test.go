package main

import (
	"strings"
	"testing"
)

// The evening in each game's own words (issue 30, item 4).

// TestEveningPlayersQuestionNamesTheWayRound: the question of a new
// ledger's players says which way round the table the list goes, and the
// seats' winds where the game has them.
func TestEveningPlayersQuestionNamesTheWayRound(t *testing.T) {
	t.Parallel()
	for game, want := range map[string]string{
		"Magic Dragon":    "Players in seat order, clockwise from the first dealer (e.g. Ann,Bo,Cy,Di):",
		"Q Mahjongg":      "Players in seat order, clockwise from the first banker: East, South, West, North (e.g. Ann,Bo,Cy,Di):",
		"Nine Dragons":    "Players in seat order, East, South, West, North: counter-clockwise, South on East's right (e.g. Ann,Bo,Cy,Di):",
		"Dancing Dragons": "Players in turn order, counter-clockwise from the first leader (e.g. Ann,Bo,Cy,Di):",
		"MAC I":           "Players in seat order (e.g. Ann,Bo,Cy,Di):",
	} {
		t.Run(strings.ReplaceAll(game, " ", "_"), func(t *testing.T) {
			t.Parallel()
			p := startEvening(t, t.TempDir(), 80, false)
			p.pick("Go on with an evening, or start one?", "Start a new ledger")
			p.pick("Which game?", game)
			p.expectWords(want)
		})
	}
}
