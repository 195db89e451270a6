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
		return "a catch uses at least one pond card and may use no bait (--pond-only)"
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
	// Points are what the three cards score.
	Points int
	// Sum is the arithmetic that makes the catch: First × Second + Third.
	Sum Sum
}

// Sum is one of the three sums M×N+L, N×L+M, L×M+N: the product of two
// cards' values plus the third's, a multiple of 10 for a catch.
type Sum struct {
	First, Second, Third tiles.Kind
}

// Total returns the value of the sum.
func (s Sum) Total() int { return Value(s.First)*Value(s.Second) + Value(s.Third) }

// String writes the sum with its cards: "GD×3C+E1 = 10×3+10 = 40".
func (s Sum) String() string {
	d := dragondeck.Deck
	return fmt.Sprintf("%s×%s+%s = %d×%d+%d = %d", d.Code(s.First), d.Code(s.Second), d.Code(s.Third),
		Value(s.First), Value(s.Second), Value(s.Third), s.Total())
}

// Fishable returns the sum that makes the three cards a catch, trying
// M×N+L, N×L+M, L×M+N in turn, and false when none is a multiple of 10.
func Fishable(m, n, l tiles.Kind) (Sum, bool) {
	for _, s := range []Sum{{m, n, l}, {n, l, m}, {l, m, n}} {
		if s.Total()%10 == 0 {
			return s, true
		}
	}
	return Sum{}, false
}

// Catches returns every catch the bait and the pond allow under reading r,
// best first (most points, then fewest bait cards, then deck order). Cards
// that can be taken the same way more than once, because the bait or the
// pond holds identical cards, are listed once.
func Catches(bait, pond []tiles.Kind, r Reading) []Catch {
	var bc, pc tiles.Counts
	bc.Add(bait...)
	pc.Add(pond...)
	byCards := map[[3]tiles.Kind]Catch{}
	for fromBait := 0; fromBait <= 2; fromBait++ {
		if fromBait == 0 && r != PondOnlyToo {
			continue
		}
		for _, b := range multisets(&bc, fromBait) {
			for _, p := range multisets(&pc, 3-fromBait) {
				var cards [3]tiles.Kind
				copy(cards[copy(cards[:], b):], p)
				key := cards
				slices.Sort(key[:])
				if _, seen := byCards[key]; seen {
					continue // fewer bait cards came first
				}
				if sum, ok := Fishable(cards[0], cards[1], cards[2]); ok {
					byCards[key] = Catch{Cards: cards, Bait: b, Pond: p, Points: PointsOf(cards[:]), Sum: sum}
				}
			}
		}
	}
	out := make([]Catch, 0, len(byCards))
	for _, c := range byCards {
		out = append(out, c)
	}
	slices.SortFunc(out, compareCatches)
	return out
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

// multisets returns every way to take n cards from c, each a sorted list,
// each distinct choice of kinds once.
func multisets(c *tiles.Counts, n int) [][]tiles.Kind {
	var out [][]tiles.Kind
	var pick func(from tiles.Kind, chosen []tiles.Kind)
	pick = func(from tiles.Kind, chosen []tiles.Kind) {
		if len(chosen) == n {
			out = append(out, slices.Clone(chosen))
			return
		}
		for k := from; int(k) < len(c); k++ {
			if c[k] == 0 {
				continue
			}
			c[k]--
			pick(k, append(chosen, k))
			c[k]++
		}
	}
	pick(1, nil)
	return out
}
