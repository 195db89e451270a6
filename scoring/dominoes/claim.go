package dominoes

import "fmt"

// A referee's check of a claimed score. The rules give each player one
// score; a player who claims another has usually read them another way.
// The check names the readings that give exactly the claim: the score
// doubled, or not, against the rule (someone laid every tile, or nobody
// did), and the discarded tiles counted rather than their pips (the rules
// stress it is the pips that count). The readings with the fewest
// departures are kept.

// DepartureKind names one way of reading the rules otherwise.
type DepartureKind string

// The departures a reading may take.
const (
	DepartDoubling DepartureKind = "doubling" // doubled, or not, against the rule
	DepartTiles    DepartureKind = "tiles"    // the discarded tiles counted, not their pips
)

// Departure is one way a reading departs from the rules, in words.
type Departure struct {
	Kind DepartureKind
	Text string
}

// Difference is one item a reading counts otherwise than the rules: + for
// what it adds, − for what it drops.
type Difference struct {
	Item   string
	Points int
}

// Reading is a reading of the rules that gives exactly the claim.
type Reading struct {
	Departures  []Departure
	Score       int
	Differences []Difference
}

// Verdict is the check of a claimed score: the rules' figure and the
// readings that give the claim (none when it agrees, or nothing does).
type Verdict struct {
	Name         string
	Claim, Rules int
	Readings     []Reading
}

// CheckClaim checks a claim of player i's score in the hand res scored
// from hands.
func CheckClaim(res Result, hands []Hand, i, claim int) Verdict {
	v := Verdict{Name: res.Players[i].Name, Claim: claim, Rules: res.Players[i].Score}
	if claim == v.Rules {
		return v
	}
	for _, r := range readings(res.Doubled, hands[i].Tiles) {
		if r.Score == claim && (len(v.Readings) == 0 || len(r.Departures) == len(v.Readings[0].Departures)) {
			v.Readings = append(v.Readings, r)
		}
	}
	return v
}

// readings lists the readings of one player's score with departures,
// fewest departures first.
func readings(doubled bool, discards []Tile) []Reading {
	var out []Reading
	for _, d := range []struct{ flip, tiles bool }{{true, false}, {false, true}, {true, true}} {
		out = append(out, reading(doubled, discards, d.flip, d.tiles))
	}
	return out
}

// reading scores discards with the doubling flipped and/or the tiles
// counted instead of their pips, and says item by item what changed.
func reading(doubled bool, discards []Tile, flip, countTiles bool) Reading {
	times := func(d bool) int {
		if d && len(discards) > 0 {
			return 2
		}
		return 1
	}
	rulesTimes, readTimes := times(doubled), times(doubled != flip)
	var r Reading
	base := Pips(discards)
	if countTiles {
		r.Departures = append(r.Departures, Departure{DepartTiles, "the discarded tiles counted, not their pips"})
		for _, t := range discards {
			r.Differences = append(r.Differences, Difference{fmt.Sprintf("%s counted as 1 tile, not %d pips", t, t.Pips()), (1 - t.Pips()) * rulesTimes})
		}
		base = len(discards)
	}
	if flip {
		text, item := "not doubled, though someone laid every tile", "the doubling left out"
		if !doubled {
			text, item = "doubled, though nobody laid every tile", "doubled"
		}
		r.Departures = append(r.Departures, Departure{DepartDoubling, text})
		if rulesTimes != readTimes {
			r.Differences = append(r.Differences, Difference{item, base * (readTimes - rulesTimes)})
		}
	}
	r.Score = base * readTimes
	return r
}
