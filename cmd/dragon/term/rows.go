package term

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/chzyer/readline"

	"github.com/dragon-tools/dragon/setup"
)

// A screen that waits: what is written is counted in the rows of the
// terminal it takes (a line wider than the screen takes more), so that a
// flow can stop ("Enter to go on") before it draws more and what it wrote
// scrolls off the top unread.

// Rows writes to a terminal and counts the rows what it writes takes
// since the count began again (Reset).
type Rows struct {
	w       io.Writer
	cols    func() int
	n       int  // rows ended since Reset
	col     int  // the column of the row begun, 0 when none is
	escaped bool // within an escape sequence, which takes no column
	page    int  // the rows of a page, 0 for no pages
	pause   func()
}

// CountRows returns a Rows writing to w.
func CountRows(w io.Writer) *Rows { return &Rows{w: w, cols: columnsOf(w)} }

// Write writes p and counts its rows, stopping (Page) each time they
// fill a page.
func (r *Rows) Write(p []byte) (int, error) {
	cols := r.cols()
	written := 0
	for i, c := range string(p) {
		r.count(c, cols)
		if c == '\n' && r.page > 0 && r.n >= r.page {
			if _, err := r.w.Write(p[written : i+1]); err != nil {
				return written, err
			}
			written = i + 1
			r.pause()
		}
	}
	if _, err := r.w.Write(p[written:]); err != nil {
		return written, err
	}
	return len(p), nil
}

// Page makes Write stop each time page rows were written since the count
// began: pause is called between the line that fills the page and the
// next (and is to begin the count again), so that a person reads it
// before more scrolls it off. page 0 never stops.
func (r *Rows) Page(page int, pause func()) { r.page, r.pause = page, pause }

// count counts the character c on a screen cols wide (0: unknown).
func (r *Rows) count(c rune, cols int) {
	switch {
	case r.escaped:
		r.escaped = c < '@' || c > '~' || c == '['
	case c == 0x1b:
		r.escaped = true
	case c == '\n':
		r.n, r.col = r.n+1, 0
	case c == '\r':
		r.col = 0
	default:
		w := setup.DisplayWidth(string(c))
		if cols > 0 && r.col+w > cols { // the terminal wraps it
			r.n, r.col = r.n+1, 0
		}
		r.col += w
	}
}

// Rows is how many rows what was written since Reset takes.
func (r *Rows) Rows() int {
	if r.col > 0 {
		return r.n + 1
	}
	return r.n
}

// Reset begins the count again.
func (r *Rows) Reset() { r.n, r.col = 0, 0 }

// Fd is the terminal's, so that its size is asked of it through Rows;
// an invalid one when w is no file.
func (r *Rows) Fd() uintptr {
	if f, ok := r.w.(fder); ok {
		return f.Fd()
	}
	return ^uintptr(0)
}

// fder is a file, or a writer to one, whose terminal's size can be asked.
type fder interface{ Fd() uintptr }

// Height is how many rows the screen has: $LINES when it holds a number,
// else the rows of the terminal Out is; 0 when not known.
func (s *IOStreams) Height() int {
	if n, err := strconv.Atoi(strings.TrimSpace(os.Getenv("LINES"))); err == nil && n > 0 {
		return n
	}
	f, ok := s.Out.(fder)
	if !ok || !s.OutTTY {
		return 0
	}
	_, rows, err := readline.GetSize(int(f.Fd()))
	if err != nil {
		return 0
	}
	return rows
}
