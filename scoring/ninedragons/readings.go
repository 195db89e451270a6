package ninedragons

import "github.com/dragon-tools/dragon/scoring/claim"

// The ids of the readings of Nine Dragons' loose rules, as
// docs/rules/nine-dragons.md lists them.
const (
	DragonsReplace claim.DepartureKind = "dragons-replace"
	KongBonus      claim.DepartureKind = "kong-bonus"
	PureNotSemi    claim.DepartureKind = "pure-not-semi"
	SeatFlowers    claim.DepartureKind = "seat-flowers"
	TwelveTiles    claim.DepartureKind = "twelve-tiles"
	NineBefore     claim.DepartureKind = "nine-before"
)

// The places of the readings in Choices, the bits of Rules.Alternatives.
const (
	readDragons = iota
	readKongBonus
	readPure
	readSeatFlowers
	readTwelve
	readNine
	numReadings
)

// pointReadings are the readings that change a hand's points; the others
// decide who pays for everyone.
var pointReadings = []int{readDragons, readKongBonus, readPure, readSeatFlowers}

// Choices are Nine Dragons' readings: where the text is loose, what the
// program counts and what a table may play or claim instead. A ruleset
// switches each under "readings:"; a result names the ones that decided
// it (Result.Decided, Payments.Decided); the claim searches read each the
// other way.
var Choices = []claim.Choice{
	readDragons: {ID: DragonsReplace, Text: "two dragon pongs and a pair of the other dragon 4 points, all three dragon pongs 6",
		Program: "the 4 or 6 in place of the 1 each", Alternative: "the 4 or 6 on top of the 1 each",
		Keys: [2]string{"replace", "on-top"}},
	readKongBonus: {ID: KongBonus, Text: "won on the kong replacement: 1 point for self-pick plus a 1 point bonus",
		Program: "the bonus on top of self-pick (2 in all)", Alternative: "the bonus instead of self-pick (1)",
		Keys: [2]string{"on-top", "instead"}},
	readPure: {ID: PureNotSemi, Text: "one suit with winds or dragons is semi-pure, 3; all tiles of one suit pure, 6",
		Program: "pure alone (6)", Alternative: "pure and semi-pure both (9)",
		Keys: [2]string{"pure-alone", "both"}},
	readSeatFlowers: {ID: SeatFlowers, Text: "flowers that match the seat value, 1 point each",
		Program: "red and blue both counted", Alternative: "one flower of the seat's number only",
		Keys: [2]string{"both", "one"}},
	readTwelve: {ID: TwelveTiles, Text: "a tile that causes a player to have 12 pieces of the same suit revealed",
		Program: "twelve shown tiles, a kong four", Alternative: "four shown sets only",
		Keys: [2]string{"shown-tiles", "four-sets"}},
	readNine: {ID: NineBefore, Text: "3 sets of one suit showing when the winning tile is thrown",
		Program: "the sets shown before the winning discard", Alternative: "the set the winning discard completed counted too",
		Keys: [2]string{"before", "final-too"}},
}

// reads reports whether the rules play reading i the other way.
func (r *Rules) reads(i int) bool { return r.Alternatives.Has(i) }

// readOtherWay returns a game that reads reading i the other way round.
func (g *Game) readOtherWay(i int) *Game {
	r := *g.Rules
	r.Alternatives = r.Alternatives.Toggle(i)
	return &Game{Rules: &r}
}
