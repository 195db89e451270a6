package magicdragon

import "github.com/dragon-tools/dragon/scoring/tiles"

// refSet is a set a reference walk may put in a complete hand: its tiles,
// the lowest first.
type refSet struct {
	low   tiles.Kind
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
				sets = append(sets, refSet{k, [3]tiles.Kind{k, k + 1, k + 2}})
			}
			sets = append(sets, refSet{k, [3]tiles.Kind{k, k, k}})
		}
	}
	return sets, twins
}

// refPenalty is the reference the fast penalty is checked against: slow,
// and correct on its face. It walks every complete hand T that keeps the
// exposed sets: a twin of any kind, then the missing sets as a
// non-decreasing sequence of indices into the list of every flush and
// triplet of the suits in play (so each multiset of sets once), skipping
// any T that would hold a fifth copy of a tile counting the exposed ones.
// The overlap with the hand is counted tile by tile as T grows: a tile of
// kind k added to T is in common with the hand while T holds fewer k than
// the concealed tiles do, which is min(T_k, H_k) summed.
//
// The only pruning: once a set has been chosen, later sets come from the
// rest of the list, which begins at a higher or equal lowest tile, so
// concealed tiles below that are never matched again; the rest can add at
// most 3 per set and never more than the concealed tiles still unmatched
// at or above the first kind the remaining sets can reach. A branch whose
// best possible total cannot beat the best found is cut.
func refPenalty(t Table, h *Hand) int { return refPenaltyCopies(t, h, 4) }

// refPenaltyCopies is refPenalty with complete hands allowed copies of
// each tile, for the referee's reading with a fifth copy.
func refPenaltyCopies(t Table, h *Hand, copies uint8) int {
	sets, pairs := refSetsAndTwins(t)
	var held tiles.Counts // T so far, exposed sets included
	for _, m := range h.Exposed {
		held.Add(m.Kinds()...)
	}
	unmatched := h.Concealed // concealed tiles T does not yet hold
	need := t.Sets() - len(h.Exposed)
	best := -1

	add := func(k tiles.Kind) (ok bool, gain int) {
		if held[k] == copies {
			return false, 0
		}
		held[k]++
		if unmatched[k] > 0 {
			unmatched[k]--
			return true, 1
		}
		return true, 0
	}
	remove := func(k tiles.Kind, gained int) {
		held[k]--
		unmatched[k] += uint8(gained)
	}
	var dfs func(from, left, common int)
	dfs = func(from, left, common int) {
		if left == 0 {
			best = max(best, common)
			return
		}
		if from >= len(sets) {
			return
		}
		reach := 0
		for k := sets[from].low; int(k) <= Deck.NumKinds(); k++ {
			reach += int(unmatched[k])
		}
		if common+min(3*left, reach) <= best {
			return
		}
		for i := from; i < len(sets); i++ {
			var gains [3]int
			n := 0
			ok := true
			for ; n < 3; n++ {
				var fit bool
				if fit, gains[n] = add(sets[i].kinds[n]); !fit {
					ok = false
					break
				}
			}
			if ok {
				dfs(i, left-1, common+gains[0]+gains[1]+gains[2])
			}
			for n--; n >= 0; n-- {
				remove(sets[i].kinds[n], gains[n])
			}
		}
	}
	for _, k := range pairs {
		ok1, g1 := add(k)
		if !ok1 {
			continue
		}
		if ok2, g2 := add(k); ok2 {
			dfs(0, need, g1+g2)
			remove(k, g2)
		}
		remove(k, g1)
	}
	return t.HandSize() - 3*len(h.Exposed) - best
}
