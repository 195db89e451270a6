package mac

import (
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// CheckCatchClaim checks a claim of the most points one catch of the bait
// and the pond scores (0 when nothing can be fished), and when it
// disagrees looks for the readings (Choices) that give it, read the other
// way alone or both: three pond cards allowed as a catch, the bait cards
// scored or not.
func (r *Rules) CheckCatchClaim(bait, pond []tiles.Kind, n int) claim.Verdict {
	rules, _ := r.bestCatch(bait, pond)
	if n == rules {
		return claim.Check(n, rules, nil)
	}
	var found []claim.Reading
	for _, ids := range [][]int{{readBait}, {readPondOnly}, {readBait, readPondOnly}} {
		o := r
		var deps []claim.Departure
		for _, i := range ids {
			deps = append(deps, Choices[i].Departure(r.reads(i), ""))
			o = o.readOtherWay(i)
		}
		if best, c := o.bestCatch(bait, pond); best == n {
			item := "nothing fished"
			if c != nil {
				item = "the best catch " + dragondeck.Deck.Format(c.Cards[:])
			}
			found = append(found, claim.Reading{Points: n, Departures: deps, Differences: []claim.Difference{{Item: item, Points: n - rules}}})
		}
	}
	return claim.Check(n, rules, found)
}

// bestCatch returns the points of the best catch, and the catch; 0 and
// nil when nothing can be fished.
func (r *Rules) bestCatch(bait, pond []tiles.Kind) (int, *Catch) {
	cs := r.Catches(bait, pond)
	if len(cs) == 0 {
		return 0, nil
	}
	return cs[0].Points, &cs[0]
}
