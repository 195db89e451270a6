package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// The ids of Dancing Dragons' readings, as docs/rules/dancing-dragons.md
// lists them.
const (
	TieLeads     claim.DepartureKind = "tie-leads"
	DoublingOnce claim.DepartureKind = "doubling"
	MatchEnds    claim.DepartureKind = "match-end"
)

// The places of the readings in Choices, the bits of Rules.Alternatives.
const (
	readTieLeads = iota
	readDoubling
	readMatchEnd
	numReadings
)

// Choices are Dancing Dragons' readings: where the rules are loose, what
// the program does and what a table may play or claim instead. A ruleset
// switches each under "readings:"; a result names the ones that decided
// who leads, a score or who wins (Result.Decided, Rules.NextLeader,
// Rules.Match); the claim search reads the doubling the other way.
var Choices = []claim.Choice{
	readTieLeads: {ID: TieLeads, Text: `"the winner of the hand (and lead player of the next) is the one with the fewest points"`,
		Program: "the first of the tied in turn order", Alternative: "the previous leader among the tied",
		Keys: [2]string{"first-in-turn", "previous-leader"}},
	readDoubling: {ID: DoublingOnce, Text: `"if one or more players place all 8 tiles ... other players scores are doubled"`,
		Program: "doubled once however many laid every tile", Alternative: "doubled once for each player who laid every tile",
		Keys: [2]string{"once", "per-player"}},
	readMatchEnd: {ID: MatchEnds, Text: "scores accumulate over an agreed number of hands; the lowest total wins",
		Program: "a tie after the last agreed hand shares the match", Alternative: "play on until the tie breaks",
		Keys: [2]string{"share", "play-on"}},
}

// reads reports whether the rules play reading i the other way.
func (r *Rules) reads(i int) bool { return r.Alternatives.Has(i) }

// times returns what everyone else's score is multiplied by when laid
// players laid every tile: 1 when nobody did; the doubling once by the
// rules, once for each of them when the table reads doubling the other
// way.
func (r *Rules) times(laid int) int {
	t := 1
	for i := range laid {
		if i == 0 || r.reads(readDoubling) {
			t *= int(r.Doubling)
		}
	}
	return t
}

// otherTimes returns what the other reading of doubling multiplies by.
func (r *Rules) otherTimes(laid int) int {
	o := *r
	o.Alternatives = o.Alternatives.Toggle(readDoubling)
	return o.times(laid)
}

// NextLeader returns who leads the next hand after res: the one with the
// fewest points; among equal lowest, the first in turn order, or, when the
// table reads tie-leads the other way, the one of them who led a hand most
// recently (the leader of this hand, res.Players[0], then ledBefore, the
// leaders of the hands before it, most recent first), the first in turn
// order when none of them has led. A tie names the reading, with whom the
// other reading would give.
func (r *Rules) NextLeader(res Result, ledBefore []string) (int, []claim.Decision) {
	if len(res.Winners) == 1 {
		return res.Winners[0], nil
	}
	first := res.Winners[0]
	previous := first
	for _, name := range append([]string{res.Players[0].Name}, ledBefore...) {
		if i := res.index(name); i >= 0 && res.isWinner(i) {
			previous = i
			break
		}
	}
	lead, other := first, previous
	if r.reads(readTieLeads) {
		lead, other = previous, first
	}
	tied := make([]string, len(res.Winners))
	for k, i := range res.Winners {
		tied[k] = res.Players[i].Name
	}
	d := Choices[readTieLeads].Decision(r.reads(readTieLeads),
		fmt.Sprintf("%s (of %s, tied) leads", res.Players[lead].Name, words.JoinAnd(tied)), res.Players[other].Name+" leads")
	return lead, []claim.Decision{d}
}

func (res Result) index(name string) int {
	for i, p := range res.Players {
		if p.Name == name {
			return i
		}
	}
	return -1
}

func (res Result) isWinner(i int) bool {
	for _, w := range res.Winners {
		if w == i {
			return true
		}
	}
	return false
}

// Standing is one player's total over the hands of a match.
type Standing struct {
	Name  string
	Total int
}

// MatchResult is where a match stands after the hands played.
type MatchResult struct {
	// Over is true once the match has ended.
	Over bool
	// Winners are the players with the lowest total, who share the
	// match when there are several; set once it is over.
	Winners []int
	// Decided names match-end when a tie for the lowest total after the
	// last agreed hand decided whether the match is over.
	Decided []claim.Decision
}

// Match says whether a match of agreed hands (0: no agreed end) is over
// after played hands with the totals, and who won it: the lowest total
// after the last agreed hand; a tie shares the match, or, when the table
// reads match-end the other way, the match goes on until the tie breaks.
func (r *Rules) Match(totals []Standing, played, agreed int) MatchResult {
	if agreed <= 0 || played < agreed || len(totals) == 0 {
		return MatchResult{}
	}
	var low []int
	for i, s := range totals {
		switch {
		case len(low) == 0 || s.Total < totals[low[0]].Total:
			low = []int{i}
		case s.Total == totals[low[0]].Total:
			low = append(low, i)
		}
	}
	if len(low) == 1 {
		return MatchResult{Over: true, Winners: low}
	}
	names := make([]string, len(low))
	for i, w := range low {
		names[i] = totals[w].Name
	}
	share := fmt.Sprintf("%s share the match with %d", words.JoinAnd(names), totals[low[0]].Total)
	playOn := fmt.Sprintf("the match goes on after hand %d until the tie breaks", played)
	if r.reads(readMatchEnd) {
		return MatchResult{Decided: []claim.Decision{Choices[readMatchEnd].Decision(true, playOn, share)}}
	}
	return MatchResult{Over: true, Winners: low, Decided: []claim.Decision{Choices[readMatchEnd].Decision(false, share, playOn)}}
}
