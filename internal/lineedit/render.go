package lineedit

import (
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline/runes"

	"github.com/dragon-tools/dragon/internal/words"
)

// View is what a Renderer draws: a mark, the prompt, the answer with the
// cursor in it, and a message under them. Mark, Prompt and Message may
// hold SGR escape sequences (colours); they take no room. The mark, the
// prompt and the message are broken between words where they are wider
// than the terminal; the answer wraps as the terminal wraps it, rune by
// rune.
type View struct {
	Mark    string // before the prompt; changes with the answer
	Prompt  string
	Text    []rune
	Cursor  int    // an index into Text
	Message string // under the answer; "" for none
}

// Renderer draws the views of one question on a terminal, the cursor left
// where the View puts it. A view wider than the terminal wraps: Renderer
// breaks the prompt between words itself, counts the rows each part takes
// at the terminal's width, read again at every draw, and moves over them.
// It writes only what changed since the last view: a key typed at the end
// of the answer writes that key alone.
//
// It uses only what every terminal that can move its cursor knows: CR, LF,
// cursor up, down, left and right (CUU, CUD, CUB, CUF) and erase below
// (ED). After a part that fills its last row it writes CR LF, so the cursor
// never waits in the last column, where terminals differ.
type Renderer struct {
	w     io.Writer
	width func() int
	cells func(rune) int // the columns a rune takes
	buf   []byte

	drawn bool
	shown View // as drawn; its Text is the Renderer's own copy
	cols  int  // the width it was drawn at
	head  pos  // where the answer starts
	end   pos  // where the answer ends
	at    pos  // the terminal's cursor
	// places[i] is where the runes of the answer before rune i take the
	// cursor, one more for its end: kept from view to view for the runes
	// two views share, so that a key costs what it changed, not the
	// answer's length.
	places []pos
}

// pos is a place on the screen, from the first row of the prompt. A col
// equal to the width is the end of a row full to its last column.
type pos struct{ row, col int }

func (p pos) after(q pos) bool { return p.row > q.row || p.row == q.row && p.col > q.col }

// defaultCols is the width of a terminal that does not say.
const defaultCols = 80

// NewRenderer draws on w; width returns the terminal's columns (0 when
// not known).
func NewRenderer(w io.Writer, width func() int) *Renderer {
	return &Renderer{w: w, width: width, cells: cellWidth}
}

// Draw shows v, writing what differs from the view shown before.
func (r *Renderer) Draw(v View) error {
	cols := r.columns()
	full := !r.drawn || cols != r.cols || v.Prompt != r.shown.Prompt || textWidth(v.Mark) != textWidth(r.shown.Mark)
	from := 0
	if full {
		r.moveTo(pos{})
		r.buf = append(r.buf, "\x1b[J"...)
		r.cols = cols
		r.writeWords(v.Mark + v.Prompt)
		r.head = r.at
	} else {
		if v.Mark != r.shown.Mark {
			r.moveTo(pos{})
			r.write(v.Mark)
		}
		from = commonPrefix(r.shown.Text, v.Text)
	}
	r.measure(v.Text, from)
	if full || from < len(r.shown.Text) || from < len(v.Text) || v.Message != r.shown.Message {
		r.redrawFrom(v, from)
	}
	r.moveTo(r.locate(v.Text, v.Cursor))
	r.drawn = true
	r.shown.Mark, r.shown.Prompt, r.shown.Message, r.shown.Cursor = v.Mark, v.Prompt, v.Message, v.Cursor
	r.shown.Text = append(r.shown.Text[:from], v.Text[from:]...)
	return r.flush()
}

// measure brings places to text, which shares its first from runes with
// the answer shown (none after a full redraw, which may move its head).
func (r *Renderer) measure(text []rune, from int) {
	if from == 0 || len(r.places) <= from {
		r.places, from = append(r.places[:0], r.head), 0
	}
	r.places = r.places[:from+1]
	p := r.places[from]
	for _, c := range text[from:] {
		p = r.advance(p, r.cells(c))
		r.places = append(r.places, p)
	}
}

// redrawFrom writes the answer from its rune from on, clears what the last
// view had beyond it, and writes the message.
func (r *Renderer) redrawFrom(v View, from int) {
	r.moveTo(r.locate(v.Text, from))
	r.write(string(v.Text[from:]))
	wasBelow := r.drawn && (r.end.after(r.at) || r.shown.Message != "")
	r.end = r.at
	if wasBelow {
		r.buf = append(r.buf, "\x1b[J"...)
	}
	if v.Message != "" {
		r.newline()
		r.writeWords(v.Message)
	}
}

// Clear takes the prompt off the screen, leaving the cursor where it
// began; the next Draw starts afresh.
func (r *Renderer) Clear() error {
	r.moveTo(pos{})
	r.buf = append(r.buf, "\x1b[J"...)
	r.drawn, r.at = false, pos{}
	return r.flush()
}

// Finish replaces the prompt with v, the question answered, laid out as a
// question is (its prompt broken between the same words at the same
// width), without a cursor or a message, and moves to the next line; the
// next Draw starts afresh under it.
func (r *Renderer) Finish(v View) error {
	r.moveTo(pos{})
	r.buf = append(r.buf, "\x1b[J"...)
	r.cols = r.columns()
	r.writeWords(v.Mark + v.Prompt)
	r.write(string(v.Text))
	if r.at.col > 0 || r.at == (pos{}) { // a full row has moved on already
		r.newline()
	}
	r.drawn, r.at = false, pos{}
	return r.flush()
}

// columns is the terminal's width as the Renderer lays out for it.
func (r *Renderer) columns() int {
	cols := r.width()
	if cols <= 0 {
		cols = defaultCols
	}
	return max(cols, 2) // room for a wide rune
}

func (r *Renderer) flush() error {
	if len(r.buf) == 0 {
		return nil
	}
	_, err := r.w.Write(r.buf)
	r.buf = r.buf[:0]
	return err
}

// write writes s where the cursor is and follows the cursor through it,
// wrapping as the terminal does; controls are written as spaces. If s
// fills its last row, CR LF takes the cursor to the next.
func (r *Renderer) write(s string) {
	for i := 0; i < len(s); {
		if n := sgrLen(s[i:]); n > 0 {
			r.buf = append(r.buf, s[i:i+n]...)
			i += n
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if c < ' ' || c == 0x7f || c == utf8.RuneError && size == 1 {
			c = ' '
		}
		r.at = r.advance(r.at, r.cells(c))
		r.buf = utf8.AppendRune(r.buf, c)
	}
	if r.at.col >= r.cols {
		r.newline()
	}
}

// writeWords writes s as write does, breaking it between words: a word
// that does not fit in what is left of the row starts the next row, and
// no row but the first starts with the spaces between two words (those
// after the last are kept: they part the prompt from the answer). A word
// wider than a row is cut where the row ends, as write cuts it.
func (r *Renderer) writeWords(s string) {
	for s != "" {
		var gap int
		var word string
		gap, word, s = words.NextWord(s)
		if word != "" && r.at.col > 0 && r.at.col+gap+textWidth(word) > r.cols {
			r.newline()
		}
		if word != "" && r.at.col == 0 && r.at.row > 0 {
			gap = 0
		}
		r.write(strings.Repeat(" ", gap) + word)
	}
}

// newline moves the cursor to the start of the next row.
func (r *Renderer) newline() {
	r.buf = append(r.buf, "\r\n"...)
	r.at = pos{r.at.row + 1, 0}
}

// advance returns where the cursor is after a rune of width w written at
// p: a rune that does not fit in what is left of the row goes to the next.
func (r *Renderer) advance(p pos, w int) pos {
	if p.col+w > r.cols && p.col > 0 {
		p = pos{p.row + 1, 0}
	}
	p.col += w
	return p
}

// locate returns where the cursor stands before text[i] (after the answer
// when i is its length), text the answer measure was given.
func (r *Renderer) locate(text []rune, i int) pos {
	p := r.places[i]
	if i < len(text) {
		if w := r.cells(text[i]); p.col+w > r.cols && p.col > 0 {
			return pos{p.row + 1, 0}
		}
	}
	if p.col >= r.cols {
		return pos{p.row + 1, 0}
	}
	return p
}

// moveTo moves the terminal's cursor to p.
func (r *Renderer) moveTo(p pos) {
	switch {
	case p.row < r.at.row:
		r.buf = csiMove(r.buf, r.at.row-p.row, 'A')
	case p.row > r.at.row:
		r.buf = csiMove(r.buf, p.row-r.at.row, 'B')
	}
	switch {
	case p.col == r.at.col:
	case p.col == 0:
		r.buf = append(r.buf, '\r')
	case p.col < r.at.col:
		r.buf = csiMove(r.buf, r.at.col-p.col, 'D')
	default:
		r.buf = csiMove(r.buf, p.col-r.at.col, 'C')
	}
	r.at = p
}

// csiMove appends ESC [ n final.
func csiMove(b []byte, n int, final byte) []byte {
	b = append(b, "\x1b["...)
	if n != 1 {
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, final)
}

// sgrLen returns the length of the escape sequence at the start of s, 0
// when none starts there.
func sgrLen(s string) int {
	if len(s) < 2 || s[0] != 0x1b || s[1] != '[' {
		return 0
	}
	for i := 2; i < len(s); i++ {
		if s[i] >= 0x40 && s[i] <= 0x7e {
			return i + 1
		}
	}
	return len(s)
}

// textWidth returns the columns s takes on one row, escape sequences
// taking none.
func textWidth(s string) int {
	w := 0
	for i := 0; i < len(s); {
		if n := sgrLen(s[i:]); n > 0 {
			i += n
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		i += size
		w += max(cellWidth(c), 0)
	}
	return w
}

// cellWidth returns the columns r takes: 2 for a wide rune (東), 0 for
// one that combines with the rune before it.
func cellWidth(r rune) int {
	if r < 0x300 { // before the first combining marks: Latin, one column
		return 1
	}
	return runes.Width(r)
}

// commonPrefix returns how many runes a and b begin with alike.
func commonPrefix(a, b []rune) int {
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
