package magicdragon

import (
	_ "embed"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/magicdragon/internal/suitbest"
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
// and p twins, and the sums are a knapsack over four suits: two suits and
// two suits, then the two pairs. f_s depends only on the suit's nine
// counts and nine caps, and a dynamic programme over the ranks finds it
// (suitbest.Search).
//
// Under the four-copy limit the programme's answers are in a table it
// wrote for every count vector a suit can hold (go generate): f_s as one
// of 126 classes, and the knapsack of every pair of classes, so that a
// penalty is four lookups, two pairs and a sum. A suit whose exposed
// tiles lower a limit is not in the table: the programme finds its f_s,
// which is remembered, and the knapsack is computed.

// maxSuitSets bounds the sets one suit may hold in a complete hand.
const maxSuitSets = suitbest.MaxSets

//go:generate go run ./internal/gen

// penaltyTable is f_s for every suit under the four-copy limit, written
// by the search itself (internal/gen) and read in place: the first hand
// of a process is as quick as any.
//
//go:embed penalty_table.bin
var penaltyTable string

// suitCache remembers the suit tables the search computes for a suit
// whose exposed tiles lower the limit of some rank, by suitKey. A hand's
// suit takes one of a few hundred thousand (counts, caps) pairs, and real
// hands far fewer; past maxCached entries new tables are computed and not
// kept, so a long-running process never grows without bound.
var (
	suitCache  sync.Map // uint64 → suitbest.Best
	suitCached atomic.Int64
)

const maxCached = 1 << 18

// fourCopies is the limit of a suit without exposed tiles.
var fourCopies = [9]uint8{4, 4, 4, 4, 4, 4, 4, 4, 4}

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

// lookupSuit returns f_s for counts c under caps: from the table under
// the four-copy limit, else from the cache or the search. The table
// cannot serve a lowered limit: the best sets of the suit under four
// copies may need a copy the exposed sets hold.
func lookupSuit(c, caps *[9]uint8) suitbest.Best {
	if *caps == fourCopies {
		if b, ok := suitbest.File(penaltyTable).Lookup(c); ok {
			return b
		}
	}
	if slices.Max(caps[:]) > 4 {
		// A referee's reading with a fifth copy (CheckPenaltyClaim): the
		// key has no digit for it, and such tables are rare.
		return suitbest.Search(c, caps)
	}
	key := suitKey(c, caps)
	if v, ok := suitCache.Load(key); ok {
		return v.(suitbest.Best)
	}
	t := suitbest.Search(c, caps)
	if suitCached.Load() < maxCached {
		if _, had := suitCache.LoadOrStore(key, t); !had {
			suitCached.Add(1)
		}
	}
	return t
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
		return words.NewError("magicdragon", "no hand was given")
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
		return words.Errorf("magicdragon", "a loser holds %d tiles%s; this hand has %d, so its penalty cannot be assessed", want, more, n)
	}
	if len(h.Exposed) > t.Sets() {
		return words.Errorf("magicdragon", "the hand shows %d exposed sets; a hand has only %d sets", len(h.Exposed), t.Sets())
	}
	*l = lossHand{need: t.Sets() - len(h.Exposed), size: t.HandSize(), common: 3 * len(h.Exposed)}
	for s := range l.caps {
		l.caps[s] = [9]uint8{4, 4, 4, 4, 4, 4, 4, 4, 4}
		l.inPlay[s] = s != removed
	}
	for _, m := range h.Exposed {
		if m.Type != split.Run && m.Type != split.Triplet || m.First < 1 || int(m.First) > Deck.NumKinds() ||
			m.Type == split.Run && !Deck.StartsRun(m.First) {
			return words.NewError("magicdragon", "an exposed group must be a set: three in a row of one suit or three alike")
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
	// Every kind at once, with no branch per tile: its concealed copies
	// and its exposed ones (4 − cap) must add up to its copies in all, and
	// to at most four (n + 3 < 8).
	var differ, over int
	for s := range l.counts {
		conc, all, caps := (*[9]uint8)(h.Concealed[1+9*s:]), (*[9]uint8)(h.All[1+9*s:]), &l.caps[s]
		for r, c := range conc {
			n := int(c) + int(4-caps[r])
			differ |= n ^ int(all[r])
			over |= (n + 3) >> 3
		}
		l.counts[s] = *conc
	}
	if differ != 0 || over != 0 || removed >= 0 && l.counts[removed] != [9]uint8{} {
		return l.countsError(h, removed)
	}
	return nil
}

// countsError says what is wrong with the first kind, in deck order, whose
// counts do not add up or that is of the removed suit.
func (l *lossHand) countsError(h *Hand, removed int) error {
	for s := range l.counts {
		for r := range l.counts[s] {
			k := tiles.Kind(1 + 9*s + r)
			c := h.Concealed[k]
			// caps may have wrapped below zero: more than four exposed.
			if e := 4 - l.caps[s][r]; l.caps[s][r] > 4 || c > l.caps[s][r] || h.All[k] != c+e {
				return words.Errorf("magicdragon", "the hand's counts of %s do not add up: %d concealed, %d in all, more than 4 or not as its sets show", Deck.Code(k), c, h.All[k])
			}
			if c > 0 && s == removed {
				return words.Errorf("magicdragon", "the hand holds %s, but the %s suit is removed in this three-player game", Deck.Code(k), Suits[s])
			}
		}
	}
	return words.NewError("magicdragon", "the hand's counts do not add up") // not reached
}

// bestOverlap returns max |T ∩ H| over the concealed part of T, and each
// suit's table.
func (l *lossHand) bestOverlap() (int, [4]suitbest.Best, error) {
	var tabs [4]suitbest.Best
	for s := range tabs {
		if l.inPlay[s] {
			tabs[s] = lookupSuit(&l.counts[s], &l.caps[s])
		}
	}
	best, err := l.combine(&tabs)
	return best, tabs, err
}

// combine returns max |T ∩ H| over the concealed part of T from each
// suit's table: a knapsack on (sets, twins), two suits and two suits, then
// the two pairs.
func (l *lossHand) combine(tabs *[4]suitbest.Best) (int, error) {
	var f [4]suitbest.Sum
	for s := range f {
		f[s] = suitbest.Absent
		if l.inPlay[s] {
			f[s] = tabs[s].Sum()
		}
	}
	ab, cd := suitbest.Pair(&f[0], &f[1], l.need), suitbest.Pair(&f[2], &f[3], l.need)
	return joined(suitbest.Join(&ab, &cd, l.need))
}

// tableOverlap is bestOverlap when every suit in play keeps four copies
// of every rank, read from the table with its pairs of suits: no suit's
// table and no knapsack to compute. It returns false when a suit's
// exposed tiles lower a limit.
func (l *lossHand) tableOverlap() (int, bool, error) {
	table := suitbest.File(penaltyTable)
	var class [4]byte
	for s := range class {
		class[s] = table.Absent()
		if !l.inPlay[s] {
			continue
		}
		c, ok := table.Class(&l.counts[s])
		if !ok || l.caps[s] != fourCopies {
			return 0, false, nil
		}
		class[s] = c
	}
	ab, cd := table.Pair(class[0], class[1]), table.Pair(class[2], class[3])
	best, err := joined(suitbest.Join(&ab, &cd, l.need))
	return best, true, err
}

// joined is the best overlap Join found, or why there is none.
func joined(best int) (int, error) {
	if best < 0 {
		// Never for a hand that ParseHand accepts: the exposed sets use at
		// most twelve tiles, and that leaves room for any shape.
		return 0, words.NewError("magicdragon", "no complete hand can keep these exposed sets")
	}
	return best, nil
}

// penalty is a loser's hand reduced, with the best overlap any complete
// hand has with it and each suit's table: his penalty points, and what
// the plans that reach them are built from (Assess).
type penalty struct {
	lossHand
	best int
	tabs [4]suitbest.Best
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
	if err := t.lossHandOf(h, &p.lossHand); err != nil {
		return 0, err
	}
	var ok bool
	var err error
	if p.best, ok, err = p.tableOverlap(); !ok {
		p.best, _, err = p.bestOverlap()
	}
	if err != nil {
		return 0, err
	}
	return p.points(), nil
}
