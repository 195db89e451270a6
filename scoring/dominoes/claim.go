package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// A referee's check of a claimed score. The rules give each player one
// score; a player who claims another has usually read them another way.
// The check names the readings that give exactly the claim: the score
// doubled, or not, against the rule (someone laid every tile, or nobody
// did); the doubling read the other way (once for each player who laid
// every tile, or once); and the discarded tiles counted rather than their
// pips (the rules stress it is the pips that count). The readings with the
// fewest departures are kept.

// The departures a reading may take besides the game's readings, whose
// kinds are their ids.
const (
	DepartDoubling claim.DepartureKind = "doubled-or-not" // doubled, or not, against the rule
	DepartTiles    claim.DepartureKind = "tiles"          // the discarded tiles counted, not their pips
)

// CheckClaim checks a claim of player i's score in the hand res scored
// from hands by the rules.
func (r *Rules) CheckClaim(res Result, hands []Hand, i, n int) claim.Verdict {
	return claim.Check(n, res.Players[i].Score, r.readings(res.Laid, hands[i].Tiles))
}

// multiplier is what a reading multiplies a score by, and the departure
// that reads it so (none for the rules').
type multiplier struct {
	times int
	dep   *claim.Departure
	item  string
}

// readings lists the readings of one player's score with departures,
// fewest departures first, when laid players laid every tile.
func (r *Rules) readings(laid int, discards []Tile) []claim.Reading {
	rulesTimes := r.times(laid)
	flip := multiplier{times: int(r.Doubling), item: r.Doubling.Verb(),
		dep: &claim.Departure{Kind: DepartDoubling, Text: r.Doubling.Verb() + ", though nobody laid every tile"}}
	if laid > 0 {
		flip = multiplier{times: 1, item: "the " + r.Doubling.Noun() + " left out",
			dep: &claim.Departure{Kind: DepartDoubling, Text: "not " + r.Doubling.Verb() + ", though someone laid every tile"}}
	}
	others := []multiplier{flip}
	if other := r.otherTimes(laid); other != rulesTimes {
		d := Choices[readDoubling].Departure(r.reads(readDoubling), fmt.Sprintf("%s, ×%d", Choices[readDoubling].Read(!r.reads(readDoubling)), other))
		others = append(others, multiplier{times: other, dep: &d, item: fmt.Sprintf("×%d, not ×%d", other, rulesTimes)})
	}
	var out []claim.Reading
	for _, m := range others {
		out = append(out, r.reading(discards, rulesTimes, m, false))
	}
	out = append(out, r.reading(discards, rulesTimes, multiplier{times: rulesTimes}, true))
	for _, m := range others {
		out = append(out, r.reading(discards, rulesTimes, m, true))
	}
	return out
}

// reading scores discards multiplied as m says, the tiles counted instead
// of their pips when countTiles, and says item by item what changed.
func (r *Rules) reading(discards []Tile, rulesTimes int, m multiplier, countTiles bool) claim.Reading {
	var rd claim.Reading
	base := Pips(discards)
	if countTiles {
		rd.Departures = append(rd.Departures, claim.Departure{Kind: DepartTiles, Text: "the discarded tiles counted, not their pips"})
		for _, t := range discards {
			rd.Differences = append(rd.Differences, claim.Difference{Item: fmt.Sprintf("%s counted as 1 tile, not %d pips", t, t.Pips()), Points: (1 - t.Pips()) * rulesTimes})
		}
		base = len(discards)
	}
	if m.dep != nil {
		rd.Departures = append(rd.Departures, *m.dep)
		if d := base * (m.times - rulesTimes); d != 0 {
			rd.Differences = append(rd.Differences, claim.Difference{Item: m.item, Points: d})
		}
	}
	rd.Points = base * m.times
	return rd
}
