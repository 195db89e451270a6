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

// DrawingWidth is the width a drawing keeps within when nothing says how
// wide its screen is: that of the smallest terminal, and of a file or a
// pipe.
const DrawingWidth = 80

// picture is what a drawing shows, whichever game it comes from.
type picture struct {
	deal   *Deal
	owner  []int    // per ring tile: index in deal.Takes, or -1
	marks  []string // per player: the letter in his cells
	labels []string // per player: the name shown by his side
	marker Pos      // the column the arrows point at
	centre []string // lines for the middle of the table
	width  int      // the columns the drawing keeps within
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
// push the drawing past its width.
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

// sketch is a picture being drawn: the glyphs, the layout of the sides,
// the width of a column along a horizontal side (w: 3, or 2 when spaces
// between columns would not fit), the margins left and right for the
// names beside the vertical sides, the inside's width and height, the
// row the inside starts at, and the canvas.
type sketch struct {
	p      *picture
	g      glyphs
	lay    layout
	w      int
	lm, rm int
	hw, vh int
	mid    int
	cv     canvas
}

// side is side s of the wall drawn.
func (sk *sketch) side(s int) Side { return sk.p.deal.Wall.Sides[s] }

// lines draws the table and says how wide its horizontal cells came out.
func (p *picture) lines(st Style) ([]string, int) {
	sk := p.newSketch(st)
	for i, line := range p.centre {
		y := sk.mid + (sk.vh-len(p.centre))/2 + i
		sk.cv.put(sk.lm+(sk.hw-DisplayWidth(line))/2, y, line)
	}
	sk.walls()
	return sk.cv.lines(), sk.w
}

// newSketch measures the drawing: the width of its columns, of its inside
// and of its margins, and makes its canvas.
func (p *picture) newSketch(st Style) *sketch {
	wall := &p.deal.Wall
	sk := &sketch{p: p, g: glyphsFor(st), lay: layoutFor(len(wall.Sides)), w: 3}
	lay := sk.lay
	room := 0
	if len(lay.left) > 0 {
		room += sideRoom
	}
	if len(lay.right) > 0 {
		room += sideRoom
	}
	if max(p.rowWidth(lay.top, 3), p.rowWidth(lay.bottom, 3))+room > p.width {
		sk.w = 2
	}
	sk.hw = max(p.rowWidth(lay.top, sk.w), p.rowWidth(lay.bottom, sk.w))
	if len(lay.left) > 0 && len(lay.right) > 0 {
		sk.hw = max(sk.hw, 2*(4+3)+4)
	}
	sk.vh = max(p.colHeight(lay.left), p.colHeight(lay.right))
	if sk.vh == 0 {
		sk.vh = max(3, len(p.centre)+2)
	}
	sk.margins()
	top, bottom := 0, 0
	if len(lay.top) > 0 {
		top = 5 // name, ruler, box
	}
	if len(lay.bottom) > 0 {
		bottom = 5
	}
	sk.cv = newCanvas(sk.lm+sk.hw+sk.rm, top+sk.vh+bottom)
	sk.mid = top
	return sk
}

// margins makes room for the names beside the vertical sides, cut to fit.
func (sk *sketch) margins() {
	sideNames := func(sides []int) int {
		n := 0
		for _, s := range sides {
			n = max(n, DisplayWidth(sk.p.labels[sk.side(s).Owner]))
		}
		return n
	}
	if len(sk.lay.left) > 0 {
		sk.lm = sideNames(sk.lay.left) + 1
	}
	if len(sk.lay.right) > 0 {
		sk.rm = sideNames(sk.lay.right) + 1
	}
	if avail := sk.p.width - sk.hw; sk.lm+sk.rm > avail && avail > 0 {
		switch {
		case sk.lm <= avail/2:
			sk.rm = avail - sk.lm
		case sk.rm <= avail/2:
			sk.lm = avail - sk.rm
		default:
			sk.lm = avail / 2
			sk.rm = avail - sk.lm
		}
	}
}

// walls draws every side in its place: along the top left to right, along
// the bottom right to left, up the left and down the right, each in
// clockwise order.
func (sk *sketch) walls() {
	p, lay := sk.p, sk.lay
	x := sk.lm + (sk.hw-p.rowWidth(lay.top, sk.w))/2
	for _, s := range lay.top {
		sk.hbox(s, x, 2, true)
		x += p.boxWidth(s, sk.w) + 1
	}
	x = sk.lm + (sk.hw+p.rowWidth(lay.bottom, sk.w))/2
	for _, s := range lay.bottom {
		x -= p.boxWidth(s, sk.w)
		sk.hbox(s, x, sk.mid+sk.vh, false)
		x--
	}
	y := sk.mid + (sk.vh+p.colHeight(lay.left))/2
	for _, s := range lay.left {
		y -= sk.side(s).Columns + 2
		sk.vbox(s, sk.lm, y, true)
		y--
	}
	y = sk.mid + (sk.vh-p.colHeight(lay.right))/2
	for _, s := range lay.right {
		sk.vbox(s, sk.lm+sk.hw-4, y, false)
		y += sk.side(s).Columns + 3
	}
}

// hbox draws side s along the top (onTop) or the bottom, its box's corner
// at x, y: the box of its columns, the ruler outside it and its name.
func (sk *sketch) hbox(s, x, y int, onTop bool) {
	p, g, w, cv := sk.p, sk.g, sk.w, sk.cv
	cols := sk.side(s).Columns
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
		ring, _ := p.deal.Wall.Index(Pos{Side: s, Column: col})
		cx := x + 1 + i*w
		cv.put(cx, y+1, p.cell(ring, g, w))
		switch {
		case p.marker == Pos{Side: s, Column: col}:
			cv.put(cx, ruler, arrow)
		case showNumber(col, w) && (w == 3 || !p.nextToMarker(s, col)):
			cv.put(cx, ruler, fmt.Sprintf("%2d", col))
		}
	}
	label := truncate(p.labels[sk.side(s).Owner], bw, g.more)
	ly := y - 2
	if !onTop {
		ly = y + 4
	}
	cv.put(x+(bw-DisplayWidth(label))/2, ly, label)
}

// vbox draws side s up the left (onLeft) or down the right, its box's
// corner at x, y: the box of its columns, their numbers inside the table
// and its name in the margin.
func (sk *sketch) vbox(s, x, y int, onLeft bool) {
	p, g, cv := sk.p, sk.g, sk.cv
	cols := sk.side(s).Columns
	cv.put(x, y, g.tl+g.h+g.h+g.tr)
	cv.put(x, y+cols+1, g.bl+g.h+g.h+g.br)
	for i := range cols {
		col := cols - i // the left side's right end is at the bottom
		if !onLeft {
			col = i + 1
		}
		ring, _ := p.deal.Wall.Index(Pos{Side: s, Column: col})
		cy := y + 1 + i
		cv.put(x, cy, g.v+p.cell(ring, g, sk.w)+g.v)
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
		label := truncate(p.labels[sk.side(s).Owner], sk.lm-1, g.more)
		cv.put(sk.lm-1-DisplayWidth(label), ly, label)
	} else {
		label := truncate(p.labels[sk.side(s).Owner], sk.rm-1, g.more)
		cv.put(sk.lm+sk.hw+1, ly, label)
	}
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
// column pointed at, and a legend, within width columns as far as its
// walls allow (80 columns hold every table).
func (d *MagicDeal) Drawing(st Style, width int) []string {
	g := glyphsFor(st)
	t := d.Table
	owner, err := d.Owners()
	if err != nil {
		return []string{err.Error()}
	}
	p := &picture{deal: d.Deal, owner: owner, marks: magicMarks(t.Players), marker: d.Start.At, width: width}
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
	return append(append(out, ""), Wrap(legend, width)...)
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
// and a legend, within width columns (60 or more).
func (d *NineDeal) Drawing(st Style, width int) []string {
	g := glyphsFor(st)
	owner, err := d.Owners()
	if err != nil {
		return []string{err.Error()}
	}
	p := &picture{deal: d.Deal, owner: owner, marker: d.Break, width: width}
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
	out, w := p.lines(st)
	takes := "E1 = East's 1st take: 2 stacks, 4 tiles. The 4th round deals single tiles."
	if w == 2 { // too narrow for the rounds: a stack shows its two tiles' takers
		takes = "Stacks show who is dealt the top and the bottom tile: EEEE = one take of East's, 2 stacks. The 4th round deals single tiles."
	}
	legend := []string{takes,
		fmt.Sprintf("%s break stack (%s from the right end): replacements come from it.",
			arrows(g), Ordinal(d.BreakStack)),
		fmt.Sprintf("%s still on the wall. Stacks count from each wall's right end.", g.stock),
	}
	if note := p.splitNote(g, Winds); w == 3 && note != "" {
		legend = append(legend, note+".")
	}
	return append(append(out, ""), Wrap(legend, width)...)
}
