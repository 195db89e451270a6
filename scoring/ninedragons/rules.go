package ninedragons

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// Rules is the Nine Dragons table as data: the points of every item and
// the chips chart. The default is rulesets/nine-dragons.yaml.
type Rules struct {
	Name  string
	Items []ItemDef
	// Chart is the chips chart: the chips each opponent pays by points,
	// bands in ascending order from 0 points, the last open-ended.
	Chart []Band
	// DiscarderFactor multiplies the discarder's chips on a discard win
	// and SelfPickFactor every opponent's on a self-pick (2 and 2).
	DiscarderFactor int
	SelfPickFactor  int
	// FalseDeclaration is the chips a false declarer pays each opponent.
	FalseDeclaration int
	// Minimums are the minimum hands a session may agree on (0–3).
	Minimums []int
	// Alternatives are the readings (Choices) the table plays the other
	// way; none by the rules document.
	Alternatives claim.Alternatives

	byID [numItems]*ItemDef
}

// ItemDef is one line of the points table.
type ItemDef struct {
	ID     string // fixed: names the condition the program recognises
	Name   string // as printed, e.g. "dragon pong"
	Points int
	// Condition says when the item applies, for the reference card.
	Condition string
}

// Band is one line of the chips chart: from Min to Max points (or more,
// when Open) each opponent pays Chips; Name is the hand's name ("full
// house"), or "".
type Band struct {
	Min, Max int
	Open     bool
	Chips    int
	Name     string
}

// itemID names the items the program recognises, in the order of the
// points table; the order is the order of a score's items.
type itemID int

const (
	fourChows itemID = iota
	fourPongs
	selfPick
	kongReplacement
	dragonPong
	twoDragonsAndPair
	threeDragons
	roundWind
	seatWind
	noFlowers
	seatFlower
	allRedFlowers
	allBlueFlowers
	semiPure
	pure
	honoursOnly
	numItems
)

var itemIDs = [numItems]string{
	"four-chows", "four-pongs", "self-pick", "kong-replacement",
	"dragon-pong", "two-dragons-and-pair", "three-dragons",
	"round-wind", "seat-wind", "no-flowers", "seat-flower",
	"all-red-flowers", "all-blue-flowers", "semi-pure", "pure", "honours-only",
}

// Validate checks that the ruleset is usable and indexes its items: every
// item the program recognises is defined once, the chart covers every
// score from 0 up without a gap, and the factors are at least 1.
func (r *Rules) Validate() error {
	r.byID = [numItems]*ItemDef{}
	for i := range r.Items {
		u := &r.Items[i]
		id := slices.Index(itemIDs[:], u.ID)
		switch {
		case id < 0:
			return rulecheck.Errorf("items", i, "unknown item %q; known items: %s", u.ID, strings.Join(itemIDs[:], ", "))
		case r.byID[id] != nil:
			return rulecheck.Errorf("items", i, "item %q is listed twice", u.ID)
		case u.Points < 0:
			return rulecheck.Errorf("items", i, "item %q: points may not be negative", u.ID)
		case u.Name == "":
			return rulecheck.Errorf("items", i, "item %q needs a name", u.ID)
		}
		r.byID[id] = u
	}
	for id, u := range r.byID {
		if u == nil {
			return rulecheck.Errorf("", 0, "the ruleset has no item %q; every item of the points table needs its points", itemIDs[id])
		}
	}
	if err := r.validateChart(); err != nil {
		return err
	}
	switch {
	case r.DiscarderFactor < 1 || r.SelfPickFactor < 1:
		return rulecheck.Errorf("", 0, "discarder_pays and self_pick_pays must be at least 1")
	case r.FalseDeclaration < 1:
		return rulecheck.Errorf("", 0, "false_declaration must be at least 1 chip")
	case len(r.Minimums) == 0:
		return rulecheck.Errorf("", 0, "minimums lists the minimum hands a session may choose; give at least one")
	case r.Alternatives>>numReadings != 0:
		return rulecheck.Errorf("readings", 0, "the readings name %d alternatives; Nine Dragons has %d readings", r.Alternatives, numReadings)
	}
	for _, m := range r.Minimums {
		if m < 0 {
			return rulecheck.Errorf("", 0, "minimums may not be negative")
		}
	}
	return nil
}

func (r *Rules) validateChart() error {
	if len(r.Chart) == 0 {
		return rulecheck.Errorf("", 0, "the chips chart is empty; give a band from 0 points")
	}
	next := 0
	for i, b := range r.Chart {
		last := i == len(r.Chart)-1
		switch {
		case b.Min != next:
			return rulecheck.Errorf("chart", i, "band %d starts at %s; it must start at %d, where the band before ends", i+1, words.Plural(b.Min, "point"), next)
		case last != b.Open:
			return rulecheck.Errorf("chart", i, "only the last band is open-ended (no upper end), so that every score pays once")
		case !last && b.Max < b.Min:
			return rulecheck.Errorf("chart", i, "band %d ends at %s, before it starts at %d", i+1, words.Plural(b.Max, "point"), b.Min)
		case b.Chips < 1:
			return rulecheck.Errorf("chart", i, "band %d pays %d chips; a band pays at least 1", i+1, b.Chips)
		}
		next = b.Max + 1
	}
	return nil
}

// item returns the definition of item id; Validate has checked it exists.
func (r *Rules) item(id itemID) *ItemDef { return r.byID[id] }

// band returns the chart's band for a score.
func (r *Rules) band(points int) Band {
	for _, b := range r.Chart {
		if b.Open || points <= b.Max {
			return b
		}
	}
	return r.Chart[len(r.Chart)-1]
}

// CheckMinimum refuses a minimum hand the session cannot choose.
func (r *Rules) CheckMinimum(m int) error {
	if slices.Contains(r.Minimums, m) {
		return nil
	}
	s := make([]string, len(r.Minimums))
	for i, v := range r.Minimums {
		s[i] = fmt.Sprint(v)
	}
	return words.Errorf(Deck.Game, "a minimum hand of %s is not one a session chooses; choose %s", words.Plural(m, "point"), strings.Join(s, ", "))
}
