package vtscreen

import (
	"fmt"
	"strconv"
	"strings"
)

// escape carries out the sequence at the start of b and returns its
// length. A strict screen knows only CSI cursor moves, erase below (J)
// and colours (m); a lenient one also erases in a line (K) or the screen
// (J with an argument), goes home (H), and skips a character set
// (ESC ( B) and whatever else it does not know.
func (s *Screen) escape(b []byte) (int, error) {
	if len(b) < 3 || b[1] != '[' {
		if s.strict {
			return 0, fmt.Errorf("escape %q is not CSI", b)
		}
		return skipped(b), nil
	}
	end := 2
	for end < len(b) && (b[end] < 0x40 || b[end] > 0x7e) {
		end++
	}
	if end == len(b) {
		if s.strict {
			return 0, fmt.Errorf("escape %q unfinished", b)
		}
		return len(b), nil
	}
	arg := strings.TrimPrefix(string(b[2:end]), "?")
	n, err := strconv.Atoi(strings.Split(arg, ";")[0])
	if err != nil && arg != "" && s.strict && b[end] != 'm' {
		return 0, fmt.Errorf("escape %q", b[:end+1])
	}
	if err := s.csi(b[end], arg, n); err != nil {
		return 0, fmt.Errorf("escape %q%v", b[:end+1], err)
	}
	return end + 1, nil
}

// skipped is the length of a sequence that is not CSI: three for a
// character set (ESC ( B), else two.
func skipped(b []byte) int {
	if len(b) >= 3 && (b[1] == '(' || b[1] == ')') {
		return 3
	}
	return min(len(b), 2)
}

// csi carries out the CSI sequence final with its argument arg (n as a
// number, 0 when none).
func (s *Screen) csi(final byte, arg string, n int) error {
	move := max(n, 1)
	switch final {
	case 'A':
		s.r = max(s.r-move, 0)
	case 'B':
		s.r = min(s.r+move, s.rows-1)
	case 'C':
		s.c = min(s.c+move, s.cols-1)
	case 'D':
		s.c = max(s.c-move, 0)
	case 'J':
		if arg != "" && s.strict {
			return fmt.Errorf(": only erase below")
		}
		s.clearRow(s.r, n)
		for r := s.r + 1; r < s.rows && n == 0; r++ {
			s.grid[r], s.wrapped[r] = s.blank(), false
		}
	case 'm':
		return nil
	case 'K', 'H':
		if s.strict {
			return fmt.Errorf(" unknown")
		}
		if final == 'K' {
			s.clearRow(s.r, n)
		} else {
			s.r, s.c = 0, 0
		}
	default:
		if s.strict {
			return fmt.Errorf(" unknown")
		}
	}
	s.pending = false
	return nil
}

// clearRow clears row r: from the cursor on (0), up to it (1) or all (2).
func (s *Screen) clearRow(r, how int) {
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
