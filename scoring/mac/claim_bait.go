package mac

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A claim that counts only the cards taken from the pond reads bait-counts
// the other way. Which of a player's fished cards were his bait is not
// written, so the search looks for a way to split them into catches and
// to take one or two cards of each catch as bait (none too, when three
// pond cards are a catch) that leaves exactly the claim.

// baitReadings returns the readings of the cards' points that leave the
// bait cards out and give n: with bait-counts read the other way alone,
// or, at a table that plays a catch with a bait card, with pond-only too
// when only catches of three pond cards reach it.
func (r *Rules) baitReadings(cards []tiles.Kind, n int) []claim.Reading {
	if !r.baitScores() || len(cards)%3 != 0 {
		return nil // the bait cards are not among the cards given
	}
	total := r.PointsOf(cards)
	deps := []claim.Departure{Choices[readBait].Departure(false, "")}
	bait, ok := r.baitWorth(cards, total-n, 1-int(r.Catch))
	if !ok && r.Catch == BaitAndPond {
		deps = append(deps, Choices[readPondOnly].Departure(false, ""))
		bait, ok = r.baitWorth(cards, total-n, 0)
	}
	if !ok {
		return nil
	}
	deps[0].Text += fmt.Sprintf(", %s the bait", dragondeck.Deck.Format(bait))
	item := fmt.Sprintf("%s as bait, not scored", dragondeck.Deck.Format(bait))
	if len(bait) == 0 {
		item = "no card as bait: every catch three pond cards"
	}
	return []claim.Reading{{Points: n, Departures: deps, Differences: []claim.Difference{{Item: item, Points: n - total}}}}
}

// baitWorth returns bait cards worth exactly target points: one to two of
// each catch of a split of cards into catches (at least minBait of each),
// and whether there are such.
func (r *Rules) baitWorth(cards []tiles.Kind, target, minBait int) ([]tiles.Kind, bool) {
	if target < 0 {
		return nil, false
	}
	var c tiles.Counts
	c.Add(cards...)
	var bait []tiles.Kind
	ok := r.baitSplit(&c, len(cards), target, minBait, map[baitKey]bool{}, &bait)
	return bait, ok
}

// baitKey is the cards left and the bait points still to find.
type baitKey struct {
	c      tiles.Counts
	target int
}

// baitSplit splits the n cards counted in c into catches, appending to
// bait the bait cards of one way worth target; fails holds the ways
// already known to fail. The lowest card left is in some catch, so only
// its catches are tried.
func (r *Rules) baitSplit(c *tiles.Counts, n, target, minBait int, fails map[baitKey]bool, bait *[]tiles.Kind) bool {
	if n == 0 {
		return target == 0
	}
	key := baitKey{*c, target}
	if target < 0 || fails[key] {
		return false
	}
	first := tiles.Kind(1)
	for c[first] == 0 {
		first++
	}
	c[first]--
	defer func() { c[first]++ }()
	for a := first; int(a) < len(c); a++ {
		if c[a] == 0 {
			continue
		}
		c[a]--
		for b := a; int(b) < len(c); b++ {
			if c[b] == 0 {
				continue
			}
			if _, fish := r.Fishable(first, a, b); fish {
				c[b]--
				ok := r.baitOf([3]tiles.Kind{first, a, b}, c, n, target, minBait, fails, bait)
				c[b]++
				if ok {
					c[a]++
					return true
				}
			}
		}
		c[a]++
	}
	fails[key] = true
	return false
}

// baitOf tries each choice of the catch's bait cards (minBait to two, one
// choice per number of points) with the rest of the cards split as
// baitSplit does.
func (r *Rules) baitOf(catch [3]tiles.Kind, c *tiles.Counts, n, target, minBait int, fails map[baitKey]bool, bait *[]tiles.Kind) bool {
	tried := map[int]bool{}
	for mask := range 7 { // bait sets of at most two cards
		var chosen []tiles.Kind
		for i, k := range catch {
			if mask&(1<<i) != 0 {
				chosen = append(chosen, k)
			}
		}
		points := r.PointsOf(chosen)
		if len(chosen) < minBait || mask == 7 || tried[points] {
			continue
		}
		tried[points] = true
		if r.baitSplit(c, n-3, target-points, minBait, fails, bait) {
			*bait = append(*bait, chosen...)
			return true
		}
	}
	return false
}

// allValues is the mistake of counting every card at its fishing value:
// one departure, however many kinds of card the player holds (two or
// more; one kind is a reading of its own).
func (r *Rules) allValues(cards []tiles.Kind, kinds int) []claim.Reading {
	if kinds < 2 {
		return nil
	}
	value := 0
	for _, k := range cards {
		value += r.Value(k)
	}
	points := r.PointsOf(cards)
	d := claim.Departure{Kind: DepartValues, Text: fmt.Sprintf("a mistake: the fishing values (a suit card its rank, a wind %d, GD %d, Feng Shui %d) counted as points",
		r.Values.Wind, r.Values.GreenDragon, r.Values.FengShui)}
	return []claim.Reading{{Points: value, Departures: []claim.Departure{d},
		Differences: []claim.Difference{{Item: fmt.Sprintf("%s counted at fishing value (%d), not points (%d)", words.Plural(len(cards), "card"), value, points), Points: value - points}}}}
}
