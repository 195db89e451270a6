// Package dominoes holds Dancing Dragons, the Chinese dominoes game: the set
// as data, the tile notation, the score of a hand, the referee's "could he
// have played?" and the check of a train. The rules the package applies are
// written out in docs/rules/dancing-dragons.md.
package dominoes

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Tile is one kind of Chinese domino, e.g. 2-4. The zero Tile is invalid;
// String writes the lower half first.
type Tile tiles.Kind

// The set, in the order the rules list it: the civil tiles come in pairs,
// the military tiles once each. Every pair of halves 1–6 is one of them.
var (
	civil    = []string{"6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"}
	military = []string{"3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "2-4", "1-4", "2-3", "1-2"}
)

// Set is the Chinese domino set as a deck: 21 kinds, civil ones twice and
// military ones once, 32 tiles in all.
var Set = newSet()

// halves holds each kind's halves, lower first, indexed by Tile.
var halves = make([][2]int, len(civil)+len(military)+1)

func newSet() *tiles.Deck {
	d := &tiles.Deck{Game: "dominoes", Hint: "write a tile as 6-6, [6-6] or 66", Kinds: make([]tiles.KindInfo, 1, 1+len(civil)+len(military))}
	for _, list := range []struct {
		codes  []string
		copies int
	}{{civil, 2}, {military, 1}} {
		for _, code := range list.codes {
			halves[len(d.Kinds)] = [2]int{int(code[0] - '0'), int(code[2] - '0')} // "lo-hi"
			d.Kinds = append(d.Kinds, tiles.KindInfo{Code: code, Copies: list.copies})
		}
	}
	return tiles.NewDeck(d)
}

// SetSize is the number of tiles in the set.
const SetSize = 32

// MaxHalf is the highest half; the lowest is 1 (Chinese dominoes have no
// blanks).
const MaxHalf = 6

// Of returns the tile with halves a and b, in either order.
func Of(a, b int) (Tile, bool) {
	if a > b {
		a, b = b, a
	}
	k, ok := Set.Lookup(fmt.Sprintf("%d-%d", a, b))
	return Tile(k), ok
}

// String returns the tile as written, lower half first: "2-4".
func (t Tile) String() string { return Set.Code(tiles.Kind(t)) }

// Halves returns the tile's halves, lower first.
func (t Tile) Halves() (lo, hi int) { return halves[t][0], halves[t][1] }

// Pips returns the number of pips on the tile.
func (t Tile) Pips() int { return halves[t][0] + halves[t][1] }

// Civil reports whether the tile is a civil one, of which the set has two.
func (t Tile) Civil() bool { return Set.Info(tiles.Kind(t)).Copies == 2 }

// Has reports whether one of the tile's halves is n.
func (t Tile) Has(n int) bool { return halves[t][0] == n || halves[t][1] == n }

// Other returns the half left open when the tile is laid against n; the
// tile must have a half n.
func (t Tile) Other(n int) int {
	if halves[t][0] == n {
		return halves[t][1]
	}
	return halves[t][0]
}

// All returns every tile of the set, civil pairs twice, in the rules' order.
func All() []Tile {
	var out []Tile
	for k := 1; k <= Set.NumKinds(); k++ {
		for range Set.Info(tiles.Kind(k)).Copies {
			out = append(out, Tile(k))
		}
	}
	return out
}

// Pips returns the pips of all the tiles.
func Pips(ts []Tile) int {
	n := 0
	for _, t := range ts {
		n += t.Pips()
	}
	return n
}

// Format writes tiles separated by spaces: "6-6 1-5".
func Format(ts []Tile) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.String()
	}
	return strings.Join(s, " ")
}

// CheckCopies refuses tiles named, across all the lists one command gives,
// more often than the set holds them; the error names the tile.
func CheckCopies(lists ...[]Tile) error {
	var c tiles.Counts
	for _, ts := range lists {
		for _, t := range ts {
			if c[t] < 255 {
				c[t]++
			}
		}
	}
	return Set.CheckCopies(&c, "the table")
}
