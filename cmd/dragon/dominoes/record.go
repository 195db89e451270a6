package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A Dancing Dragons hand in the ledger is every player's discards and the
// scores they give: the ledger adds the scores up (lowest total wins the
// match) and takes the next leader from them; the audit scores the discards
// again. The turn order is the ledger's, starting with the leader it gives.

// RecordParts scores the hand in the ledger's turn order and appends it,
// under the ledger's lock; o.Parts are put in that order.
func (o *scoreOptions) RecordParts() (game.Result, *ledger.Appended, error) {
	var res game.Result
	app, err := cmdutil.RecordHand(o.Record.File, ledger.Dominoes, &o.Record.At, func(st ledger.State) (*ledger.HandRecord, error) {
		hands, err := inTurnOrder(o.Record.File, o.Parts, st, "give --discards for %s too (%s= for none)")
		if err != nil {
			return nil, err
		}
		if res, err = o.Rules.Score(hands); err != nil {
			return nil, err
		}
		o.Parts = hands
		in := &ledger.Inputs{}
		for _, h := range hands {
			in.Hands = append(in.Hands, ledger.NamedHand{Name: h.Name, Hand: game.Format(h.Tiles)})
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Scores: scoresOf(res)}, nil
	})
	return res, app, err
}

func scoresOf(res game.Result) map[string]int {
	scores := map[string]int{}
	for _, p := range res.Players {
		scores[p.Name] = p.Score
	}
	return scores
}

// Auditor is the audit of 'ledger check' for Dancing Dragons: it scores
// again every hand recorded with its discards, in the turn order of the
// ledger when it was played, by the built-in ruleset (a ledger records by
// no other); other records are checked by the ledger alone.
type Auditor struct{}

// Recompute scores the hand h again in the state st it was played in and
// returns each player's score; ledger.ErrSkip for a hand recorded as
// scores only.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	res, err := scoreRecorded(h, st)
	if err != nil {
		return nil, err
	}
	return scoresOf(res), nil
}

// scoreRecorded scores the hand h again from its discards, in the turn
// order of the state st it was played in; ledger.ErrSkip for a hand
// recorded as scores only.
func scoreRecorded(h *ledger.HandRecord, st ledger.State) (game.Result, error) {
	hands, err := cmdutil.RecordedParts(h, func(name, discards string) (game.Hand, error) {
		ts, err := game.ParseTiles(discards)
		return game.Hand{Name: name, Tiles: ts}, err
	})
	if err != nil {
		return game.Result{}, err
	}
	hands, err = inTurnOrder("the ledger", hands, st, `add %s to the discards (%s: "" for none)`)
	if err != nil {
		return game.Result{}, err
	}
	rules, err := rulesets.DancingDragons()
	if err != nil {
		return game.Result{}, err
	}
	return rules.Score(hands)
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

// inTurnOrder puts the hands in the ledger's turn order, refusing a name
// that is not at its table and a player left out; fix says how to give
// the players left out, then the first of them, where they are written
// (flags, or the ledger).
func inTurnOrder(file string, hands []game.Hand, st ledger.State, fix string) ([]game.Hand, error) {
	byName := map[string]game.Hand{}
	for _, h := range hands {
		if _, twice := byName[h.Name]; twice {
			return nil, fmt.Errorf("%s is named twice; give each player once", h.Name)
		}
		byName[h.Name] = h
	}
	if err := cmdutil.AtTable(file, handNames(hands), st.Header, "discards", fix); err != nil {
		return nil, err
	}
	var out []game.Hand
	for _, p := range turnOrder(st.Header.Players, st.Dealer) {
		out = append(out, byName[p])
	}
	return out, nil
}

// Readings are Dancing Dragons' readings, for 'dragon help readings'.
var Readings = game.Choices

// Standing names the readings that decided where a match stands: a tie
// for the lowest total after the last agreed hand (match-end), by the
// built-in ruleset a ledger records by.
func Standing(st ledger.State) []claim.Decision {
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
