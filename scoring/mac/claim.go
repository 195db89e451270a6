package mac

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A referee's check of a claimed score. A player who claims other points
// than the rules give has usually mixed the two tables of the rules: a
// card's fishing value (suit cards their rank, winds and GD 10, Feng Shui
// 11) for its points (Feng Shui 10, GD 5, a wind 2, a suit card 1), for
// one kind of card or two; or he counted his cards. The check names the
// readings that give exactly the claim, the fewest departures first, and
// none with more than claim.MaxDepartures.

// The departures a reading may take besides the game's readings, whose
// kinds are their ids.
const (
	DepartValue  claim.DepartureKind = "fishing-value"  // a kind of card scored at its fishing value
	DepartValues claim.DepartureKind = "fishing-values" // every card scored at its fishing value: a mistake
	DepartCount  claim.DepartureKind = "card-count"     // every card scored 1
)

// classNames are the kinds of card a reading may score otherwise, plural.
var classNames = map[dragondeck.Class]string{
	dragondeck.Suit: "suit cards", dragondeck.Wind: "winds", dragondeck.Dragon: "Green Dragons", dragondeck.FengShui: "Feng Shui cards",
}

// CheckClaim checks a claim of the points of the cards a player fished:
// the slips of the two tables, and bait-counts read the other way (only
// the pond cards scored, the bait found among the cards).
func (r *Rules) CheckClaim(f Fished, n int) claim.Verdict {
	rules := r.PointsOf(f.Cards)
	if n == rules {
		return claim.Check(n, rules, nil)
	}
	return claim.Check(n, rules, append(r.readings(f.Cards), r.baitReadings(f.Cards, n)...))
}

// readings lists every reading of the cards' points with one or two
// departures, fewest first: one or two kinds of card held scored at their
// fishing value, or every card scored 1.
func (r *Rules) readings(cards []tiles.Kind) []claim.Reading {
	byClass := map[dragondeck.Class][]tiles.Kind{}
	var held []dragondeck.Class
	for _, c := range []dragondeck.Class{dragondeck.Suit, dragondeck.Wind, dragondeck.Dragon, dragondeck.FengShui} {
		for _, k := range cards {
			if dragondeck.ClassOf(k) == c {
				byClass[c] = append(byClass[c], k)
			}
		}
		if len(byClass[c]) > 0 {
			held = append(held, c)
		}
	}
	rules := r.PointsOf(cards)
	var out []claim.Reading
	for _, a := range held {
		out = append(out, r.valued(rules, byClass, a))
	}
	out = append(out, r.allValues(cards, len(held))...)
	if len(cards) > 0 {
		d := claim.Departure{Kind: DepartCount, Text: "every card counted 1 point"}
		out = append(out, claim.Reading{Departures: []claim.Departure{d}, Points: len(cards),
			Differences: []claim.Difference{{Item: words.Plural(len(cards), "card") + " counted 1 each", Points: len(cards) - rules}}})
	}
	for i, a := range held {
		for _, b := range held[i+1:] {
			out = append(out, r.valued(rules, byClass, a, b))
		}
	}
	return out
}

// valued scores the kinds of card in classes at their fishing value.
func (r *Rules) valued(rules int, byClass map[dragondeck.Class][]tiles.Kind, classes ...dragondeck.Class) claim.Reading {
	rd := claim.Reading{Points: rules}
	for _, c := range classes {
		ks := byClass[c]
		value := 0
		for _, k := range ks {
			value += r.Value(k)
		}
		points := r.PointsOf(ks)
		rd.Departures = append(rd.Departures, claim.Departure{Kind: DepartValue, Text: fmt.Sprintf("%s scored at their fishing value, not their points", classNames[c])})
		rd.Differences = append(rd.Differences, claim.Difference{Item: fmt.Sprintf("%s counted at fishing value (%d), not points (%d)", dragondeck.Deck.Format(ks), value, points), Points: value - points})
		rd.Points += value - points
	}
	return rd
}
