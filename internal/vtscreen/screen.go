// Package vtscreen is a model of a terminal's screen for tests: what a
// program wrote to a terminal is replayed on it to see what a person
// would see on a screen of that size, where the cursor stands, and which
// rows the terminal wrapped.
//
// It wraps as xterm does: a rune written in the last column leaves the
// cursor there until the next rune, which goes to the next row; a wide
// rune that does not fit goes to the next row whole. A strict screen
// refuses a control or sequence outside the few every terminal knows (a
// line editor must keep to them); a lenient one carries out the few more
// promptui and readline use and skips the rest.
package vtscreen

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline/runes"
)

// Screen is a terminal's screen: its rows, the rows that went off the top,
// and the cursor.
type Screen struct {
	cols, rows int
	strict     bool
	grid       [][]rune // a wide rune's second cell holds 0
	r, c       int
	pending    bool // the last column is written: the next rune wraps
	// wrapped marks the rows that go on from the row above, the terminal
	// having wrapped a line too long for it; scrolled and gone are the
	// rows that went off the top, and which of them were wrapped.
	wrapped  []bool
	scrolled []string
	gone     []bool
}

// New returns a blank screen of cols columns and rows rows; strict, it
// refuses what not every terminal knows.
func New(cols, rows int, strict bool) *Screen {
	s := &Screen{cols: cols, rows: rows, strict: strict, wrapped: make([]bool, rows)}
	for range rows {
		s.grid = append(s.grid, s.blank())
	}
	return s
}

func (s *Screen) blank() []rune { return []rune(strings.Repeat(" ", s.cols)) }

// Cols is the screen's width.
func (s *Screen) Cols() int { return s.cols }

// Cursor returns where the cursor is: row and column.
func (s *Screen) Cursor() (int, int) { return s.r, s.c }

// At returns the rune in row r, column c (0 for the second cell of a wide
// rune).
func (s *Screen) At(r, c int) rune { return s.grid[r][c] }

// Feed replays out on the screen. A strict screen returns an error at the
// first control or sequence it refuses; a lenient one never does.
func (s *Screen) Feed(out []byte) error {
	for i := 0; i < len(out); {
		if out[i] == 0x1b {
			n, err := s.escape(out[i:])
			if err != nil {
				return err
			}
			i += n
			continue
		}
		ch, size := utf8.DecodeRune(out[i:])
		i += size
		if err := s.control(ch); err != nil {
			return err
		}
	}
	return nil
}

// control writes ch or carries out the control it is.
func (s *Screen) control(ch rune) error {
	switch {
	case ch == '\r':
		s.c, s.pending = 0, false
	case ch == '\n':
		s.lineFeed()
	case ch == '\b' && !s.strict:
		s.c, s.pending = max(s.c-1, 0), false
	case ch < ' ' || ch == 0x7f:
		if s.strict {
			return fmt.Errorf("control %q written", ch)
		}
	default:
		s.put(ch)
	}
	return nil
}

func (s *Screen) put(ch rune) {
	w := runes.Width(ch)
	if w == 0 {
		return
	}
	if s.pending || s.c+w > s.cols {
		s.c, s.pending = 0, false
		s.lineFeed()
		s.wrapped[s.r] = true
	}
	s.grid[s.r][s.c] = ch
	if w == 2 {
		s.grid[s.r][s.c+1] = 0
	}
	s.c += w
	if s.c == s.cols {
		s.c, s.pending = s.cols-1, true
	}
}

func (s *Screen) lineFeed() {
	s.pending = false
	if s.r < s.rows-1 {
		s.r++
		return
	}
	s.scrolled = append(s.scrolled, rowText(s.grid[0]))
	s.gone = append(s.gone, s.wrapped[0])
	s.grid = append(s.grid[1:], s.blank())
	s.wrapped = append(s.wrapped[1:], false)
}

func rowText(row []rune) string { return strings.ReplaceAll(string(row), "\x00", "") }
