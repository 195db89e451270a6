package setup

import "github.com/dragon-tools/dragon/internal/words"

// Turn is one take a deal calls for before it is laid on the wall: who takes,
// in which round, how many tiles.
type Turn struct {
	Player int
	Round  int
	Count  int
}

// Take is one turn of a deal laid on the wall: Count tiles lifted clockwise
// from ring tile First (see Wall).
type Take struct {
	Player int
	Round  int // from 1
	First  int // ring tile index; may run past the end of the ring
	Count  int
}

// Tile returns the ring tile index of the i-th tile of the take, counting
// from 0, wrapped onto a ring of total tiles.
func (t Take) Tile(i, total int) int { return (t.First + i) % total }

// Deal is the tiles every player takes from the wall, in the order taken.
// What is not dealt stays on the wall: the stock.
type Deal struct {
	Wall    Wall
	Players int
	Start   int // ring tile index of the first tile dealt (a top tile)
	Takes   []Take
	Held    []int // tiles each player holds after the deal
	Dealt   int
	Next    int // ring tile index of the first tile left on the wall
}

// errWallTooSmall is returned when a deal asks for more tiles than the wall has.
var errWallTooSmall = words.NewError("setup", "the deal asks for more tiles than the wall holds")

// dealFrom lays turns on wall w one after another, clockwise from ring
// column startCol's top tile (taken round the ring).
func dealFrom(w Wall, players, startCol int, turns []Turn) (*Deal, error) {
	total := w.Tiles()
	if total == 0 {
		return nil, errWallTooSmall
	}
	startCol = ((startCol % w.Columns()) + w.Columns()) % w.Columns()
	d := &Deal{Wall: w, Players: players, Start: 2 * startCol, Held: make([]int, players)}
	next := d.Start
	for _, t := range turns {
		if t.Player < 0 || t.Player >= players || t.Count < 1 {
			return nil, words.Errorf("setup", "a turn for player %d of %d tiles cannot be dealt", t.Player+1, t.Count)
		}
		if d.Dealt+t.Count > total {
			return nil, errWallTooSmall
		}
		d.Takes = append(d.Takes, Take{Player: t.Player, Round: t.Round, First: next, Count: t.Count})
		next += t.Count
		d.Dealt += t.Count
		d.Held[t.Player] += t.Count
	}
	d.Next = next % total
	return d, nil
}

// Stock returns the number of tiles left on the wall after the deal.
func (d *Deal) Stock() int { return d.Wall.Tiles() - d.Dealt }

// Piece is the part of one column a take lifts: both of its tiles, or only
// the top or the bottom one (when a take of an odd number of tiles splits a
// column with the next take).
type Piece struct {
	Pos    Pos
	Top    bool
	Bottom bool
}

// Both reports whether the piece is the whole column.
func (p Piece) Both() bool { return p.Top && p.Bottom }

// Pieces returns the columns take t lifts, in the order lifted.
func (d *Deal) Pieces(t Take) []Piece {
	total := d.Wall.Tiles()
	var out []Piece
	for i := 0; i < t.Count; i++ {
		tile := t.Tile(i, total)
		pos := d.Wall.Pos(tile / 2)
		if len(out) == 0 || out[len(out)-1].Pos != pos {
			out = append(out, Piece{Pos: pos})
		}
		if Layer(tile%2) == Top {
			out[len(out)-1].Top = true
		} else {
			out[len(out)-1].Bottom = true
		}
	}
	return out
}

// Rounds returns player p's pieces, one slice per round (rounds from 1).
func (d *Deal) Rounds(p int) [][]Piece {
	var out [][]Piece
	for _, t := range d.Takes {
		if t.Player != p {
			continue
		}
		for len(out) < t.Round {
			out = append(out, nil)
		}
		out[t.Round-1] = append(out[t.Round-1], d.Pieces(t)...)
	}
	return out
}

// Owners returns, for every ring tile, the index in Takes of the take that
// lifted it, or -1 for a tile left on the wall. A tile lifted twice is an
// error: the deal would be impossible at a real table.
func (d *Deal) Owners() ([]int, error) {
	total := d.Wall.Tiles()
	owner := make([]int, total)
	for i := range owner {
		owner[i] = -1
	}
	for k, t := range d.Takes {
		for i := 0; i < t.Count; i++ {
			tile := t.Tile(i, total)
			if owner[tile] >= 0 {
				p := d.Wall.Pos(tile / 2)
				return nil, words.Errorf("setup", "the %s tile of column %d of side %d is dealt twice",
					Layer(tile%2), p.Column, p.Side+1)
			}
			owner[tile] = k
		}
	}
	return owner, nil
}

// Check verifies what a referee would count at the table: every tile of the
// wall is dealt once or stays on the wall, player p holds want[p] tiles, the
// stock is the wall less what was dealt, and the deal ran on without gaps
// from its first tile.
func (d *Deal) Check(want []int) error {
	owner, err := d.Owners()
	if err != nil {
		return err
	}
	total := d.Wall.Tiles()
	if len(want) != d.Players || len(d.Held) != d.Players {
		return words.Errorf("setup", "the deal is for %d players, not %d", d.Players, len(want))
	}
	held := make([]int, d.Players)
	dealt := 0
	for _, k := range owner {
		if k >= 0 {
			held[d.Takes[k].Player]++
			dealt++
		}
	}
	for p := range want {
		if held[p] != want[p] || d.Held[p] != want[p] {
			return words.Errorf("setup", "player %d holds %d tiles, not %d", p+1, held[p], want[p])
		}
	}
	if dealt != d.Dealt || d.Stock() != total-dealt || d.Stock() < 0 {
		return words.Errorf("setup", "%d tiles dealt and %d in the stock do not make the wall's %d", dealt, d.Stock(), total)
	}
	for i := 0; i < dealt; i++ {
		if owner[(d.Start+i)%total] < 0 {
			return words.Errorf("setup", "the deal leaves a gap %d tiles after its start", i)
		}
	}
	if dealt < total && owner[d.Next] >= 0 {
		return words.NewError("setup", "the stock starts on a dealt tile")
	}
	return nil
}
