// Package setup does what a table does before a hand: the seating draw and
// the Magic Dragon Yin-Yang numbers (docs/rules/magic-dragon.md, Setup
// and Dealers), the Nine Dragons dice (docs/rules/nine-dragons.md,
// Seats, rounds, dice), and the deal from the wall that follows, with a
// drawing of the wall for the people at the table.
//
// The wall is data: sides of columns (stacks), two tiles each, in clockwise
// order around the table. A deal is a list of takes along that ring, so the
// invariants a referee cares about — every tile dealt once or still on the
// wall, every hand the right size — can be checked rather than trusted.
//
// Nothing here prints or prompts: functions take values and return values
// and errors, and the command line (cmd/dragon) talks to people.
package setup

import "github.com/dragon-tools/dragon/internal/words"

// Side is one player's wall: the columns, two tiles high, in front of him.
type Side struct {
	Owner   int // the player whose wall it is (an index into the table's players)
	Columns int
}

// Wall is every side around the table in clockwise order, seen from above.
//
// A count along the wall runs clockwise: within a side it starts at the far
// right end as the owner sees it and moves to his left; past his left end it
// goes on at the right end of the next side clockwise. Columns are numbered
// that way around the whole ring from 0 ("ring index"); tiles are numbered
// 2·column for the top tile and 2·column+1 for the bottom one.
type Wall struct {
	Sides []Side
}

// Pos is a column of the wall as people name it: the side (an index into
// Wall.Sides) and the column counted from that side's right end, from 1.
type Pos struct {
	Side   int
	Column int
}

// Layer says which tile of a column: the top one or the bottom one.
type Layer int

// The two tiles of a column. When a take has to split a column, the top
// tile goes first, as a tile is lifted off a stack.
const (
	Top Layer = iota
	Bottom
)

// String returns "top" or "bottom", as the deal tables write it.
func (l Layer) String() string {
	if l == Top {
		return "top"
	}
	return "bottom"
}

// Columns returns the number of columns of the whole wall.
func (w *Wall) Columns() int {
	n := 0
	for _, s := range w.Sides {
		n += s.Columns
	}
	return n
}

// Tiles returns the number of tiles of the whole wall.
func (w *Wall) Tiles() int { return 2 * w.Columns() }

// Pos returns the column at ring index i, taken modulo the ring so that a
// count may run on past the last side into the first.
func (w *Wall) Pos(i int) Pos {
	n := w.Columns()
	if n == 0 {
		return Pos{}
	}
	i = ((i % n) + n) % n
	for s, side := range w.Sides {
		if i < side.Columns {
			return Pos{Side: s, Column: i + 1}
		}
		i -= side.Columns
	}
	return Pos{} // unreachable: i < n
}

// Index returns the ring index of column p.
func (w *Wall) Index(p Pos) (int, error) {
	if p.Side < 0 || p.Side >= len(w.Sides) {
		return 0, words.Errorf("setup", "there is no side %d", p.Side+1)
	}
	if p.Column < 1 || p.Column > w.Sides[p.Side].Columns {
		return 0, words.Errorf("setup", "a side of %d columns has no column %d", w.Sides[p.Side].Columns, p.Column)
	}
	i := 0
	for s := 0; s < p.Side; s++ {
		i += w.Sides[s].Columns
	}
	return i + p.Column - 1, nil
}

// Count returns the column reached by counting n columns along the wall from
// the right end of side s, that end's column being 1: the way both the
// Yin-Yang number Y2 and the Nine Dragons dice total are counted. A count
// longer than the side goes on into the next side clockwise.
func (w *Wall) Count(s, n int) (Pos, error) {
	if s < 0 || s >= len(w.Sides) {
		return Pos{}, words.Errorf("setup", "there is no side %d", s+1)
	}
	if n < 1 {
		return Pos{}, words.Errorf("setup", "a count along the wall starts at 1, not %d", n)
	}
	first, _ := w.Index(Pos{Side: s, Column: 1})
	return w.Pos(first + n - 1), nil
}

// SideOf returns the index of the side owned by player p, or -1.
func (w *Wall) SideOf(p int) int {
	for s, side := range w.Sides {
		if side.Owner == p {
			return s
		}
	}
	return -1
}
