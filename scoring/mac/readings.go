package mac

import (
	"github.com/dragon-tools/dragon/scoring/claim"
)

// The ids of MAC I's readings, as docs/rules/mac-i.md lists them.
const (
	BaitCounts claim.DepartureKind = "bait-counts"
	PondOnly   claim.DepartureKind = "pond-only"
)

// The places of the readings in Choices, the bits of Rules.Alternatives.
const (
	readBait = iota
	readPondOnly
	numReadings
)

// Choices are MAC I's readings: where the rules are loose, what the
// program counts and what a table may play or claim instead. The bait
// reading is switched under "readings:", the pond reading by the
// ruleset's catch field (Rules.Catch); the claim searches read each the
// other way.
var Choices = []claim.Choice{
	readBait: {ID: BaitCounts, Text: `"the players then count up the number of cards that they have fished"; a catch uses the player's own card, the bait`,
		Program: "the bait card counts among the fished cards, all three score", Alternative: "only the cards taken from the pond score",
		Keys: [2]string{"all-three", "pond-cards"}},
	readPondOnly: {ID: PondOnly, Text: `whether "any three cards" between the bait and the pond may all come from the pond`,
		Program: "at least one bait card and one pond card", Alternative: "three pond cards allowed too",
		Field: "catch: pond-only"},
}

// baitScores reports whether the bait cards of a catch score: the
// program's reading, unless the table reads bait-counts the other way.
func (r *Rules) baitScores() bool { return !r.Alternatives.Has(readBait) }

// reads reports whether the rules play reading i the other way.
func (r *Rules) reads(i int) bool {
	if i == readPondOnly {
		return r.Catch == PondOnlyToo
	}
	return r.Alternatives.Has(i)
}

// readOtherWay returns the rules with reading i read the other way round.
func (r *Rules) readOtherWay(i int) *Rules {
	o := *r
	if i == readPondOnly {
		o.Catch = 1 - o.Catch
	} else {
		o.Alternatives = o.Alternatives.Toggle(i)
	}
	return &o
}

// CatchReadings are the readings a list of catches is made by, each as
// the table plays it: one line each, beginning with its id, for the
// output of every list of catches.
func (r *Rules) CatchReadings() []claim.Decision {
	out := make([]claim.Decision, len(Choices))
	for i, c := range Choices {
		out[i] = claim.Decision{ID: c.ID, Text: string(c.ID) + ": " + c.Read(r.reads(i))}
	}
	return out
}
