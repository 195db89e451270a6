package magicdragon

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/dragon-tools/dragon/scoring/split"
)

// Group F, similar sets ("towers"). Two sets have identical numbers when
// both are flushes with the same ranks or both triplets of the same rank; a
// flush and a triplet never match. Identical sets also share the suit. The
// twin never takes part.

func sameNumbers(a, b split.Meld) bool {
	return a.Type == b.Type && rankOf(a.First) == rankOf(b.First)
}

func identical(a, b split.Meld) bool { return a.Type == b.Type && a.First == b.First }

// tower finds the sets that make a tower unit: their indices in f.sets, the
// bonuses they earn, and whether there is such a tower at all. Where several
// choices exist it returns one with the most bonuses.
type tower func(sets []split.Meld) (idx towerSets, extras int, ok bool)

// towerSets are the indices of a tower's sets, in a value: a unit's
// condition asks for them in every split, and only its reason reads them.
type towerSets struct {
	at [4]int
	n  int
}

func towerOf(idx ...int) towerSets {
	var t towerSets
	t.n = copy(t.at[:], idx)
	return t
}

func twinTowers(pure bool) tower {
	return func(sets []split.Meld) (towerSets, int, bool) {
		for i := range sets {
			for j := i + 1; j < len(sets); j++ {
				if sameNumbers(sets[i], sets[j]) && identical(sets[i], sets[j]) == pure {
					return towerOf(i, j), 0, true
				}
			}
		}
		return towerSets{}, 0, false
	}
}

// doubleTwinTowers: the four sets form two pairs with identical numbers;
// one bonus for each pair that is pure.
func doubleTwinTowers(sets []split.Meld) (towerSets, int, bool) {
	if len(sets) != 4 {
		return towerSets{}, 0, false
	}
	best, bestExtras := towerSets{}, -1
	for _, p := range [...][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
		a, b := sets[p[0]], sets[p[1]]
		c, d := sets[p[2]], sets[p[3]]
		if !sameNumbers(a, b) || !sameNumbers(c, d) {
			continue
		}
		extras := 0
		if identical(a, b) {
			extras++
		}
		if identical(c, d) {
			extras++
		}
		if extras > bestExtras {
			best, bestExtras = towerSets{p, 4}, extras
		}
	}
	return best, max(bestExtras, 0), best.n > 0
}

// triTowers: three sets with identical numbers. Pure when all three are
// identical; mixed otherwise, with a bonus when two of them are identical.
func triTowers(pure bool) tower {
	return func(sets []split.Meld) (towerSets, int, bool) {
		best, bestExtras := towerSets{}, -1
		for i := range sets {
			for j := i + 1; j < len(sets); j++ {
				for k := j + 1; k < len(sets); k++ {
					a, b, c := sets[i], sets[j], sets[k]
					if !sameNumbers(a, b) || !sameNumbers(b, c) {
						continue
					}
					all := identical(a, b) && identical(b, c)
					if all != pure {
						continue
					}
					extras := 0
					if !pure && (identical(a, b) || identical(b, c) || identical(a, c)) {
						extras = 1
					}
					if extras > bestExtras {
						best, bestExtras = towerOf(i, j, k), extras
					}
				}
			}
		}
		return best, max(bestExtras, 0), best.n > 0
	}
}

// quadTowers: all four sets with identical numbers. Pure when all four are
// identical; mixed otherwise, with a bonus for each set that repeats another
// exactly: four sets in n distinct suits earn 4 − n.
func quadTowers(pure bool) tower {
	return func(sets []split.Meld) (towerSets, int, bool) {
		if len(sets) != 4 {
			return towerSets{}, 0, false
		}
		var suits uint8 // a bit for each suit
		for _, m := range sets {
			if !sameNumbers(m, sets[0]) {
				return towerSets{}, 0, false
			}
			suits |= 1 << suitOf(m.First)
		}
		n := bits.OnesCount8(suits)
		if (n == 1) != pure {
			return towerSets{}, 0, false
		}
		extras := 0
		if !pure {
			extras = 4 - n
		}
		return towerOf(0, 1, 2, 3), extras, true
	}
}

var towers = map[string]tower{
	"mixed-twin-towers":  twinTowers(false),
	"pure-twin-towers":   twinTowers(true),
	"double-twin-towers": doubleTwinTowers,
	"mixed-tri-towers":   triTowers(false),
	"pure-tri-towers":    triTowers(true),
	"mixed-quad-towers":  quadTowers(false),
	"pure-quad-towers":   quadTowers(true),
}

func init() {
	for id, t := range towers {
		conditions[id] = condition{
			group: "F",
			holds: func(f *facts) (int, bool) {
				if !f.alike {
					return 0, false
				}
				_, extras, ok := t(f.sets)
				return extras, ok
			},
			reason: func(f *facts) string { return towerReason(f, id, t) },
		}
	}
}

func towerReason(f *facts, id string, t tower) string {
	idx, extras, _ := t(f.sets)
	parts := make([]string, idx.n)
	for i, j := range idx.at[:idx.n] {
		parts[i] = FormatMeld(split.Meld{Type: f.sets[j].Type, First: f.sets[j].First})
	}
	s := strings.Join(parts, " ")
	if extras == 0 {
		return s
	}
	var note string
	switch id {
	case "double-twin-towers":
		note = fmt.Sprintf("%d pure %s", extras, plural(extras, "pair", "pairs"))
	case "mixed-tri-towers":
		note = "two of them identical"
	default:
		note = fmt.Sprintf("%d %s", extras, plural(extras, "repeated set", "repeated sets"))
	}
	def, _ := f.rules.Unit(id)
	return fmt.Sprintf("%s, +%d for %s", s, extras*def.Bonus, note)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
