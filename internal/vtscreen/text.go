package vtscreen

import "strings"

// Rows returns the rows the screen shows, trailing blanks and blank rows
// at the bottom left out.
func (s *Screen) Rows() []string {
	var out []string
	for _, row := range s.grid {
		out = append(out, strings.TrimRight(rowText(row), " "))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// Text returns what went off the top and what the screen shows, one line
// a row, trailing blanks and blank rows at the bottom left out.
func (s *Screen) Text() string {
	var lines []string
	for _, row := range s.scrolled {
		lines = append(lines, strings.TrimRight(row, " "))
	}
	return strings.Join(append(lines, s.Rows()...), "\n")
}

// Lines returns what Text returns with each line the terminal wrapped
// whole again: the lines as they were written.
func (s *Screen) Lines() string {
	rows := append([]string(nil), s.scrolled...)
	wrapped := append([]bool(nil), s.gone...)
	for i, row := range s.grid {
		rows = append(rows, rowText(row))
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

// Resize changes the width as xterm does: rows are cut or padded, never
// wrapped again.
func (s *Screen) Resize(cols int) {
	for i, row := range s.grid {
		if cols <= len(row) {
			s.grid[i] = row[:cols]
		} else {
			s.grid[i] = append(row, []rune(strings.Repeat(" ", cols-len(row)))...)
		}
	}
	s.cols, s.c, s.pending = cols, min(s.c, cols-1), false
}
