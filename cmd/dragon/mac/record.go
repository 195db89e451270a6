package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A MAC I game in the ledger is every player's fished cards and the points
// they give: the ledger adds the points up (the highest total over the
// agreed number of games wins the match); the audit counts them again.

// RecordParts scores the game for the ledger's players and appends it,
// under the ledger's lock.
func (o *scoreOptions) RecordParts() (game.Result, *ledger.Appended, error) {
	var res game.Result
	app, err := cmdutil.RecordHand(o.Record.File, ledger.MAC, &o.Record.At, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := cmdutil.AtTable(o.Record.File, playerNames(o.Parts), st.Header, "points", "give --fished for %s too (%s= for none)"); err != nil {
			return nil, err
		}
		var err error
		if res, err = o.Rules.Score(o.Parts); err != nil {
			return nil, err
		}
		in := &ledger.Inputs{}
		for _, p := range o.Parts {
			in.Hands = append(in.Hands, ledger.NamedHand{Name: p.Name, Hand: dragondeck.Deck.Format(p.Cards)})
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Scores: pointsOf(res)}, nil
	})
	return res, app, err
}

func pointsOf(res game.Result) map[string]int {
	points := map[string]int{}
	for _, p := range res.Players {
		points[p.Name] = p.Points
	}
	return points
}

// Auditor is the audit of 'ledger check' for MAC I: it counts again the
// points of every game recorded with its fished cards, by the built-in
// ruleset (a ledger records by no other); other records are checked by
// the ledger alone.
type Auditor struct{}

// Recompute scores the game h again and returns each player's points;
// ledger.ErrSkip for a game recorded as points only.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	res, err := scoreRecorded(h, st)
	if err != nil {
		return nil, err
	}
	return pointsOf(res), nil
}

// scoreRecorded counts the points of the game h again from its fished
// cards; ledger.ErrSkip for a game recorded as points only.
func scoreRecorded(h *ledger.HandRecord, st ledger.State) (game.Result, error) {
	players, err := cmdutil.RecordedParts(h, func(name, cards string) (game.Fished, error) {
		ks, err := game.ParseCards(cards)
		return game.Fished{Name: name, Cards: ks}, err
	})
	if err != nil {
		return game.Result{}, err
	}
	if err := cmdutil.AtTable("the ledger", playerNames(players), st.Header, "points", `add %s to the fished cards (%s: "" for none)`); err != nil {
		return game.Result{}, err
	}
	rules, err := rulesets.MAC()
	if err != nil {
		return game.Result{}, err
	}
	return rules.Score(players)
}
