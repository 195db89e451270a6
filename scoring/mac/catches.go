package mac

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Reading says which catches a table allows. The rules say a catch is made
// between the player's cards and the pond; they do not say whether three
// pond cards alone may be fished, so the program names the reading in force.
type Reading int

const (
	// BaitAndPond: a catch uses at least one bait card and at least one
	// pond card (the program's default).
	BaitAndPond Reading = iota
	// PondOnlyToo: a catch of three pond cards is allowed as well.
	PondOnlyToo
)

// String describes the reading for the output.
func (r Reading) String() string {
	if r == PondOnlyToo {
		return "a catch uses at least one pond card, and three pond cards are a catch too"
	}
	return "a catch uses at least one bait card and at least one pond card"
}

// Catch is three cards that can be fished, and where they come from.
type Catch struct {
	// Cards are the three cards, bait first, each part in deck order.
	Cards [3]tiles.Kind
	// Bait and Pond are the cards taken from the player's hand and from the
	// pond; when the same cards can be taken more than one way, the way
	// that uses the fewest bait cards (keeping the player's hand) is shown.
	Bait, Pond []tiles.Kind
	// Points are what the catch scores: its three cards, or its pond
	// cards when the table reads bait-counts the other way.
	Points int
	// Sum is the arithmetic that makes the catch: First × Second + Third.
	Sum Sum
}

// Sum is one of the three sums M×N+L, N×L+M, L×M+N: the product of two
// cards' values plus the third's, a multiple of 10 for a catch.
type Sum struct {
	First, Second, Third tiles.Kind
	// values are the three cards' fishing values under the rules played,
	// at most MaxValue: small, as a catch list holds many sums.
	values [3]uint8
}

// Total returns the value of the sum.
func (s Sum) Total() int { return int(s.values[0])*int(s.values[1]) + int(s.values[2]) }

// String writes the sum with its cards: "GD×3C+E1 = 10×3+10 = 40".
func (s Sum) String() string {
	d := dragondeck.Deck
	return fmt.Sprintf("%s×%s+%s = %d×%d+%d = %d", d.Code(s.First), d.Code(s.Second), d.Code(s.Third),
		s.values[0], s.values[1], s.values[2], s.Total())
}

// Fishable returns the sum that makes the three cards a catch, trying
// M×N+L, N×L+M, L×M+N in turn, and false when none is a multiple of 10.
func (r *Rules) Fishable(m, n, l tiles.Kind) (Sum, bool) {
	vm, vn, vl := uint8(r.Value(m)), uint8(r.Value(n)), uint8(r.Value(l))
	for _, s := range [...]Sum{{m, n, l, [3]uint8{vm, vn, vl}}, {n, l, m, [3]uint8{vn, vl, vm}}, {l, m, n, [3]uint8{vl, vm, vn}}} {
		if s.Total()%10 == 0 {
			return s, true
		}
	}
	return Sum{}, false
}

// Catches returns every catch the bait and the pond allow under the
// rules' reading of a catch, best first (most points, then fewest bait cards, then deck order). Cards
// that can be taken the same way more than once, because the bait or the
// pond holds identical cards, are listed once.
func (r *Rules) Catches(bait, pond []tiles.Kind) []Catch {
	var bc, pc tiles.Counts
	bc.Add(bait...)
	pc.Add(pond...)
	var kinds []tiles.Kind // every kind held, in deck order
	for k := range len(bc) {
		if bc[k]+pc[k] > 0 {
			kinds = append(kinds, tiles.Kind(k))
		}
	}
	var out []Catch
	for i, a := range kinds {
		for j, b := range kinds[i:] {
			for _, c := range kinds[i+j:] {
				if catch, ok := r.take([3]tiles.Kind{a, b, c}, &bc, &pc); ok {
					out = append(out, catch)
				}
			}
		}
	}
	slices.SortFunc(out, compareCatches)
	return out
}

// take makes the catch of the three cards of key (in deck order) when they
// can be fished, taken with as many pond cards as the pond holds and the
// reading allows, so with the fewest bait cards (and, when only the pond
// cards score, the most points).
func (r *Rules) take(key [3]tiles.Kind, bc, pc *tiles.Counts) (Catch, bool) {
	if _, ok := r.Fishable(key[0], key[1], key[2]); !ok {
		return Catch{}, false
	}
	var fromBait, fromPond []tiles.Kind
	for i, k := range key {
		if i > 0 && k == key[i-1] {
			continue
		}
		need := uint8(1)
		for _, other := range key[i+1:] {
			if other == k {
				need++
			}
		}
		p := min(need, pc[k])
		if need-p > bc[k] {
			return Catch{}, false
		}
		fromPond = append(fromPond, slices.Repeat([]tiles.Kind{k}, int(p))...)
		fromBait = append(fromBait, slices.Repeat([]tiles.Kind{k}, int(need-p))...)
	}
	if len(fromBait) == 0 && r.Catch != PondOnlyToo {
		// Three pond cards are no catch: one of them comes from the bait.
		i := slices.IndexFunc(fromPond, func(k tiles.Kind) bool { return bc[k] > 0 })
		if i < 0 {
			return Catch{}, false
		}
		fromBait = []tiles.Kind{fromPond[i]}
		fromPond = slices.Delete(fromPond, i, i+1)
	}
	if len(fromPond) == 0 {
		return Catch{}, false
	}
	var cards [3]tiles.Kind
	copy(cards[copy(cards[:], fromBait):], fromPond)
	// Each card in turn is the one added to the product of the other two,
	// so the cards fish in any order; the sum is shown in the cards' order.
	sum, _ := r.Fishable(cards[0], cards[1], cards[2])
	points := r.PointsOf(fromPond)
	if r.baitScores() {
		points = r.PointsOf(key[:])
	}
	return Catch{Cards: cards, Bait: fromBait, Pond: fromPond, Points: points, Sum: sum}, true
}

func compareCatches(a, b Catch) int {
	if a.Points != b.Points {
		return b.Points - a.Points
	}
	if len(a.Bait) != len(b.Bait) {
		return len(a.Bait) - len(b.Bait)
	}
	return slices.Compare(a.Cards[:], b.Cards[:])
}
