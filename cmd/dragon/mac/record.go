package mac

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A MAC I game in the ledger is every player's fished cards and the points
// they give: the ledger adds the points up (the highest total over the
// agreed number of games wins the match); the audit counts them again.

// seat is what the ledger's state st supplies to a game: its players.
func seat(st books.State) ([]qa.Supplied, error) {
	players := st.Header.Players
	return []qa.Supplied{{Key: "players", Value: strings.Join(players, ","),
		Says: fmt.Sprintf("is kept for %s", strings.Join(players, ", "))}}, nil
}

// record is what the ledger keeps of a scored game: every player's fished
// cards, in the order given, and the points.
func record(a qa.Answers, s *scored) (qa.Answers, map[string]int) {
	kept := qa.Answers{}
	for _, f := range s.fished {
		kept.SetEach("fished", f.Name, dragondeck.Deck.Format(f.Cards))
	}
	return kept, pointsOf(s.res)
}

func pointsOf(res game.Result) map[string]int {
	points := map[string]int{}
	for _, p := range res.Players {
		points[p.Name] = p.Points
	}
	return points
}

// recorded refuses, for the audit, recorded cards that cannot be read
// (naming whose they are) or that leave out a player of the ledger's
// table, in the ledger's own words.
func recorded(a qa.Answers) error {
	for _, name := range a.List("fished") {
		if _, err := game.ParseCards(a[qa.EachKey("fished", name)]); err != nil {
			return &books.HandError{Player: name, Err: err}
		}
	}
	return scoreflow.AtTable("the ledger", a.List("fished"), a.List("players"), "points", `add %s to the fished cards (%s: "" for none)`)
}
