package setup

import (
	"fmt"
	"strings"
)

// Style is the set of characters a wall drawing uses.
type Style int

const (
	// ASCII draws with + - | . and the arrows v ^ < >: it reads the same in
	// any terminal, file, pipe or e-mail.
	ASCII Style = iota
	// Boxes draws with box-drawing characters, middle dots and triangle
	// arrows, for a terminal that shows Unicode.
	Boxes
)

type glyphs struct {
	tl, tr, bl, br, h, v  string
	down, up, left, right string // arrows pointing at a wall from outside it
	stock                 string // a column left on the wall, two columns wide
	half                  string // the missing half of a column split with the stock
	more                  string // ends a name cut short
}

func glyphsFor(st Style) glyphs {
	if st == Boxes {
		return glyphs{"┌", "┐", "└", "┘", "─", "│", "▼", "▲", "◀", "▶", "··", "·", "…"}
	}
	return glyphs{"+", "+", "+", "+", "-", "|", "v", "^", "<", ">", "..", ".", "~"}
}

// DrawingWidth is the width the drawings keep within, that of the smallest
// terminal.
const DrawingWidth = 80

// picture is what a drawing shows, whichever game it comes from.
type picture struct {
	deal   *Deal
	owner  []int    // per ring tile: index in deal.Takes, or -1
	marks  []string // per player: the letter in his cells
	labels []string // per player: the name shown by his side
	marker Pos      // the column the arrows point at
	centre []string // lines for the middle of the table
}

// layout says which sides go along each edge of the drawing, in clockwise
// order: along the bottom right to left, up the left, along the top left to
// right, down the right. The dealer (East, in Nine Dragons) sits at the
// bottom, so the drawing is the table as he sees it.
type layout struct{ bottom, left, top, right []int }

func layoutFor(n int) layout {
	switch n {
	case 2:
		return layout{bottom: []int{0}, top: []int{1}}
	case 3:
		return layout{bottom: []int{0}, left: []int{1}, top: []int{2}}
	case 4:
		return layout{bottom: []int{0}, left: []int{1}, top: []int{2}, right: []int{3}}
	case 5:
		return layout{bottom: []int{0}, left: []int{1}, top: []int{2, 3}, right: []int{4}}
	case 6:
		return layout{bottom: []int{5, 0}, left: []int{1}, top: []int{2, 3}, right: []int{4}}
	}
	// Any other ring: four runs as even as can be, in order.
	var l layout
	edges := []*[]int{&l.bottom, &l.left, &l.top, &l.right}
	for i := range n {
		e := edges[i*4/max(n, 1)]
		*e = append(*e, i)
	}
	return l
}

// cellWidth is the room a column takes along a horizontal side: its two
// characters and a space, or its two characters alone when the spaces would
// push the drawing past DrawingWidth.
func (p *picture) boxWidth(side, w int) int {
	c := p.deal.Wall.Sides[side].Columns
	if w == 3 {
		return 3*c + 1
	}
	return 2*c + 2
}

func (p *picture) rowWidth(sides []int, w int) int {
	n := 0
	for i, s := range sides {
		if i > 0 {
			n++
		}
		n += p.boxWidth(s, w)
	}
	return n
}

func (p *picture) colHeight(sides []int) int {
	n := 0
	for i, s := range sides {
		if i > 0 {
			n++
		}
		n += p.deal.Wall.Sides[s].Columns + 2
	}
	return n
}

// sideRoom is what a vertical side leaves for the name beside it when the
// drawing decides whether its columns can have spaces between them.
const sideRoom = 9

// cell returns the two characters of column c (a ring index). In a wide
// drawing (w 3) they are the taker's mark and the round of his take, or two
// marks, the top tile's taker first, when two takes split the column. In a
// narrow one (w 2), where "A1A1B1B1" would run together, they are always the
// marks of the top and bottom tiles' takers, so a take of four tiles reads
// as a run AAAA. A tile left on the wall shows as a dot.
func (p *picture) cell(c int, g glyphs, w int) string {
	top, bottom := p.owner[2*c], p.owner[2*c+1]
	mark := func(k int) string {
		if k < 0 {
			return g.half
		}
		return p.marks[p.deal.Takes[k].Player]
	}
	switch {
	case top < 0 && bottom < 0:
		return g.stock
	case w == 2 || top < 0 || bottom < 0 || p.deal.Takes[top].Player != p.deal.Takes[bottom].Player:
		return mark(top) + mark(bottom)
	}
	if r := p.deal.Takes[top].Round; r < 10 {
		return mark(top) + fmt.Sprint(r)
	}
	return mark(top) + "+"
}

// nextToMarker reports whether column col of side s is beside the marked
// one, where a narrow ruler leaves its number out so the arrow stands alone.
func (p *picture) nextToMarker(s, col int) bool {
	return p.marker.Side == s && (p.marker.Column == col-1 || p.marker.Column == col+1)
}

// showNumber says whether column col gets its number on the ruler: every
// column when there is room, else 1 and every fifth.
func showNumber(col, w int) bool { return w == 3 || col == 1 || col%5 == 0 }

// canvas is a grid of terminal cells; a wide character fills its cell and
// leaves the next one empty.
type canvas [][]string

func newCanvas(w, h int) canvas {
	cv := make(canvas, h)
	for y := range cv {
		cv[y] = make([]string, w)
		for x := range cv[y] {
			cv[y][x] = " "
		}
	}
	return cv
}

func (cv canvas) put(x, y int, s string) {
	if y < 0 || y >= len(cv) {
		return
	}
	for _, r := range s {
		rw := runeWidth(r)
		if rw == 0 {
			if x > 0 && x-1 < len(cv[y]) {
				cv[y][x-1] += string(r)
			}
			continue
		}
		if x >= 0 && x+rw <= len(cv[y]) {
			cv[y][x] = string(r)
			if rw == 2 {
				cv[y][x+1] = ""
			}
		}
		x += rw
	}
}

func (cv canvas) lines() []string {
	out := make([]string, len(cv))
	for y, row := range cv {
		out[y] = strings.TrimRight(strings.Join(row, ""), " ")
	}
	return out
}

// lines draws the table and says how wide its horizontal cells came out.
func (p *picture) lines(st Style) ([]string, int) {
	g := glyphsFor(st)
	wall := &p.deal.Wall
	lay := layoutFor(len(wall.Sides))

	sideNames := func(sides []int) int {
		n := 0
		for _, s := range sides {
			n = max(n, DisplayWidth(p.labels[wall.Sides[s].Owner]))
		}
		return n
	}
	w := 3
	room := 0
	if len(lay.left) > 0 {
		room += sideRoom
	}
	if len(lay.right) > 0 {
		room += sideRoom
	}
	if max(p.rowWidth(lay.top, 3), p.rowWidth(lay.bottom, 3))+room > DrawingWidth {
		w = 2
	}
	hw := max(p.rowWidth(lay.top, w), p.rowWidth(lay.bottom, w))
	if len(lay.left) > 0 && len(lay.right) > 0 {
		hw = max(hw, 2*(4+3)+4)
	}
	vh := max(p.colHeight(lay.left), p.colHeight(lay.right))
	if vh == 0 {
		vh = max(3, len(p.centre)+2)
	}

	// Margins for the names beside the vertical sides, cut to fit.
	lm, rm := 0, 0
	if len(lay.left) > 0 {
		lm = sideNames(lay.left) + 1
	}
	if len(lay.right) > 0 {
		rm = sideNames(lay.right) + 1
	}
	if avail := DrawingWidth - hw; lm+rm > avail && avail > 0 {
		switch {
		case lm <= avail/2:
			rm = avail - lm
		case rm <= avail/2:
			lm = avail - rm
		default:
			lm = avail / 2
			rm = avail - lm
		}
	}

	top, bottom := 0, 0
	if len(lay.top) > 0 {
		top = 5 // name, ruler, box
	}
	if len(lay.bottom) > 0 {
		bottom = 5
	}
	cv := newCanvas(lm+hw+rm, top+vh+bottom)
	mid := top

	// Centre text.
	for i, line := range p.centre {
		y := mid + (vh-len(p.centre))/2 + i
		cv.put(lm+(hw-DisplayWidth(line))/2, y, line)
	}

	hbox := func(s, x, y int, onTop bool) {
		cols := wall.Sides[s].Columns
		bw := p.boxWidth(s, w)
		cv.put(x, y, g.tl+strings.Repeat(g.h, bw-2)+g.tr)
		cv.put(x, y+1, g.v)
		cv.put(x+bw-1, y+1, g.v)
		cv.put(x, y+2, g.bl+strings.Repeat(g.h, bw-2)+g.br)
		ruler, arrow := y-1, g.down
		if !onTop {
			ruler, arrow = y+3, g.up
		}
		for i := range cols {
			col := i + 1 // the top side's right end is on the drawing's left
			if !onTop {
				col = cols - i
			}
			ring, _ := wall.Index(Pos{Side: s, Column: col})
			cx := x + 1 + i*w
			cv.put(cx, y+1, p.cell(ring, g, w))
			switch {
			case p.marker == Pos{Side: s, Column: col}:
				cv.put(cx, ruler, arrow)
			case showNumber(col, w) && (w == 3 || !p.nextToMarker(s, col)):
				cv.put(cx, ruler, fmt.Sprintf("%2d", col))
			}
		}
		label := truncate(p.labels[wall.Sides[s].Owner], bw, g.more)
		ly := y - 2
		if !onTop {
			ly = y + 4
		}
		cv.put(x+(bw-DisplayWidth(label))/2, ly, label)
	}
	vbox := func(s, x, y int, onLeft bool) {
		cols := wall.Sides[s].Columns
		cv.put(x, y, g.tl+g.h+g.h+g.tr)
		cv.put(x, y+cols+1, g.bl+g.h+g.h+g.br)
		for i := range cols {
			col := cols - i // the left side's right end is at the bottom
			if !onLeft {
				col = i + 1
			}
			ring, _ := wall.Index(Pos{Side: s, Column: col})
			cy := y + 1 + i
			cv.put(x, cy, g.v+p.cell(ring, g, w)+g.v)
			num := fmt.Sprintf("%2d", col) // rows have room for every number
			marked := p.marker == Pos{Side: s, Column: col}
			if onLeft {
				if marked {
					cv.put(x+4, cy, g.left)
				}
				cv.put(x+5, cy, num)
			} else {
				cv.put(x-3, cy, num)
				if marked {
					cv.put(x-1, cy, g.right)
				}
			}
		}
		ly := y + (cols+1)/2
		if onLeft {
			label := truncate(p.labels[wall.Sides[s].Owner], lm-1, g.more)
			cv.put(lm-1-DisplayWidth(label), ly, label)
		} else {
			label := truncate(p.labels[wall.Sides[s].Owner], rm-1, g.more)
			cv.put(lm+hw+1, ly, label)
		}
	}

	// Top, left to right in clockwise order.
	x := lm + (hw-p.rowWidth(lay.top, w))/2
	for _, s := range lay.top {
		hbox(s, x, 2, true)
		x += p.boxWidth(s, w) + 1
	}
	// Bottom, right to left in clockwise order.
	x = lm + (hw+p.rowWidth(lay.bottom, w))/2
	for _, s := range lay.bottom {
		x -= p.boxWidth(s, w)
		hbox(s, x, mid+vh, false)
		x--
	}
	// Left, bottom to top; right, top to bottom.
	y := mid + (vh+p.colHeight(lay.left))/2
	for _, s := range lay.left {
		y -= wall.Sides[s].Columns + 2
		vbox(s, lm, y, true)
		y--
	}
	y = mid + (vh-p.colHeight(lay.right))/2
	for _, s := range lay.right {
		vbox(s, lm+hw-4, y, false)
		y += wall.Sides[s].Columns + 3
	}
	return cv.lines(), w
}

// magicMarks gives each player a capital letter for his cells: the first
// letter of his name, or when another player has it, the next letter of his
// name still free, or else the first free letter of the alphabet.
func magicMarks(players []string) []string {
	taken := map[rune]bool{}
	out := make([]string, len(players))
	pick := func(r rune) bool {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		if r < 'A' || r > 'Z' || taken[r] {
			return false
		}
		taken[r] = true
		return true
	}
	for i, name := range players {
		for _, r := range name {
			if pick(r) {
				out[i] = strings.ToUpper(string(r))
				break
			}
		}
		for r := 'A'; out[i] == "" && r <= 'Z'; r++ {
			if pick(r) {
				out[i] = string(r)
			}
		}
		if out[i] == "" {
			out[i] = "?" // more than 26 players: cannot happen at a wall of 2 to 6
		}
	}
	return out
}

// initialIs reports whether mark is the first letter of name.
func initialIs(name, mark string) bool {
	for _, r := range name {
		return strings.EqualFold(string(r), mark)
	}
	return false
}

// Drawing draws the Magic Dragon table from above, the dealer at the bottom:
// every player's wall with his name, each column marked with the letter of
// the player who takes it (and the round, when there is room), the starting
// column pointed at, and a legend. It fits 80 columns for four players.
func (d *MagicDeal) Drawing(st Style) []string {
	g := glyphsFor(st)
	t := d.Table
	owner, err := d.Owners()
	if err != nil {
		return []string{err.Error()}
	}
	p := &picture{deal: d.Deal, owner: owner, marks: magicMarks(t.Players), marker: d.Start.At}
	var key []string
	for i, name := range t.Players {
		label := name
		if !initialIs(name, p.marks[i]) {
			label += " [" + p.marks[i] + "]"
		}
		if i == 0 {
			label += " (dealer)"
		}
		p.labels = append(p.labels, label)
		key = append(key, p.marks[i]+" "+name)
	}
	p.centre = []string{"deal runs clockwise"}
	out, w := p.lines(st)
	first := t.Players[1%len(t.Players)]
	m := p.marks[1%len(t.Players)]
	legend := []string{}
	if w == 3 {
		legend = append(legend, fmt.Sprintf("%s1 = %s's 1st take: 2 columns, 4 tiles. %s.", m, first, strings.Join(key, ", ")))
	} else {
		legend = append(legend, fmt.Sprintf("Columns show who takes the top and the bottom tile: %s = one take of %s's.",
			strings.Repeat(m, 4), first), strings.Join(key, ", ")+".")
	}
	legend = append(legend,
		fmt.Sprintf("%s starting column. %s stock. Columns count from each wall's right end.", arrows(g), g.stock))
	if w == 3 {
		if note := p.splitNote(g, t.Players); note != "" {
			legend = append(legend, note+": the last round splits columns.")
		}
	}
	return append(append(out, ""), Wrap(legend, DrawingWidth)...)
}

// Wrap breaks each line at spaces so that none is wider than width, when
// its words allow.
func Wrap(lines []string, width int) []string {
	var out []string
	for _, line := range lines {
		cur := ""
		for _, word := range strings.Fields(line) {
			switch {
			case cur == "":
				cur = word
			case DisplayWidth(cur)+1+DisplayWidth(word) > width:
				out = append(out, cur)
				cur = word
			default:
				cur += " " + word
			}
		}
		out = append(out, cur)
	}
	return out
}

func arrows(g glyphs) string { return g.down + " " + g.up + " " + g.left + " " + g.right }

// splitNote explains, in a wide drawing, the cell of a column two takes
// split, when the deal has one.
func (p *picture) splitNote(g glyphs, names []string) string {
	for c := 0; c < p.deal.Wall.Columns(); c++ {
		top, bottom := p.owner[2*c], p.owner[2*c+1]
		if top >= 0 && bottom >= 0 && p.deal.Takes[top].Player != p.deal.Takes[bottom].Player {
			return fmt.Sprintf("%s = top tile to %s, bottom tile to %s",
				p.cell(c, g, 3), names[p.deal.Takes[top].Player], names[p.deal.Takes[bottom].Player])
		}
	}
	return ""
}

// Drawing draws the Nine Dragons table from above, East at the bottom:
// every wall with its player and seat, each stack marked with the seat
// letter of the player dealt it and the round, the break stack pointed at,
// and a legend. It fits 80 columns.
func (d *NineDeal) Drawing(st Style) []string {
	g := glyphsFor(st)
	owner, err := d.Owners()
	if err != nil {
		return []string{err.Error()}
	}
	p := &picture{deal: d.Deal, owner: owner, marker: d.Break}
	for i, name := range d.Table.Players {
		p.marks = append(p.marks, Winds[i][:1])
		label := Winds[i] + " " + name
		if i == 0 {
			label += " (dealer)"
		}
		p.labels = append(p.labels, label)
	}
	p.centre = []string{
		fmt.Sprintf("dice %d+%d+%d = %d", d.Dice[0], d.Dice[1], d.Dice[2], d.Total),
		"deal runs clockwise",
		"play counter-clockwise",
	}
	out, _ := p.lines(st)
	legend := []string{
		"E1 = East's 1st take: 2 stacks, 4 tiles. The 4th round deals single tiles.",
		fmt.Sprintf("%s break stack (%s from the right end): replacements come from it.",
			arrows(g), Ordinal(d.BreakStack)),
		fmt.Sprintf("%s still on the wall. Stacks count from each wall's right end.", g.stock),
	}
	if note := p.splitNote(g, Winds); note != "" {
		legend = append(legend, note+".")
	}
	return append(append(out, ""), Wrap(legend, DrawingWidth)...)
}
