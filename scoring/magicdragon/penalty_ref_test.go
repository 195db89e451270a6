package magicdragon

import "github.com/dragon-tools/dragon/scoring/tiles"

// refSet is a set a reference walk may put in a complete hand: its tiles,
// the lowest first.
type refSet struct {
	kinds [3]tiles.Kind
}

// refSetsAndTwins lists every set and every twin of the suits in play, in
// deck order.
func refSetsAndTwins(t Table) (sets []refSet, twins []tiles.Kind) {
	for s, name := range Suits {
		if name == t.WithoutSuit {
			continue
		}
		for r := 1; r <= 9; r++ {
			k := tiles.Kind(9*s + r)
			twins = append(twins, k)
			if r <= 7 {
				sets = append(sets, refSet{[3]tiles.Kind{k, k + 1, k + 2}})
			}
			sets = append(sets, refSet{[3]tiles.Kind{k, k, k}})
		}
	}
	return sets, twins
}

// refPenalty is the reference the penalty is checked against, the rule as
// the rulebook states it and nothing cleverer:
//
//	penalty = (tiles in a complete hand) − max |T ∩ H|
//
// over every complete hand T that keeps the exposed sets and holds no
// fifth copy of a tile. It walks every T, with no pruning: the exposed
// sets, every multiset of the missing sets (non-decreasing indices into
// the list of every flush and triplet of the suits in play), and every
// twin; T is dropped only when it holds a fifth copy. H is the whole hand,
// exposed tiles included, and |T ∩ H| is Σ min(T_k, H_k), counted as T
// grows: a tile of kind k added to T is in common while T holds fewer k
// than H does. It knows nothing of suits, tables or caps: no shortcut of
// the fast code is repeated here.
//
// A 13-tile hand without exposed sets has some 28 million complete hands
// to walk (a tenth of a second); one exposed set or a 10-tile hand cuts
// that to under two million. The tests choose their hands accordingly.
func refPenalty(t Table, h *Hand) int { return refPenaltyCopies(t, h, 4) }

// refPenaltyCopies is refPenalty with complete hands allowed copies of
// each tile, for the referee's reading with a fifth copy.
func refPenaltyCopies(t Table, h *Hand, copies uint8) int {
	w := bruteWalk{copies: copies, held: h.All}
	w.sets, w.twins = refSetsAndTwins(t)
	for _, m := range h.Exposed {
		for _, k := range m.Kinds() {
			if !w.add(k) {
				return -1 // the exposed sets alone hold a fifth copy
			}
		}
	}
	w.best = -1
	w.walk(0, t.Sets()-len(h.Exposed))
	return t.HandSize() - w.best
}

// bruteWalk is the state of refPenaltyCopies' walk.
type bruteWalk struct {
	sets   []refSet
	twins  []tiles.Kind
	copies uint8
	held   tiles.Counts // H: the loser's tiles, exposed ones included
	t      tiles.Counts // T so far
	common int          // |T ∩ H| so far
	best   int
}

// add puts a tile of kind k in T, unless T holds all its copies already.
func (w *bruteWalk) add(k tiles.Kind) bool {
	if w.t[k] == w.copies {
		return false
	}
	if w.t[k] < w.held[k] {
		w.common++
	}
	w.t[k]++
	return true
}

// remove takes back the tile add put in T.
func (w *bruteWalk) remove(k tiles.Kind) {
	w.t[k]--
	if w.t[k] < w.held[k] {
		w.common--
	}
}

// walk chooses left more sets from sets[from:], then the twin, and keeps
// the best overlap of the complete hands it makes.
func (w *bruteWalk) walk(from, left int) {
	if left == 0 {
		for _, k := range w.twins {
			if w.add(k) {
				if w.add(k) {
					w.best = max(w.best, w.common)
					w.remove(k)
				}
				w.remove(k)
			}
		}
		return
	}
	for i := from; i < len(w.sets); i++ {
		ks := w.sets[i].kinds
		n := 0
		for n < 3 && w.add(ks[n]) {
			n++
		}
		if n == 3 {
			w.walk(i, left-1)
		}
		for n--; n >= 0; n-- {
			w.remove(ks[n])
		}
	}
}
