package term

import (
	"bytes"
	"io"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/chzyer/readline/runes"
)

// rowsWriter stands between one promptui list and the terminal and mends
// promptui's faults:
//
//   - its wrap fault (promptui issues #92 and #186): promptui redraws a
//     list by moving the cursor up one row for every line it drew
//     ("\x1b[1A"), but a line wider than the terminal takes several rows,
//     so each redraw left a copy of the lines behind. rowsWriter counts
//     the rows every line really took at the terminal's width, moves up
//     that many, and clears what is below, so a redraw starts on the
//     list's first row;
//   - a late redraw: readline tells promptui of the Enter after the choice
//     is made, and promptui may draw once more from readline's goroutine;
//     once the list has returned, stop makes rowsWriter swallow what is
//     still written;
//   - the bell readline rings.
type rowsWriter struct {
	mu      sync.Mutex
	w       io.Writer
	width   func() int // the terminal's columns; 0 when not known
	rows    []int      // rows taken by each line above the cursor, last nearest
	col     int        // columns written on the cursor's line so far
	stopped bool
}

// maxRows bounds what rowsWriter remembers: promptui never moves up over
// more lines than one list draws.
const maxRows = 256

func newRowsWriter(w io.Writer, width func() int) *rowsWriter {
	return &rowsWriter{w: w, width: width}
}

// Write passes b on, rewriting promptui's moves up to the rows the lines
// really took.
func (r *rowsWriter) Write(b []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return len(b), nil
	}
	var out bytes.Buffer
	for i := 0; i < len(b); {
		if n, final, arg, ok := csi(b[i:]); ok {
			r.control(&out, b[i:i+n], final, arg)
			i += n
			continue
		}
		c, size := utf8.DecodeRune(b[i:])
		switch c {
		case '\a':
		case '\r':
			r.toRowStart()
			out.WriteByte('\r')
		case '\n':
			r.endLine()
			out.WriteByte('\n')
		case '\b':
			r.col = max(r.col-1, 0)
			out.WriteByte('\b')
		default:
			if c >= ' ' {
				r.col += runes.Width(c)
			}
			out.Write(b[i : i+size])
		}
		i += size
	}
	if _, err := r.w.Write(out.Bytes()); err != nil {
		return 0, err
	}
	return len(b), nil
}

// control handles one escape sequence: moves down end a line (promptui
// rewrites a select's lines in place, ending each with one), moves up are
// counted in real rows.
func (r *rowsWriter) control(out *bytes.Buffer, seq []byte, final byte, n int) {
	switch final {
	case 'B':
		for range n {
			r.endLine()
		}
		out.Write(seq)
	case 'A':
		up := 0
		for range n {
			up += r.pop()
		}
		r.col = 0
		// Clearing to the end of the screen takes the rows of a wrapped
		// line that promptui's own clear, one row per line, leaves.
		out.WriteString("\x1b[" + strconv.Itoa(up) + "A\x1b[J")
	default:
		out.Write(seq)
	}
}

// toRowStart moves to the start of the row the cursor is on: the rows of
// the line above it stay taken.
func (r *rowsWriter) toRowStart() {
	if w := r.width(); w > 0 && r.col > w {
		r.col = (r.col - 1) / w * w
		return
	}
	r.col = 0
}

// endLine records the rows the cursor's line took and starts the next.
func (r *rowsWriter) endLine() {
	rows := 1
	if w := r.width(); w > 0 && r.col > w {
		rows = (r.col + w - 1) / w
	}
	r.rows = append(r.rows, rows)
	if len(r.rows) > maxRows {
		r.rows = append(r.rows[:0], r.rows[len(r.rows)-maxRows:]...)
	}
	r.col = 0
}

// pop returns the rows taken by the line above the cursor's, 1 when it was
// not seen.
func (r *rowsWriter) pop() int {
	if len(r.rows) == 0 {
		return 1
	}
	n := r.rows[len(r.rows)-1]
	r.rows = r.rows[:len(r.rows)-1]
	return n
}

// stop swallows whatever is written from now on: the prompt is over.
func (r *rowsWriter) stop() {
	r.mu.Lock()
	r.stopped = true
	r.mu.Unlock()
}

// Close does nothing: the terminal outlives every prompt.
func (r *rowsWriter) Close() error { return nil }

// csi reads an escape sequence "ESC [ params final" at the start of b and
// returns its length, final byte and first number (1 when absent).
func csi(b []byte) (n int, final byte, arg int, ok bool) {
	if len(b) < 3 || b[0] != 0x1b || b[1] != '[' {
		return 0, 0, 0, false
	}
	arg = 0
	digits := false
	for i := 2; i < len(b); i++ {
		c := b[i]
		switch {
		case c >= '0' && c <= '9':
			arg = arg*10 + int(c-'0')
			digits = true
		case c == ';' || c == '?':
		case c >= 0x40 && c <= 0x7e:
			if !digits {
				arg = 1
			}
			return i + 1, c, arg, true
		default:
			return 0, 0, 0, false
		}
	}
	return 0, 0, 0, false
}
