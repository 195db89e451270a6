package dominoes

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// A referee's check of a claimed score. The rules give each player one
// score; a player who claims another has usually read them another way.
// The check names the readings that give exactly the claim: the score
// doubled, or not, against the rule (someone laid every tile, or nobody
// did), and the discarded tiles counted rather than their pips (the rules
// stress it is the pips that count). The readings with the fewest
// departures are kept.

// The departures a reading may take.
const (
	DepartDoubling claim.DepartureKind = "doubling" // doubled, or not, against the rule
	DepartTiles    claim.DepartureKind = "tiles"    // the discarded tiles counted, not their pips
)

// CheckClaim checks a claim of player i's score in the hand res scored
// from hands by the rules.
func (r *Rules) CheckClaim(res Result, hands []Hand, i, n int) claim.Verdict {
	return claim.Check(n, res.Players[i].Score, r.readings(res.Doubled, hands[i].Tiles))
}

// readings lists the readings of one player's score with departures,
// fewest departures first.
func (r *Rules) readings(doubled bool, discards []Tile) []claim.Reading {
	var out []claim.Reading
	for _, d := range []struct{ flip, tiles bool }{{true, false}, {false, true}, {true, true}} {
		out = append(out, r.reading(doubled, discards, d.flip, d.tiles))
	}
	return out
}

// reading scores discards with the doubling flipped and/or the tiles
// counted instead of their pips, and says item by item what changed.
func (r *Rules) reading(doubled bool, discards []Tile, flip, countTiles bool) claim.Reading {
	times := func(d bool) int {
		if d && len(discards) > 0 {
			return int(r.Doubling)
		}
		return 1
	}
	rulesTimes, readTimes := times(doubled), times(doubled != flip)
	var rd claim.Reading
	base := Pips(discards)
	if countTiles {
		rd.Departures = append(rd.Departures, claim.Departure{Kind: DepartTiles, Text: "the discarded tiles counted, not their pips"})
		for _, t := range discards {
			rd.Differences = append(rd.Differences, claim.Difference{Item: fmt.Sprintf("%s counted as 1 tile, not %d pips", t, t.Pips()), Points: (1 - t.Pips()) * rulesTimes})
		}
		base = len(discards)
	}
	if flip {
		text, item := "not "+r.Doubling.Verb()+", though someone laid every tile", "the "+r.Doubling.Noun()+" left out"
		if !doubled {
			text, item = r.Doubling.Verb()+", though nobody laid every tile", r.Doubling.Verb()
		}
		rd.Departures = append(rd.Departures, claim.Departure{Kind: DepartDoubling, Text: text})
		if rulesTimes != readTimes {
			rd.Differences = append(rd.Differences, claim.Difference{Item: item, Points: base * (readTimes - rulesTimes)})
		}
	}
	rd.Points = base * readTimes
	return rd
}
