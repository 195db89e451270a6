package qmahjongg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// Level is a level of Fang on the booklet's ladder: half, 1, 2, … 6. An
// addition of one Fang climbs one step, so half Fang and one more is one
// Fang (the booklet's table has no level between them).
type Level int8

// Half is half Fang, the lowest level (a Chicken Chow).
const Half Level = 0

// MaxLevel is the highest level the booklet prints, six Fang.
const MaxLevel Level = 6

// String writes the level as the booklet does: "half", "1" … "6".
func (l Level) String() string {
	if l == Half {
		return "half"
	}
	return strconv.Itoa(int(l))
}

// Fang returns the level as a number: 0.5 for half, else 1–6.
func (l Level) Fang() float64 {
	if l == Half {
		return 0.5
	}
	return float64(l)
}

// ParseLevel reads a level: "half" (or "0.5") and 1–6.
func ParseLevel(s string) (Level, error) {
	switch t := strings.ToLower(strings.TrimSpace(s)); t {
	case "half", "0.5", "½":
		return Half, nil
	default:
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > int(MaxLevel) {
			return 0, fmt.Errorf("%q is not a level of Fang; write half (or 0.5) or 1–6", s)
		}
		return Level(n), nil
	}
}

// Class is a base scoring class: the level of a hand by how many of its
// two groups are groups of winds or GD (pongs and gongs).
type Class struct {
	Name string // "Chicken Chow"
	// HonourGroups is how many of the two groups are of winds or GD: 0, 1, 2.
	HonourGroups int
	Level        Level
	// Condition says what the hand is, for the reference and the items.
	Condition string
}

// Additions are the Fang the booklet and the reconstruction add on the
// base class, each in steps of the ladder.
type Additions struct {
	GreenDragon int // each group or eyes of GD
	SeatWind    int // each wind group or eyes matching the scorer's location
	RoundWind   int // each wind group or eyes matching the wind round
	NoWild      int // the hand uses no Feng Shui card
	SelfDrawn   int // the winner drew the winning card himself
	// OwnGongReplacement replaces SelfDrawn when the winning card was the
	// replacement drawn after a gong of the winner's own draw.
	OwnGongReplacement int
	// DiscardGongReplacement replaces SelfDrawn when the winning card was
	// the replacement after a gong made with another player's discard.
	DiscardGongReplacement int
}

// Specials are the special occasions, each worth a level outright.
type Specials struct {
	BankerFirstDraw    Level // the banker wins before his first discard
	BankerFirstDiscard Level // a player wins on the banker's first discard
	FiveWilds          Level // the hand holds all five Feng Shui cards
}

// Rules is a Q Mahjongg ruleset: the reconstruction of the booklet's
// scoring classes, its additions and specials, the limit and the default
// stake. The default is rulesets/q-mahjongg.yaml; a table may load its own.
type Rules struct {
	Name string
	// Classes holds the base class for 0, 1 and 2 honour groups.
	Classes   [3]Class
	Additions Additions
	Specials  Specials
	// Limit is the highest level a hand scores (six Fang).
	Limit Level
	// Stake is what a player collects at one Fang unless the table says
	// otherwise (the banker's amount is double).
	Stake int
	// Alternatives are the readings (Choices) the table plays the other
	// way; none by the rules document.
	Alternatives claim.Alternatives
}

// Validate checks that the ruleset can be played: levels within the
// limit, additions of 0–6 Fang, an even stake of at least 2.
func (r *Rules) Validate() error {
	if err := CheckLimit(int(r.Limit)); err != nil {
		return err
	}
	for i, c := range r.Classes {
		switch {
		case c.HonourGroups != i:
			return &rulecheck.Error{Part: "classes", Index: i, Msg: fmt.Sprintf("class %d is for %s; list the classes for 0, 1 and 2 honour groups in order", i+1, words.Plural(c.HonourGroups, "honour group"))}
		case c.Name == "":
			return &rulecheck.Error{Part: "classes", Index: i, Msg: fmt.Sprintf("class %d has no name", i+1)}
		case c.Level > r.Limit:
			return &rulecheck.Error{Part: "classes", Index: i, Msg: fmt.Sprintf("%s is %s Fang, above the limit of %s", c.Name, c.Level, r.Limit)}
		}
	}
	a, sp := r.Additions, r.Specials
	for _, f := range []field{
		{"green_dragon", a.GreenDragon}, {"seat_wind", a.SeatWind}, {"round_wind", a.RoundWind}, {"no_wild", a.NoWild},
		{"self_drawn", a.SelfDrawn}, {"own_gong_replacement", a.OwnGongReplacement}, {"discard_gong_replacement", a.DiscardGongReplacement},
	} {
		if f.n < 0 || f.n > int(MaxLevel) {
			return &rulecheck.Error{Part: "additions", Key: f.key, Msg: fmt.Sprintf("%s adds %d Fang; an addition is 0–6", f.key, f.n)}
		}
	}
	for _, f := range []field{
		{"banker_first_draw", int(sp.BankerFirstDraw)}, {"banker_first_discard", int(sp.BankerFirstDiscard)}, {"five_wilds", int(sp.FiveWilds)},
	} {
		if Level(f.n) > r.Limit {
			return &rulecheck.Error{Part: "specials", Key: f.key, Msg: fmt.Sprintf("%s is %s Fang, above the limit of %s", f.key, Level(f.n), r.Limit)}
		}
	}
	if r.Alternatives>>numReadings != 0 {
		return &rulecheck.Error{Part: "readings", Msg: fmt.Sprintf("the readings name %d alternatives; Q Mahjongg has %d readings", r.Alternatives, numReadings)}
	}
	if r.Stake < 2 || r.Stake%2 != 0 || r.Stake > MaxStake {
		return &rulecheck.Error{Part: "stake", Msg: fmt.Sprintf("stake is %d; it must be even, at least 2 (half Fang pays half of it) and at most %d", r.Stake, MaxStake)}
	}
	return nil
}

// CheckLimit checks a ruleset's limit, n Fang: 1–6.
func CheckLimit(n int) error {
	if n < 1 || n > int(MaxLevel) {
		return &rulecheck.Error{Part: "limit", Msg: fmt.Sprintf("limit is %d; it must be 1–6 Fang", n)}
	}
	return nil
}

// field is one number of a ruleset, named as the ruleset file names it,
// so that an error points at the line.
type field struct {
	key string
	n   int
}
