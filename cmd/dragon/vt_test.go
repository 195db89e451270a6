package main

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// vtScreen is a small model of a VT100-style terminal: enough of one to
// replay what dragon printed and see what a person would see on a screen
// of that size, wrapped lines and cursor moves included. It knows the
// controls promptui and readline use; others are skipped.
type vtScreen struct {
	cols, rows int
	grid       [][]rune
	scrolled   []string // rows that went off the top, blanks and all
	r, c       int
	wrapNext   bool // the last column is written: the next rune wraps
	// wrapped marks the rows that go on from the row above, the terminal
	// having wrapped a line too long for it; gone, those that went off
	// the top.
	wrapped, gone []bool
}

func newVTScreen(cols, rows int) *vtScreen {
	s := &vtScreen{cols: cols, rows: rows, wrapped: make([]bool, rows)}
	for range rows {
		s.grid = append(s.grid, s.blank())
	}
	return s
}

func (s *vtScreen) blank() []rune { return []rune(strings.Repeat(" ", s.cols)) }

// feed replays output on the screen.
func (s *vtScreen) feed(out []byte) {
	for i := 0; i < len(out); {
		if out[i] == 0x1b {
			i += s.escape(out[i:])
			continue
		}
		ch, size := utf8.DecodeRune(out[i:])
		i += size
		switch ch {
		case '\r':
			s.c, s.wrapNext = 0, false
		case '\n':
			s.lineFeed()
		case '\b':
			s.c, s.wrapNext = max(s.c-1, 0), false
		default:
			if ch >= ' ' {
				s.put(ch)
			}
		}
	}
}

func (s *vtScreen) put(ch rune) {
	if s.wrapNext {
		s.c, s.wrapNext = 0, false
		s.lineFeed()
		s.wrapped[s.r] = true
	}
	s.grid[s.r][s.c] = ch
	if s.c == s.cols-1 {
		s.wrapNext = true
	} else {
		s.c++
	}
}

func (s *vtScreen) lineFeed() {
	s.wrapNext = false
	if s.r < s.rows-1 {
		s.r++
		return
	}
	s.scrolled = append(s.scrolled, string(s.grid[0]))
	s.gone = append(s.gone, s.wrapped[0])
	s.grid = append(s.grid[1:], s.blank())
	s.wrapped = append(s.wrapped[1:], false)
}

// escape carries out the sequence at the start of b and returns its length.
func (s *vtScreen) escape(b []byte) int {
	if len(b) < 2 {
		return len(b)
	}
	switch b[1] {
	case '(', ')': // a character set: ESC ( B
		return min(len(b), 3)
	case '[':
	default:
		return 2
	}
	end := 2
	for end < len(b) && (b[end] < 0x40 || b[end] > 0x7e) {
		end++
	}
	if end == len(b) {
		return len(b)
	}
	params := strings.Split(strings.TrimPrefix(string(b[2:end]), "?"), ";")
	n, err := strconv.Atoi(params[0])
	if err != nil {
		n = 0
	}
	move := max(n, 1)
	switch b[end] {
	case 'A':
		s.r = max(s.r-move, 0)
	case 'B':
		s.r = min(s.r+move, s.rows-1)
	case 'C':
		s.c = min(s.c+move, s.cols-1)
	case 'D':
		s.c = max(s.c-move, 0)
	case 'K':
		s.clearRow(s.r, n)
	case 'J':
		s.clearRow(s.r, n)
		for r := s.r + 1; r < s.rows && n == 0; r++ {
			s.grid[r], s.wrapped[r] = s.blank(), false
		}
	case 'H':
		s.r, s.c = 0, 0
	}
	if b[end] != 'm' {
		s.wrapNext = false
	}
	return end + 1
}

// clearRow clears a row: from the cursor on (0), up to it (1) or all (2).
func (s *vtScreen) clearRow(r, how int) {
	from, to := s.c, s.cols
	switch how {
	case 1:
		from, to = 0, s.c+1
	case 2:
		from = 0
	}
	for c := from; c < to; c++ {
		s.grid[r][c] = ' '
	}
	if from == 0 {
		s.wrapped[r] = false
	}
}

// text returns what went off the top and what the screen shows, one line
// a row, trailing blanks and blank rows at the bottom left out.
func (s *vtScreen) text() string {
	var lines []string
	for _, row := range s.scrolled {
		lines = append(lines, strings.TrimRight(row, " "))
	}
	for _, row := range s.grid {
		lines = append(lines, strings.TrimRight(string(row), " "))
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// lines returns what text returns with each line the terminal wrapped
// whole again: the lines as they were written.
func (s *vtScreen) lines() string {
	rows := append([]string(nil), s.scrolled...)
	wrapped := append([]bool(nil), s.gone...)
	for i, row := range s.grid {
		rows = append(rows, string(row))
		wrapped = append(wrapped, s.wrapped[i])
	}
	var out []string
	for i, row := range rows {
		// A row the next goes on from is whole: a blank at its end is
		// a space written there, between two words.
		if i+1 >= len(rows) || !wrapped[i+1] {
			row = strings.TrimRight(row, " ")
		}
		if wrapped[i] && len(out) > 0 {
			out[len(out)-1] += row
			continue
		}
		out = append(out, row)
	}
	return strings.TrimRight(strings.Join(out, "\n"), "\n")
}
