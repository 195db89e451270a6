package qmahjongg

import (
	"slices"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// The wild cards are the caller's substitution (package split): this file
// proposes the values a part of the hand's Feng Shui cards can take to make
// that part whole, and split splits each substituted part. Trying every
// card for every wild would be 32^5 hands; the proposals follow the natural
// cards instead, so only values that complete a group or the eyes are
// tried.

// deck is the Dragon Deck every part of this package reads.
var deck = dragondeck.Deck

// honours are the kinds that form eyes and groups of a kind: the winds
// and GD.
var honours = func() []tiles.Kind {
	var out []tiles.Kind
	for k := tiles.Kind(1); int(k) <= deck.NumKinds(); k++ {
		if c := dragondeck.ClassOf(k); c == dragondeck.Wind || c == dragondeck.Dragon {
			out = append(out, k)
		}
	}
	return out
}()

// shape is the split engine's shape of a part with the given number of
// eyes and groups, gongs among them: the counts decide how many.
func shape(pairs, sets, gongs int) split.Shape {
	return split.Shape{Sets: sets, Pairs: pairs, Quads: gongs > 0, HonourKinds: true}
}

// proposer proposes the values of one part's wild cards.
type proposer struct {
	c     tiles.Counts // natural cards not yet placed
	wilds int          // wild cards not yet placed
	free  tiles.Kind   // the sequence start a group of wild cards alone takes
	vals  []tiles.Kind // values given so far
	seen  []values
}

// values are the values of a part's wild cards, ascending; a fixed array
// so that proposals compare without allocating.
type values [dragondeck.NumFengShui]tiles.Kind

// proposals returns every distinct multiset of values (ascending) that the
// wild cards of a part holding natural cards c can take so that the part
// is pairs eyes and sets groups, gongs of them gongs. A part of wild cards
// alone stands for GD or a wind (which score at least as much as a suit
// card's eyes) or for one sequence (every sequence scores the same); free
// is a sequence start none of whose cards the hand holds.
func proposals(c tiles.Counts, wilds, pairs, sets, gongs int, free tiles.Kind) []values {
	p := proposer{c: c, wilds: wilds, free: free}
	p.walk(pairs, sets, gongs)
	return p.seen
}

// walk places the lowest natural card left in each meld that could hold
// it, then the rest; melds of wild cards alone come last.
func (p *proposer) walk(pairs, sets, gongs int) {
	k := tiles.Kind(1)
	for int(k) <= deck.NumKinds() && p.c[k] == 0 {
		k++
	}
	if int(k) > deck.NumKinds() {
		p.allWild(pairs, sets, gongs)
		return
	}
	alike := [4]tiles.Kind{k, k, k, k}
	if pairs > 0 {
		p.place(alike[:2], 0, pairs-1, sets, gongs)
	}
	if sets == 0 {
		return
	}
	if !deck.Info(k).Chain {
		if sets > gongs {
			p.place(alike[:3], 0, pairs, sets-1, gongs)
		}
		if gongs > 0 {
			p.place(alike[:4], 0, pairs, sets-1, gongs-1)
		}
		return
	}
	if sets == gongs {
		return // a suit card is never in a gong
	}
	for first := max(int(k)-2, 1); first <= int(k); first++ {
		if s := tiles.Kind(first); deck.Info(s).Suit == deck.Info(k).Suit && deck.StartsRun(s) {
			run := [3]tiles.Kind{s, s + 1, s + 2}
			p.place(run[:], int(k-s), pairs, sets-1, gongs)
		}
	}
}

// place takes meld cards: cards[own] is the lowest natural card left;
// each other place is filled by a natural card or by a wild card, both
// tried.
func (p *proposer) place(cards []tiles.Kind, own, pairs, sets, gongs int) {
	p.c[cards[own]]--
	p.fill(cards, own, 0, pairs, sets, gongs)
	p.c[cards[own]]++
}

func (p *proposer) fill(cards []tiles.Kind, own, i, pairs, sets, gongs int) {
	if i == len(cards) {
		p.walk(pairs, sets, gongs)
		return
	}
	if i == own {
		p.fill(cards, own, i+1, pairs, sets, gongs)
		return
	}
	x := cards[i]
	if p.c[x] > 0 {
		p.c[x]--
		p.fill(cards, own, i+1, pairs, sets, gongs)
		p.c[x]++
	}
	if p.wilds > 0 {
		p.wilds--
		p.vals = append(p.vals, x)
		p.fill(cards, own, i+1, pairs, sets, gongs)
		p.vals = p.vals[:len(p.vals)-1]
		p.wilds++
	}
}

// allWild gives the wild cards left the melds still missing: eyes of an
// honour, groups of an honour or the free sequence, gongs of an honour.
func (p *proposer) allWild(pairs, sets, gongs int) {
	if p.wilds != 2*pairs+3*sets+gongs {
		return
	}
	if pairs > 0 {
		for _, h := range honours {
			p.give(h, 2, func() { p.allWild(pairs-1, sets, gongs) })
		}
		return
	}
	if sets == 0 {
		p.emit()
		return
	}
	for _, h := range honours {
		if sets > gongs {
			p.give(h, 3, func() { p.allWild(0, sets-1, gongs) })
		}
		if gongs > 0 {
			p.give(h, 4, func() { p.allWild(0, sets-1, gongs-1) })
		}
	}
	if sets > gongs {
		p.vals = append(p.vals, p.free, p.free+1, p.free+2)
		p.wilds -= 3
		p.allWild(0, sets-1, gongs)
		p.wilds += 3
		p.vals = p.vals[:len(p.vals)-3]
	}
}

// give lets n wild cards stand for h while next runs.
func (p *proposer) give(h tiles.Kind, n int, next func()) {
	for range n {
		p.vals = append(p.vals, h)
	}
	p.wilds -= n
	next()
	p.wilds += n
	p.vals = p.vals[:len(p.vals)-n]
}

func (p *proposer) emit() {
	var v values
	copy(v[:], p.vals)
	slices.Sort(v[:len(p.vals)])
	if !slices.Contains(p.seen, v) {
		p.seen = append(p.seen, v)
	}
}

// freeRun returns the first sequence of which the hand holds no card, for
// a group of wild cards alone (any sequence scores the same; one the hand
// does not hold reads best).
func freeRun(held tiles.Counts) tiles.Kind {
	first := tiles.Kind(0)
	for k := tiles.Kind(1); int(k) <= deck.NumKinds(); k++ {
		if !deck.StartsRun(k) {
			continue
		}
		if first == 0 {
			first = k
		}
		if held[k] == 0 && held[k+1] == 0 && held[k+2] == 0 {
			return k
		}
	}
	return first
}
