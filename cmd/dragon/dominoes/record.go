package dominoes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A Dancing Dragons hand in the ledger is every player's discards and the
// scores they give: the ledger adds the scores up (lowest total wins the
// match) and takes the next leader from them; the audit scores the discards
// again. The turn order is the ledger's, starting with the leader it gives.

// seat is what the ledger's state st supplies to a hand: its players in
// turn order, from the leader it gives, and who led the hands before,
// most recent first (for the reading of who leads after equal lowest
// scores).
func seat(st books.State) ([]qa.Supplied, error) {
	order := turnOrder(st.Header.Players, st.RoleHolder)
	led := slices.Clone(st.Led)
	slices.Reverse(led)
	return []qa.Supplied{{Key: "players", Value: strings.Join(order, ","),
		Says: fmt.Sprintf("plays in turn order %s, from its leader", strings.Join(order, ", "))},
		{Key: ledBefore, Value: strings.Join(led, ",")}}, nil
}

// ledBefore is the answer the ledger supplies and nobody types: who led
// the hands before this one, most recent first.
const ledBefore = "led-before"

// record is what the ledger keeps of a scored hand: every player's
// discards in turn order, and the scores.
func record(a qa.Answers, s *scored) (qa.Answers, map[string]int) {
	kept := qa.Answers{}
	for _, h := range s.hands {
		kept.SetEach("discards", h.Name, game.Format(h.Tiles))
	}
	return kept, scoresOf(s.res)
}

func scoresOf(res game.Result) map[string]int {
	scores := map[string]int{}
	for _, p := range res.Players {
		scores[p.Name] = p.Score
	}
	return scores
}

// recorded refuses, for the audit, recorded discards that cannot be read
// (naming whose they are) or that leave out a player of the ledger's
// table, in the ledger's own words.
func recorded(a qa.Answers) error {
	for _, name := range a.List("discards") {
		if _, err := game.ParseTiles(a[qa.EachKey("discards", name)]); err != nil {
			return &books.HandError{Player: name, Err: err}
		}
	}
	return scoreflow.AtTable("the ledger", a.List("discards"), a.List("players"), "discards", `add %s to the discards (%s: "" for none)`)
}

// turnOrder returns the players in turn order from the leader: the
// ledger keeps them in turn order.
func turnOrder(players []string, leader string) []string {
	for i, p := range players {
		if p == leader {
			return append(append([]string(nil), players[i:]...), players[:i]...)
		}
	}
	return players
}

// Readings are Dancing Dragons' readings, for 'dragon help readings'.
var Readings = game.Choices

// Standing names the readings that decided where a match stands: a tie
// for the lowest total after the last agreed hand (match-end), by the
// built-in ruleset a ledger records by.
func Standing(st books.State) []claim.Decision {
	rules, err := rulesets.DancingDragons()
	if err != nil || st.Header == nil {
		return nil
	}
	var totals []game.Standing
	for _, p := range st.Header.Players {
		totals = append(totals, game.Standing{Name: p, Total: st.Totals[p]})
	}
	return rules.Match(totals, st.Played, st.Header.Rules.MatchLength).Decided
}
