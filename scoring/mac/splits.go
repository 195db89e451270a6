package mac

import "github.com/dragon-tools/dragon/scoring/tiles"

// InCatches reports whether cards can be split into catches: every card
// in one group of three that can be fished. A player's fished cards always
// can, since he fished them three at a time; cards that cannot were not
// all fished (or not written as fished).
func (r *Rules) InCatches(cards []tiles.Kind) bool {
	if len(cards)%3 != 0 {
		return false
	}
	var c tiles.Counts
	c.Add(cards...)
	return r.splits(&c, len(cards), map[tiles.Counts]bool{})
}

// splits reports whether the n cards counted in c split into catches. The
// lowest card left must be in some catch, so only its catches are tried;
// memo holds the answer for each set of cards left.
func (r *Rules) splits(c *tiles.Counts, n int, memo map[tiles.Counts]bool) bool {
	if n == 0 {
		return true
	}
	if ok, seen := memo[*c]; seen {
		return ok
	}
	first := tiles.Kind(1)
	for c[first] == 0 {
		first++
	}
	c[first]--
	ok := false
	for a := first; int(a) < len(c) && !ok; a++ {
		if c[a] == 0 {
			continue
		}
		c[a]--
		for b := a; int(b) < len(c) && !ok; b++ {
			if c[b] == 0 {
				continue
			}
			if _, fish := r.Fishable(first, a, b); fish {
				c[b]--
				ok = r.splits(c, n-3, memo)
				c[b]++
			}
		}
		c[a]++
	}
	c[first]++
	memo[*c] = ok
	return ok
}
