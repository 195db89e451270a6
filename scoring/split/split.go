// Package split is the engine every game stands on: it finds every way to
// split a hand's tiles into sets and pairs.
//
// Games differ only in data: how many sets and pairs make a hand (Magic
// Dragon 4+1, its >6-player game 3+1, Q Mahjongg 2+1), whether four of a
// kind is one set (Nine Dragons' kongs), and which kinds form runs (the
// deck's Chain flag; honours never do). Wild cards are the caller's
// substitution: replace each wild by a kind and split the result; the
// engine never enforces the deck's copy limit, so a wild may stand for a
// card the hand already holds.
package split

import (
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Type is the kind of a meld.
type Type uint8

// The meld types.
// The order matters to the engine: melds sharing a lowest tile are taken
// in this order.
const (
	Pair    Type = iota + 1 // two identical tiles (twin, eyes)
	Triplet                 // three identical tiles (pung)
	Quad                    // four identical tiles, one set where the game allows (kong)
	Run                     // three consecutive ranks of one suit (flush, chow)
)

// Size returns how many tiles a meld of type t holds.
func (t Type) Size() int {
	switch t {
	case Pair:
		return 2
	case Quad:
		return 4
	default:
		return 3
	}
}

// IsSet reports whether the type is a set (not a pair).
func (t Type) IsSet() bool { return t != Pair }

// Meld is one set or pair of a split.
type Meld struct {
	Type    Type
	First   tiles.Kind // the lowest tile
	Exposed bool
}

// Kinds returns the tiles of the meld.
func (m Meld) Kinds() []tiles.Kind {
	out := make([]tiles.Kind, m.Type.Size())
	for i := range out {
		out[i] = m.First
		if m.Type == Run {
			out[i] += tiles.Kind(i)
		}
	}
	return out
}

// Shape says what a complete hand is made of.
type Shape struct {
	Sets  int
	Pairs int
	// Quads lets four identical tiles be one set.
	Quads bool
	// HonourKinds limits three and four of a kind to kinds that never
	// form runs: in Q Mahjongg each suit card exists once, so three of one
	// is never a set, even when wild cards stand for the copies.
	HonourKinds bool
}

// ofAKind reports whether k may be three or four of a kind in shape sh.
func (sh Shape) ofAKind(d *tiles.Deck, k tiles.Kind) bool {
	return !sh.HonourKinds || !d.Info(k).Chain
}

// Classify returns the set that the tiles ks form, if they form one: an
// exposed group must be a set as written.
func Classify(d *tiles.Deck, ks []tiles.Kind, quads bool) (Meld, bool) {
	var c tiles.Counts
	c.Add(ks...)
	var m Meld
	n := 0
	Each(d, c, Shape{Sets: 1, Quads: quads}, func(ms []Meld) bool {
		m = ms[0]
		n++
		return false
	})
	return m, n > 0
}

// Each calls fn with every split of c into exactly shape.Sets sets and
// shape.Pairs pairs, each split once (as a multiset of melds), melds in
// ascending order of their lowest tile. fn must not keep the slice; it
// returns false to stop the search.
func Each(d *tiles.Deck, c tiles.Counts, shape Shape, fn func([]Meld) bool) {
	s := searcher{deck: d, c: c, shape: shape}
	s.melds = make([]Meld, 0, shape.Sets+shape.Pairs)
	s.walk(fn, 1, Pair, shape.Sets, shape.Pairs)
}

// All returns every split of c, each a fresh slice.
func All(d *tiles.Deck, c tiles.Counts, shape Shape) [][]Meld {
	var out [][]Meld
	Each(d, c, shape, func(ms []Meld) bool {
		out = append(out, append([]Meld(nil), ms...))
		return true
	})
	return out
}

type searcher struct {
	deck  *tiles.Deck
	c     tiles.Counts
	shape Shape
	melds []Meld
	stop  bool
}

// walk splits what is left of s.c. The lowest tile left must be the lowest
// tile of some meld. Several melds may share that lowest tile (11C and
// 123C in 11123C); they are taken in the order of their types, never
// back, so that every split comes out exactly once. fn is passed down
// rather than kept in s, so that a caller's closure stays on its stack.
func (s *searcher) walk(fn func([]Meld) bool, from tiles.Kind, minType Type, sets, pairs int) {
	k := from
	n := tiles.Kind(len(s.deck.Kinds))
	for k < n && s.c[k] == 0 {
		k++
	}
	if k == n {
		if sets == 0 && pairs == 0 {
			s.stop = !fn(s.melds)
		}
		return
	}
	if k != from {
		minType = Pair
	}
	if minType <= Pair && pairs > 0 && s.c[k] >= 2 {
		s.try(fn, Meld{Type: Pair, First: k}, sets, pairs-1)
	}
	if sets == 0 {
		return
	}
	ofAKind := s.shape.ofAKind(s.deck, k)
	if minType <= Triplet && ofAKind && s.c[k] >= 3 {
		s.try(fn, Meld{Type: Triplet, First: k}, sets-1, pairs)
	}
	if minType <= Quad && ofAKind && s.shape.Quads && s.c[k] >= 4 {
		s.try(fn, Meld{Type: Quad, First: k}, sets-1, pairs)
	}
	// The counts first: they rule out most runs before the deck is asked.
	if int(k)+2 < len(s.c) && s.c[k+1] > 0 && s.c[k+2] > 0 && s.deck.StartsRun(k) {
		s.try(fn, Meld{Type: Run, First: k}, sets-1, pairs)
	}
}

// try takes meld m, splits the rest, and puts m back.
func (s *searcher) try(fn func([]Meld) bool, m Meld, sets, pairs int) {
	if s.stop {
		return
	}
	s.take(m, -1)
	s.melds = append(s.melds, m)
	s.walk(fn, m.First, m.Type, sets, pairs)
	s.melds = s.melds[:len(s.melds)-1]
	s.take(m, +1)
}

func (s *searcher) take(m Meld, sign int) {
	if m.Type == Run {
		for i := tiles.Kind(0); i < 3; i++ {
			s.c[m.First+i] = uint8(int(s.c[m.First+i]) + sign)
		}
		return
	}
	s.c[m.First] = uint8(int(s.c[m.First]) + sign*m.Type.Size())
}
