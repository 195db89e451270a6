package magicdragon

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Loser's penalty points (VI, VII-4). A loser pays one point for each tile
// he would still have to obtain to complete his hand:
//
//	penalty = (tiles in a complete hand) − max |T ∩ H|
//
// over every complete hand T that keeps his exposed sets as they are and
// never holds a fifth copy of a tile, his exposed tiles counting towards
// the four. Shanten counting is not enough: it would let a hand holding
// four 1C wait on a fifth.
//
// The exposed sets are in T and in H alike, so they add 3 each to the
// overlap; what is left is the best overlap of the concealed tiles with
// the other sets and the twin, each tile kind capped at 4 − its exposed
// copies. No set or twin spans two suits, so that maximum is the best sum
// over suits of f_s[m][p], the best overlap of suit s alone with m sets
// and p twins, and the sums are a knapsack over four suits. f_s depends
// only on the suit's nine counts and nine caps; it is computed once by a
// dynamic programme over the ranks and remembered.

// maxSuitSets bounds the sets one suit may hold in a complete hand.
const maxSuitSets = 4

// suitTable is f_s: suitTable[m][p] is the best overlap of a suit's tiles
// with m sets and p twins of that suit, or -1 when the caps allow no such
// sets.
type suitTable [maxSuitSets + 1][2]int8

// suitCache remembers suit tables by suitKey. A hand's suit takes one of
// a few hundred thousand (counts, caps) pairs, and real hands far fewer;
// past maxCached entries new tables are computed and not kept, so a
// long-running process never grows without bound.
var (
	suitCache  sync.Map // uint64 → suitTable
	suitCached atomic.Int64
)

const maxCached = 1 << 18

// suitKey packs a suit's counts and caps, base-5 digits, into one number.
func suitKey(c, caps *[9]uint8) uint64 {
	var k uint64
	for r := 8; r >= 0; r-- {
		k = k*5 + uint64(caps[r])
	}
	for r := 8; r >= 0; r-- {
		k = k*5 + uint64(c[r])
	}
	return k
}

// lookupSuit returns f_s for counts c under caps, from the cache or freshly
// computed.
func lookupSuit(c, caps *[9]uint8) suitTable {
	if slices.Max(caps[:]) > 4 {
		// A referee's reading with a fifth copy (CheckPenaltyClaim): the
		// key has no digit for it, and such tables are rare.
		return computeSuit(c, caps)
	}
	key := suitKey(c, caps)
	if v, ok := suitCache.Load(key); ok {
		return v.(suitTable)
	}
	t := computeSuit(c, caps)
	if suitCached.Load() < maxCached {
		if _, had := suitCache.LoadOrStore(key, t); !had {
			suitCached.Add(1)
		}
	}
	return t
}

// computeSuit runs the dynamic programme over ranks 1–9. A state after rank
// r is (a, b, m, p): a flushes started at r and b at r−1 still need tiles
// at later ranks, m sets and p twins have been begun. At rank r the hand
// takes x new flushes (r ≤ 7), t triplets and q twins, so it holds
// T_r = a + b + x + 3t + 2q tiles of rank r, never more than cap_r, and
// gains min(T_r, c_r) tiles in common with the loser's hand. Two triplets
// of one rank would need six copies, so t ≤ 1.
func computeSuit(c, caps *[9]uint8) suitTable {
	const n = maxSuitSets + 1
	var cur, next [n][n][n][2]int8
	for a := range cur {
		for b := range cur[a] {
			for m := range cur[a][b] {
				cur[a][b][m] = [2]int8{-1, -1}
			}
		}
	}
	cur[0][0][0][0] = 0
	for r := 0; r < 9; r++ {
		for a := range next {
			for b := range next[a] {
				for m := range next[a][b] {
					next[a][b][m] = [2]int8{-1, -1}
				}
			}
		}
		cr, capr := int8(c[r]), int8(caps[r])
		maxX := int8(0)
		if r < 7 {
			maxX = maxSuitSets
		}
		for a := int8(0); a < n; a++ {
			for b := int8(0); a+b < n && a+b <= capr; b++ {
				for m := a + b; m < n; m++ {
					for p := int8(0); p < 2; p++ {
						v := cur[a][b][m][p]
						if v < 0 {
							continue
						}
						for x := int8(0); x <= maxX && m+x < n && a+b+x <= capr; x++ {
							for t := int8(0); t <= 1 && m+x+t < n; t++ {
								for q := int8(0); q <= 1-p; q++ {
									held := a + b + x + 3*t + 2*q
									if held > capr {
										break
									}
									g := v + min(held, cr)
									if s := &next[x][a][m+x+t][p+q]; g > *s {
										*s = g
									}
								}
							}
						}
					}
				}
			}
		}
		cur = next
	}
	var out suitTable
	for m := 0; m < n; m++ {
		out[m] = cur[0][0][m]
	}
	return out
}

// lossHand is a loser's hand reduced to what the penalty depends on.
type lossHand struct {
	need   int // sets still to form beside the exposed ones
	size   int // tiles in a complete hand
	common int // tiles the exposed sets give to every T
	counts [4][9]uint8
	caps   [4][9]uint8
	inPlay [4]bool
}

// lossHandOf checks a loser's hand and reduces it.
func (t Table) lossHandOf(h *Hand, l *lossHand) error {
	if h == nil {
		return fmt.Errorf("magicdragon: no hand was given")
	}
	removed := -1
	if t.WithoutSuit != "" {
		for s, name := range Suits {
			if name == t.WithoutSuit {
				removed = s
			}
		}
		if removed < 0 {
			return t.Validate()
		}
	}
	want := t.HandSize() - 1
	if n := h.NumTiles(); n != want {
		more := " (10 in the game of more than six players)"
		if t.SmallHands {
			more = " in the game of more than six players"
		}
		return fmt.Errorf("magicdragon: a loser holds %d tiles%s; this hand has %d, so its penalty cannot be assessed", want, more, n)
	}
	if len(h.Exposed) > t.Sets() {
		return fmt.Errorf("magicdragon: the hand shows %d exposed sets; a hand has only %d sets", len(h.Exposed), t.Sets())
	}
	*l = lossHand{need: t.Sets() - len(h.Exposed), size: t.HandSize(), common: 3 * len(h.Exposed)}
	for s := range l.caps {
		l.caps[s] = [9]uint8{4, 4, 4, 4, 4, 4, 4, 4, 4}
		l.inPlay[s] = s != removed
	}
	for _, m := range h.Exposed {
		if m.Type != split.Run && m.Type != split.Triplet || m.First < 1 || int(m.First) > Deck.NumKinds() ||
			m.Type == split.Run && !Deck.StartsRun(m.First) {
			return fmt.Errorf("magicdragon: an exposed group must be a set: three in a row of one suit or three alike")
		}
		s, r := int(m.First-1)/9, int(m.First-1)%9
		for i := 0; i < 3; i++ {
			if m.Type == split.Run {
				l.caps[s][r+i]--
			} else {
				l.caps[s][r]--
			}
		}
	}
	for s := range l.counts {
		for r := range l.counts[s] {
			k := tiles.Kind(1 + 9*s + r)
			c := h.Concealed[k]
			// caps may have wrapped below zero: more than four exposed.
			if e := 4 - l.caps[s][r]; l.caps[s][r] > 4 || c > l.caps[s][r] || h.All[k] != c+e {
				return fmt.Errorf("magicdragon: the hand's counts of %s do not add up: %d concealed, %d in all, more than 4 or not as its sets show", Deck.Code(k), c, h.All[k])
			}
			if c > 0 && s == removed {
				return fmt.Errorf("magicdragon: the hand holds %s, but the %s suit is removed in this three-player game", Deck.Code(k), Suits[s])
			}
			l.counts[s][r] = c
		}
	}
	return nil
}

// impossible marks a (sets, twins) share no suit can make; it stays
// negative through any sum of real overlaps.
const impossible = -1 << 10

// bestOverlap returns max |T ∩ H| over the concealed part of T, combining
// the suits' tables with a knapsack on (sets, twins), and each suit's
// table.
func (l *lossHand) bestOverlap() (int, [4]suitTable, error) {
	var tabs [4]suitTable
	var best [maxSuitSets + 1][2]int
	for m := range best {
		best[m] = [2]int{impossible, impossible}
	}
	best[0][0] = 0
	for s := 0; s < 4; s++ {
		if !l.inPlay[s] {
			continue
		}
		tabs[s] = lookupSuit(&l.counts[s], &l.caps[s])
		var f [maxSuitSets + 1][2]int
		for m := range f {
			for p := range f[m] {
				f[m][p] = impossible
				if v := tabs[s][m][p]; v >= 0 {
					f[m][p] = int(v)
				}
			}
		}
		var next [maxSuitSets + 1][2]int
		for m := 0; m <= l.need; m++ {
			// m sets in all: m2 of them in this suit; the twin before or here.
			b0, b1 := impossible, impossible
			for m2 := 0; m2 <= m; m2++ {
				b0 = max(b0, best[m-m2][0]+f[m2][0])
				b1 = max(b1, best[m-m2][1]+f[m2][0], best[m-m2][0]+f[m2][1])
			}
			next[m] = [2]int{b0, b1}
		}
		best = next
	}
	if best[l.need][1] < 0 {
		// Never for a hand that ParseHand accepts: the exposed sets use at
		// most twelve tiles, and that leaves room for any shape.
		return 0, tabs, fmt.Errorf("magicdragon: no complete hand can keep these exposed sets")
	}
	return best[l.need][1], tabs, nil
}

// penalty is a loser's hand reduced, with the best overlap any complete
// hand has with it and each suit's table: his penalty points, and what
// the plans that reach them are built from (Assess).
type penalty struct {
	lossHand
	best int
	tabs [4]suitTable
}

// penaltyOf checks a loser's hand and finds its best overlap.
func (t Table) penaltyOf(h *Hand, p *penalty) error {
	if err := t.lossHandOf(h, &p.lossHand); err != nil {
		return err
	}
	var err error
	p.best, p.tabs, err = p.bestOverlap()
	return err
}

// points is the penalty: the tiles a complete hand has that his lacks.
func (p *penalty) points() int { return p.size - p.common - p.best }

// PenaltyPoints returns a loser's exact penalty points: how many tiles he
// would have to obtain to complete his hand, keeping his exposed sets and
// never using a fifth copy of a tile. The hand must hold 13 tiles (10 with
// SmallHands), exposed ones included; '-' holds no tile. Tiles of the
// removed suit are refused, and no complete hand uses that suit. It is
// Assess without the plans.
//
// It is safe for concurrent use.
func (t Table) PenaltyPoints(h *Hand) (int, error) {
	var p penalty
	if err := t.penaltyOf(h, &p); err != nil {
		return 0, err
	}
	return p.points(), nil
}
