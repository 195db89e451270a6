package mac

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// Rules is MAC I as a table plays it: the cards' fishing values, their
// points and the reading of a catch. The default is rulesets/mac-i.yaml;
// a table may play its own. Rules are played only once Validate passes
// them (the loader sees to it).
type Rules struct {
	Name string
	// Values are the fishing values of the cards other than suit cards,
	// which fish at their rank.
	Values Values
	// Points are what a fished card scores, by its class.
	Points Points
	// Catch is the reading of a catch the table plays: bait and pond, or
	// three pond cards too (the reading pond-only).
	Catch Reading
	// Alternatives are the readings (Choices) switched under "readings:"
	// that the table plays the other way; none by the rules document.
	Alternatives claim.Alternatives
}

// Values are the fishing values of a wind, the Green Dragon and a Feng
// Shui card (10, 10 and 11 by the rules).
type Values struct {
	Wind, GreenDragon, FengShui int
}

// Points are what a fished card of each class scores (a suit card 1, a
// wind 2, the Green Dragon 5, a Feng Shui card 10 by the rules).
type Points struct {
	Suit, Wind, GreenDragon, FengShui int
}

// The bounds of a table's numbers: values are faces, so at least 1; a
// class may score nothing. The upper bounds keep every sum far from
// overflow and are far above any table's.
const (
	MaxValue  = 100
	MaxPoints = 1000
)

// Validate checks that the rules can be played: fishing values 1–100,
// points 0–1000, a reading of a catch, readings the game has. The error
// names the part of the ruleset.
func (r *Rules) Validate() error {
	if r.Catch != BaitAndPond && r.Catch != PondOnlyToo {
		return &rulecheck.Error{Part: "catch", Msg: fmt.Sprintf("catch is %d; a catch is read bait-and-pond or pond-only", r.Catch)}
	}
	if r.Alternatives&^(1<<readBait) != 0 {
		return &rulecheck.Error{Part: "readings", Msg: "the readings name an alternative MAC I does not switch there; bait-counts is the one"}
	}
	for _, v := range []struct {
		key string
		n   int
	}{{"wind", r.Values.Wind}, {"green_dragon", r.Values.GreenDragon}, {"feng_shui", r.Values.FengShui}} {
		if v.n < 1 || v.n > MaxValue {
			return &rulecheck.Error{Part: "values", Key: v.key, Msg: fmt.Sprintf("values: %s is %d; a fishing value is 1–%d", v.key, v.n, MaxValue)}
		}
	}
	for _, p := range []struct {
		key string
		n   int
	}{{"suit", r.Points.Suit}, {"wind", r.Points.Wind}, {"green_dragon", r.Points.GreenDragon}, {"feng_shui", r.Points.FengShui}} {
		if p.n < 0 || p.n > MaxPoints {
			return &rulecheck.Error{Part: "points", Key: p.key, Msg: fmt.Sprintf("points: %s is %d; a card scores 0–%d", p.key, p.n, MaxPoints)}
		}
	}
	return nil
}
