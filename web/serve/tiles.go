package serve

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Tiles to tap: a field's keypad may offer the game's pieces one tap
// each, every kind drawn as itself. The drawings are ours, made here
// from a few marks: a suit's mark repeated as often as the rank, a
// domino's pips, an honour's code written large. The marks are one
// picture, made on first use and served from our own route
// (/static/tiles.svg); each tile's face is a few lines of SVG in the page
// that draw from it. The tiles type the same notation the keys do, and
// the server's checks judge it alike.

// Tile is one kind of piece a field offers to tap.
type Tile struct {
	// Token is what a tap adds to the field: the kind's code, ended.
	Token string
	// Name is the piece in words, read out for its button: "4 of dots".
	Name string
	// Left is how many copies the field may hold: the deck's, less those
	// the hand's other answers hold. The page greys the tile once the
	// field holds as many.
	Left int
	Face Face
}

// Code is the tile's code, as its face shows it.
func (t Tile) Code() string { return strings.TrimSpace(t.Token) }

// tapped is text with the tile token tapped after it, parted from a
// piece written before it by a space.
func tapped(text, token string) string {
	if text != "" && !strings.ContainsAny(text[len(text)-1:], " [(") {
		text += " "
	}
	return text + token
}

// Face is how a tile is drawn: a Mark (one of marks) drawn Count times,
// or a domino's Halves, or else Text written large.
type Face struct {
	Mark   string
	Count  int
	Text   string
	Halves [2]int
}

// Domino reports whether the face is a domino's.
func (f Face) Domino() bool { return f.Halves[0] > 0 }

// Drawn reports whether the face draws its Mark Count times: a mark of
// marks, a count 1–9.
func (f Face) Drawn() bool { return slices.Contains(marks, f.Mark) && f.Count >= 1 && f.Count <= 9 }

// marks are the marks a suit's tiles may be drawn with.
var marks = []string{"circle", "ball", "stick", "bamboo", "dragon", "picture", "character", "script"}

// mark draws one mark centred at x, y, some 8 units across.
func mark(name string, x, y float64) string {
	switch name {
	case "circle":
		return fmt.Sprintf(`<circle cx="%g" cy="%g" r="3.4" fill="none" stroke="#1d4f91" stroke-width="1.6"/><circle cx="%g" cy="%g" r="1.1" fill="#1d4f91"/>`, x, y, x, y)
	case "ball":
		return fmt.Sprintf(`<circle cx="%g" cy="%g" r="3.7" fill="#1d4f91"/>`, x, y)
	case "stick":
		return fmt.Sprintf(`<rect x="%g" y="%g" width="3" height="8.4" rx="1.3" fill="#1e6b35"/>`, x-1.5, y-4.2)
	case "bamboo":
		return fmt.Sprintf(`<rect x="%g" y="%g" width="3.2" height="8.4" rx=".6" fill="#1e6b35"/><path d="M%g %gh4" stroke="#fff" stroke-width=".9"/>`, x-1.6, y-4.2, x-2, y)
	case "dragon":
		return fmt.Sprintf(`<path d="M%g %gl3.9 4.1-3.9 4.1-3.9-4.1z" fill="#a3221b"/>`, x, y-4.1)
	case "picture":
		return fmt.Sprintf(`<rect x="%g" y="%g" width="7" height="7" fill="none" stroke="#5b2a86" stroke-width="1.4"/><rect x="%g" y="%g" width="2.4" height="2.4" fill="#5b2a86"/>`, x-3.5, y-3.5, x-1.2, y-1.2)
	case "character":
		return fmt.Sprintf(`<path d="M%g %gh7.6M%g %gv8M%g %gh5" stroke="#a3221b" stroke-width="1.5" fill="none"/>`, x-3.8, y, x, y-4, x-2.5, y-2.6)
	case "script":
		return fmt.Sprintf(`<path d="M%g %gC%g %g %g %g %g %g" stroke="#222" stroke-width="1.5" fill="none" stroke-linecap="round"/>`, x+3, y-3.6, x-4.5, y-3.6, x+4.5, y+3.6, x-3, y+3.6)
	}
	return ""
}

// places are where a count's marks go on a 3 × 3 grid, row by row: the
// patterns of dice and tiles.
var places = [10][]int{1: {4}, 2: {1, 7}, 3: {0, 4, 8}, 4: {0, 2, 6, 8}, 5: {0, 2, 4, 6, 8},
	6: {0, 2, 3, 5, 6, 8}, 7: {0, 2, 3, 4, 5, 6, 8}, 8: {0, 1, 2, 3, 5, 6, 7, 8}, 9: {0, 1, 2, 3, 4, 5, 6, 7, 8}}

// symbol draws count marks as a symbol of the picture, 30 units square.
func symbol(b *bytes.Buffer, id, name string, count int) {
	fmt.Fprintf(b, `<symbol id="%s" viewBox="0 0 30 30">`, id)
	for _, at := range places[count] {
		b.WriteString(mark(name, float64(6+9*(at%3)), float64(6+9*(at/3))))
	}
	b.WriteString("</symbol>\n")
}

// pips draws a domino's half of n pips; the ones and fours red, as
// Chinese dominoes have them.
func pips(b *bytes.Buffer, n int) {
	fill := "#222"
	if n == 1 || n == 4 {
		fill = "#b3261e"
	}
	fmt.Fprintf(b, `<symbol id="pips-%d" viewBox="0 0 30 30">`, n)
	for _, at := range places[n] {
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="3.3" fill="%s"/>`, 6+9*(at%3), 6+9*(at/3), fill)
	}
	b.WriteString("</symbol>\n")
}

// tileMarks is the picture every face draws from: each mark 1 to 9
// times ("circle-4"), and a domino's halves ("pips-6").
var tileMarks = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg">` + "\n")
	for _, m := range marks {
		for n := 1; n <= 9; n++ {
			symbol(&b, fmt.Sprintf("%s-%d", m, n), m, n)
		}
	}
	for n := 1; n <= 6; n++ {
		pips(&b, n)
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
})
