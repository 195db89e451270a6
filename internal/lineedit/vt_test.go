package lineedit

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline/runes"
)

// vt is a model of a terminal's screen, strict about what it is sent: the
// Renderer's output is replayed on it to see what a person would see, and
// where the cursor stands. It wraps as xterm does: a rune written in the
// last column leaves the cursor there until the next rune, which goes to
// the next row; a wide rune that does not fit goes to the next row whole.
// A control or sequence it does not know is an error: the Renderer must
// keep to the few every terminal knows.
type vt struct {
	cols, rows int
	grid       [][]rune // a wide rune's second cell holds 0
	r, c       int
	pending    bool // the last column is written: the next rune wraps
	scrolled   int  // rows gone off the top
}

func newVT(cols, rows int) *vt {
	s := &vt{cols: cols, rows: rows}
	for range rows {
		s.grid = append(s.grid, s.blank())
	}
	return s
}

func (s *vt) blank() []rune { return []rune(strings.Repeat(" ", s.cols)) }

// feed replays out.
func (s *vt) feed(out []byte) error {
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
		switch {
		case ch == '\r':
			s.c, s.pending = 0, false
		case ch == '\n':
			s.lineFeed()
		case ch < ' ' || ch == 0x7f:
			return fmt.Errorf("control %q written", ch)
		default:
			s.put(ch)
		}
	}
	return nil
}

func (s *vt) put(ch rune) {
	w := runes.Width(ch)
	if w == 0 {
		return
	}
	if s.pending || s.c+w > s.cols {
		s.c, s.pending = 0, false
		s.lineFeed()
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

func (s *vt) lineFeed() {
	s.pending = false
	if s.r < s.rows-1 {
		s.r++
		return
	}
	s.scrolled++
	s.grid = append(s.grid[1:], s.blank())
}

// escape carries out the CSI sequence at the start of b.
func (s *vt) escape(b []byte) (int, error) {
	if len(b) < 3 || b[1] != '[' {
		return 0, fmt.Errorf("escape %q is not CSI", b)
	}
	end := 2
	for end < len(b) && (b[end] < 0x40 || b[end] > 0x7e) {
		end++
	}
	if end == len(b) {
		return 0, fmt.Errorf("escape %q unfinished", b)
	}
	arg := string(b[2:end])
	n := 1
	if arg != "" {
		var err error
		if n, err = strconv.Atoi(arg); err != nil && b[end] != 'm' {
			return 0, fmt.Errorf("escape %q", b[:end+1])
		}
	}
	switch b[end] {
	case 'A':
		s.r = max(s.r-n, 0)
	case 'B':
		s.r = min(s.r+n, s.rows-1)
	case 'C':
		s.c = min(s.c+n, s.cols-1)
	case 'D':
		s.c = max(s.c-n, 0)
	case 'J':
		if arg != "" {
			return 0, fmt.Errorf("escape %q: only erase below", b[:end+1])
		}
		for c := s.c; c < s.cols; c++ {
			s.grid[s.r][c] = ' '
		}
		for r := s.r + 1; r < s.rows; r++ {
			s.grid[r] = s.blank()
		}
	case 'm':
		return end + 1, nil
	default:
		return 0, fmt.Errorf("escape %q unknown", b[:end+1])
	}
	s.pending = false
	return end + 1, nil
}

// lines returns the screen's rows, trailing blanks and blank rows at the
// bottom left out.
func (s *vt) lines() []string {
	var out []string
	for _, row := range s.grid {
		out = append(out, strings.TrimRight(strings.ReplaceAll(string(row), "\x00", ""), " "))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// cursor returns where the cursor is: row and column.
func (s *vt) cursor() (int, int) { return s.r, s.c }

// resize changes the width as xterm does: rows are cut or padded, never
// wrapped again.
func (s *vt) resize(cols int) {
	for i, row := range s.grid {
		if cols <= len(row) {
			s.grid[i] = row[:cols]
		} else {
			s.grid[i] = append(row, []rune(strings.Repeat(" ", cols-len(row)))...)
		}
	}
	s.cols, s.c, s.pending = cols, min(s.c, cols-1), false
}
