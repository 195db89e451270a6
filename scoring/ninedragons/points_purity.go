package ninedragons

import "github.com/dragon-tools/dragon/scoring/tiles"

// purityItems: one suit with honours is semi-pure (3), one suit only pure
// (6), honours only 7. They are exclusive; purity looks at every tile of
// the hand, shown sets included, never at flowers. Read the other way
// (pure-not-semi), a pure hand is semi-pure too.
func (g *Game) purityItems(h *Hand) []Item {
	p := purityOf(h)
	switch {
	case p.suits == 0:
		return []Item{g.unit(honoursOnly, "every tile is a wind or a dragon")}
	case p.suits > 1:
		return nil
	case p.honours:
		return []Item{g.unit(semiPure, "one suit, "+suitName(p.suit)+", with winds or dragons")}
	}
	out := []Item{g.unit(pure, "every tile is of one suit, "+suitName(p.suit))}
	if g.Rules.reads(readPure) {
		out = append(out, g.unit(semiPure, "one suit, "+suitName(p.suit)+", counted as semi-pure as well"))
	}
	return out
}

// purity is what the suits of a hand are: how many suits, which one when
// only one, and whether honours are there.
type purity struct {
	suits   int
	suit    class
	honours bool
}

func purityOf(h *Hand) purity {
	var p purity
	var seen [3]bool
	for k := 1; k <= Deck.NumKinds(); k++ {
		if h.All[k] == 0 {
			continue
		}
		c := classOf(tiles.Kind(k))
		if c <= balls {
			if !seen[c] {
				seen[c] = true
				p.suits++
			}
			p.suit = c
		} else {
			p.honours = true
		}
	}
	return p
}

// isPure reports whether every tile of the hand is of one suit.
func (p purity) isPure() bool { return p.suits == 1 && !p.honours }
