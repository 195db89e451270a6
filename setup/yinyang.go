package setup

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// MagicTable is a Magic Dragon table before the deal (IV, IX-1, IX-2): the
// players clockwise from the dealer and the wall they built, one side each.
type MagicTable struct {
	// Players is the table clockwise from the dealer. Players[0] deals and
	// is player 1 in the rulebook's numbering; Players[1] sits to his left.
	Players []string
	// WithoutSuit is the three-player special with a suit removed (IX-2).
	WithoutSuit bool
	// Wall has one side per player, side k belonging to Players[k].
	Wall Wall
	// Given is the dealer's place in the order the players were given.
	Given int
}

// InSeatOrder reorders values given one per player, in the order the
// players were given, to the table's order clockwise from the dealer.
func (t *MagicTable) InSeatOrder(given []int) []int {
	out := make([]int, len(given))
	for k := range given {
		out[k] = given[(t.Given+k)%len(given)]
	}
	return out
}

// MagicColumns returns the columns each player builds in front of him, the
// dealer first (IX-1): 2 players 36, 3 players 24 (18 with a suit removed),
// 4 players 18, 5 players 14 with 2 extra for the dealer, 6 players 12.
// Every table but the three-player special builds all 144 tiles.
func MagicColumns(players int, withoutSuit bool) ([]int, error) {
	if withoutSuit && players != 3 {
		return nil, parseErr(0, "", "the game with a suit removed is the three-player special (IX-2); this table has %d players", players)
	}
	per := map[int]int{2: 36, 3: 24, 4: 18, 5: 14, 6: 12}[players]
	if per == 0 {
		return nil, parseErr(0, "", "%s; the rulebook builds the wall for 2 to 6 players (IX-1)", words.Plural(players, "player"))
	}
	if withoutSuit {
		per = 18
	}
	cols := make([]int, players)
	for i := range cols {
		cols[i] = per
	}
	if players == 5 {
		cols[0] += 2 // the dealer's two extra columns
	}
	return cols, nil
}

// NewMagicTable seats players, given clockwise around the table, with the
// named dealer, and builds their wall.
func NewMagicTable(players []string, dealer string, withoutSuit bool) (*MagicTable, error) {
	if err := CheckNames(players); err != nil {
		return nil, err
	}
	cols, err := MagicColumns(len(players), withoutSuit)
	if err != nil {
		return nil, err
	}
	d, ok := FindName(players, dealer)
	if !ok {
		return nil, parseErr(0, dealer, "the dealer %q is not at the table; name one of %s", dealer, strings.Join(players, ", "))
	}
	t := &MagicTable{WithoutSuit: withoutSuit, Given: d}
	for k := range players {
		t.Players = append(t.Players, players[(d+k)%len(players)])
		t.Wall.Sides = append(t.Wall.Sides, Side{Owner: k, Columns: cols[k]})
	}
	return t, nil
}

// YinYangRange returns the numbers the fingers of the table can make: every
// player sticks out one to five fingers.
func (t *MagicTable) YinYangRange() (lo, hi int) { return len(t.Players), 5 * len(t.Players) }

// YinYang returns the Yin-Yang number the fingers make: their sum. fingers
// holds one count per player, one to five each.
func (t *MagicTable) YinYang(fingers []int) (int, error) {
	n := len(t.Players)
	if len(fingers) != n {
		return 0, parseErr(0, "", "%s for %s; give one count per player", words.Plural(len(fingers), "finger count"), words.Plural(n, "player"))
	}
	sum := 0
	for i, f := range fingers {
		if f < 1 || f > 5 {
			return 0, parseErr(i+1, fmt.Sprint(f), "%d fingers (the %s count); each player sticks out 1 to 5", f, Ordinal(i+1))
		}
		sum += f
	}
	return sum, nil
}

func (t *MagicTable) checkYinYang(y int, which string) error {
	lo, hi := t.YinYangRange()
	if y < lo || y > hi {
		return parseErr(0, fmt.Sprint(y), "%s %d cannot come from %d players' fingers; it is %d to %d", which, y, len(t.Players), lo, hi)
	}
	return nil
}

// Start is where the deal begins: the starting side and the starting
// column counted from that side's right end, and where that column is.
type Start struct {
	// Side is the starting side: the player (index into Players, so side
	// index too) whose wall it is.
	Side int
	// Count is the starting column counted from the right end of Side's
	// wall: Y2, or the column named. It may run past the end of the side.
	Count int
	// At is the starting column; it lies on a later side when Count runs
	// past the end of Side's wall.
	At Pos
}

// Carried reports whether the count ran past the end of the starting side.
func (s Start) Carried() bool { return s.At.Side != s.Side }

// StartSide returns the starting side for a first Yin-Yang number y1:
// counting clockwise from the dealer as 1, the player reached by y1.
func (t *MagicTable) StartSide(y1 int) int {
	return ((y1-1)%len(t.Players) + len(t.Players)) % len(t.Players)
}

// StartByYinYang finds the starting side from y1 and the starting column
// from y2, counted from the far right end of the starting side's row and
// carried on into the next wall clockwise when the side is too short.
func (t *MagicTable) StartByYinYang(y1, y2 int) (Start, error) {
	if err := t.checkYinYang(y1, "Y1"); err != nil {
		return Start{}, err
	}
	if err := t.checkYinYang(y2, "Y2"); err != nil {
		return Start{}, err
	}
	side := t.StartSide(y1)
	at, err := t.Wall.Count(side, y2)
	if err != nil {
		return Start{}, err
	}
	return Start{Side: side, Count: y2, At: at}, nil
}

// StartBySide is the simpler method: the dealer names the starting side and
// the player across from him a column of that side.
func (t *MagicTable) StartBySide(side string, column int) (Start, error) {
	s, ok := FindName(t.Players, side)
	if !ok {
		return Start{}, parseErr(0, side, "there is no %q at the table to name as the starting side; name one of %s", side, strings.Join(t.Players, ", "))
	}
	cols := t.Wall.Sides[s].Columns
	if column < 1 || column > cols {
		return Start{}, parseErr(0, fmt.Sprint(column), "%s's wall has columns 1 to %d, counted from its right end; %d is not one of them",
			t.Players[s], cols, column)
	}
	return Start{Side: s, Count: column, At: Pos{Side: s, Column: column}}, nil
}

// TieStock is the stock left when a Magic Dragon game ends in a tie.
const TieStock = 12

// MagicDeal is the Magic Dragon deal (IV, VIII-2d).
type MagicDeal struct {
	*Deal
	Table *MagicTable
	Start Start
	Drawn int // tiles each player draws (the version's)
	Dead  int // tiles each player then sets aside
}

// TakesPerRound returns how many tiles a player takes in each round when he
// draws drawn tiles in all: four (two columns) a round, the last round the
// rest — 3, 2 or 1 in versions D to G.
func TakesPerRound(drawn int) []int {
	var out []int
	for left := drawn; left > 0; left -= 4 {
		out = append(out, min(left, 4))
	}
	return out
}

// Deal deals from start: the player to the dealer's left takes first, two
// columns beginning with the starting column, then each player clockwise,
// the dealer last, round after round, every take going on where the last
// one stopped. drawn and dead are the version's.
func (t *MagicTable) Deal(start Start, drawn, dead int) (*MagicDeal, error) {
	n := len(t.Players)
	if drawn < 1 || dead < 0 || dead > drawn {
		return nil, parseErr(0, "", "a version in which each player draws %d tiles and sets %d aside cannot be dealt", drawn, dead)
	}
	if drawn > t.Wall.Tiles() || n*drawn > t.Wall.Tiles() {
		return nil, parseErr(0, "", "%d players drawing %d tiles each need %d tiles; the wall has %d", n, drawn, n*drawn, t.Wall.Tiles())
	}
	startCol, err := t.Wall.Index(start.At)
	if err != nil {
		return nil, err
	}
	var turns []Turn
	for r, count := range TakesPerRound(drawn) {
		for k := 1; k <= n; k++ {
			turns = append(turns, Turn{Player: k % n, Round: r + 1, Count: count})
		}
	}
	d, err := dealFrom(t.Wall, n, startCol, turns)
	if err != nil {
		return nil, err
	}
	return &MagicDeal{Deal: d, Table: t, Start: start, Drawn: drawn, Dead: dead}, nil
}

// TieDraws returns how many tiles can be drawn from the stock before only
// TieStock are left and the game ends in a tie.
func (d *MagicDeal) TieDraws() int { return max(0, d.Stock()-TieStock) }

// Check verifies the deal's invariants: every tile dealt once or in the
// stock, each player holding the version's number of tiles.
func (d *MagicDeal) Check() error {
	want := make([]int, len(d.Table.Players))
	for i := range want {
		want[i] = d.Drawn
	}
	return d.Deal.Check(want)
}
