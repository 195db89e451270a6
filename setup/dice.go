package setup

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
)

// Winds are the Nine Dragons seats, numbered 1 to 4 counter-clockwise
// around the table: South sits to East's right.
var Winds = []string{"East", "South", "West", "North"}

// NineStacks is the number of stacks, two tiles high, in each wall.
const NineStacks = 18

// NineTable is a Nine Dragons table: four players in the seats East, South,
// West and North, each in front of a wall of 18 stacks.
type NineTable struct {
	Players []string // by seat: East, South, West, North
	// Wall runs clockwise from East's side: East, North, West, South.
	Wall Wall
}

// NewNineTable seats four players, given East, South, West, North.
func NewNineTable(players []string) (*NineTable, error) {
	if len(players) != 4 {
		return nil, parseErr(0, "", "%s; Nine Dragons seats four, given East, South, West, North", words.Plural(len(players), "player"))
	}
	if err := CheckNames(players); err != nil {
		return nil, err
	}
	t := &NineTable{Players: players}
	// Seats are numbered counter-clockwise, so clockwise from East the
	// sides are East, North, West, South.
	for _, seat := range []int{0, 3, 2, 1} {
		t.Wall.Sides = append(t.Wall.Sides, Side{Owner: seat, Columns: NineStacks})
	}
	return t, nil
}

// DiceTotal returns the total of three dice, one to six each.
func DiceTotal(dice []int) (int, error) {
	if len(dice) != 3 {
		return 0, parseErr(0, "", "%d dice given; Nine Dragons throws three", len(dice))
	}
	total := 0
	for i, d := range dice {
		if d < 1 || d > 6 {
			return 0, parseErr(i+1, fmt.Sprint(d), "a die shows 1 to 6, not %d (the %s die)", d, Ordinal(i+1))
		}
		total += d
	}
	return total, nil
}

// BreakSeat returns the seat whose wall breaks for a dice total: counting
// counter-clockwise around the table from East as 1 — East for 5, 9, 13,
// 17; South for 6, 10, 14, 18; West for 3, 7, 11, 15; North for 4, 8, 12, 16.
func BreakSeat(total int) int { return ((total-1)%4 + 4) % 4 }

// NineDeal is the Nine Dragons deal: where the wall breaks, the tiles each
// player is dealt, and where replacement tiles come from.
type NineDeal struct {
	*Deal
	Table *NineTable
	Dice  []int
	Total int
	// BreakSeat is the seat whose wall the dice choose.
	BreakSeat int
	// BreakStack is the stack the count ends on, counted from the right end
	// of BreakSeat's wall. The break is on its left, as the owner sees it.
	BreakStack int
	// Break is where that stack is; with 18-stack walls and dice of at most
	// 18 it is always on BreakSeat's wall.
	Break Pos
	// First is the first stack dealt: the next one clockwise, left of the break.
	First Pos
}

// Deal breaks the wall for three dice and deals: from the right end of the
// chosen wall, the dice total in stacks to the owner's left is the break;
// the tiles left of it are dealt clockwise, each player in turn (East,
// South, West, North) taking two stacks at a time three times, then one
// tile each, and East one more. Replacement tiles for flowers and kongs come
// from the other end, right of the break: the break stack first, then on
// towards that wall's right end.
func (t *NineTable) Deal(dice []int) (*NineDeal, error) {
	total, err := DiceTotal(dice)
	if err != nil {
		return nil, err
	}
	seat := BreakSeat(total)
	side := t.Wall.SideOf(seat)
	at, err := t.Wall.Count(side, total)
	if err != nil {
		return nil, err
	}
	breakCol, _ := t.Wall.Index(at)
	var turns []Turn
	for r := 1; r <= 3; r++ {
		for p := range 4 {
			turns = append(turns, Turn{Player: p, Round: r, Count: 4})
		}
	}
	for p := range 4 {
		turns = append(turns, Turn{Player: p, Round: 4, Count: 1})
	}
	turns = append(turns, Turn{Player: 0, Round: 4, Count: 1}) // East's one more
	d, err := dealFrom(t.Wall, 4, breakCol+1, turns)
	if err != nil {
		return nil, err
	}
	return &NineDeal{
		Deal: d, Table: t, Dice: append([]int(nil), dice...), Total: total,
		BreakSeat: seat, BreakStack: total, Break: at, First: t.Wall.Pos(breakCol + 1),
	}, nil
}

// Replacement returns the stack replacement tiles are taken from first: the
// break stack, right of the break.
func (d *NineDeal) Replacement() Pos { return d.Break }

// Check verifies the deal's invariants: every tile dealt once or still on
// the wall, East holding 14 tiles and the others 13.
func (d *NineDeal) Check() error { return d.Deal.Check([]int{14, 13, 13, 13}) }
