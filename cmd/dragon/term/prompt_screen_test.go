package term

import (
	"bytes"
	"io"
	"testing"
)

// TestRowsWriter: a move up over a line is a move over the rows it took at
// the terminal's width, clearing below; what else promptui writes passes
// unchanged, but the bell.
func TestRowsWriter(t *testing.T) {
	for _, tc := range []struct {
		name   string
		width  int
		writes []string
		want   string
	}{
		{"short_line_up_one", 80, []string{"\x1b[2K\rabc\n", "\x1b[1A\x1b[2K\r"}, "\x1b[2K\rabc\n\x1b[1A\x1b[J\x1b[2K\r"},
		{"wrapped_line_up_two", 10, []string{"\x1b[2K\rabcdefghijkl\n", "\x1b[1A\x1b[2K\r"}, "\x1b[2K\rabcdefghijkl\n\x1b[2A\x1b[J\x1b[2K\r"},
		{"full_width_line_is_one_row", 10, []string{"abcdefghij\n", "\x1b[1A"}, "abcdefghij\n\x1b[1A\x1b[J"},
		{"two_lines_up_each", 10, []string{"abcdefghijklmnopqrstu\nxy\n", "\x1b[1A\x1b[2K\r\x1b[1A\x1b[2K\r"},
			"abcdefghijklmnopqrstu\nxy\n\x1b[1A\x1b[J\x1b[2K\r\x1b[3A\x1b[J\x1b[2K\r"},
		{"escape_codes_take_no_room", 10, []string{"\x1b[1m\x1b[31mabcdefghij\x1b[0m\n", "\x1b[1A"}, "\x1b[1m\x1b[31mabcdefghij\x1b[0m\n\x1b[1A\x1b[J"},
		{"select_rewritten_in_place", 10, []string{"abcdefghijkl\nxy\n", "\x1b[1A\x1b[1A", "\x1b[2K\rabcdefghijkl\x1b[1B\x1b[2K\rxy\x1b[1B", "\x1b[1A\x1b[1A"},
			"abcdefghijkl\nxy\n\x1b[1A\x1b[J\x1b[2A\x1b[J\x1b[2K\rabcdefghijkl\x1b[1B\x1b[2K\rxy\x1b[1B\x1b[1A\x1b[J\x1b[2A\x1b[J"},
		{"unknown_width_one_row", 0, []string{"abcdefghijkl\n", "\x1b[1A"}, "abcdefghijkl\n\x1b[1A\x1b[J"},
		{"nothing_seen_up_one", 10, []string{"\x1b[1A"}, "\x1b[1A\x1b[J"},
		{"bell_dropped", 10, []string{"\aok\a"}, "ok"},
		{"return_stays_on_the_row", 10, []string{"abcdefghijk\r1\n", "\x1b[1A"}, "abcdefghijk\r1\n\x1b[2A\x1b[J"},
		{"backspace", 10, []string{"abc\b\b\n", "\x1b[1A"}, "abc\b\b\n\x1b[1A\x1b[J"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			w := newRowsWriter(&out, func() int { return tc.width })
			for _, s := range tc.writes {
				if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
					t.Fatalf("Write(%q) = %d, %v", s, n, err)
				}
			}
			if out.String() != tc.want {
				t.Errorf("wrote\n%q\nwant\n%q", out.String(), tc.want)
			}
		})
	}
}

// FuzzRowsWriter: whatever promptui or readline write, rowsWriter takes
// all of it, never panics, and never rings the bell.
func FuzzRowsWriter(f *testing.F) {
	f.Add([]byte("\x1b[2K\rabcdefghijkl\n\x1b[1A\x1b[2K\r"), uint8(10))
	f.Add([]byte("\x1b[1m\x1b[31m✔\x1b[0m x\a\b\r\n\x1b[?25l\x1b[3B\x1b["), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, width uint8) {
		var out bytes.Buffer
		w := newRowsWriter(&out, func() int { return int(width) })
		half := len(b) / 2
		for _, part := range [][]byte{b[:half], b[half:]} {
			if n, err := w.Write(part); n != len(part) || err != nil {
				t.Fatalf("Write(%q) = %d, %v", part, n, err)
			}
		}
		if bytes.IndexByte(out.Bytes(), '\a') >= 0 {
			t.Errorf("the bell reached the terminal: %q", out.Bytes())
		}
	})
}

// BenchmarkRowsWriter: one redraw of a long answer with its error, as every
// key at a prompt writes it.
func BenchmarkRowsWriter(b *testing.B) {
	frame := []byte("\x1b[2A\x1b[2K\r\x1b[1A\x1b[2K\r\x1b[2K\r✗ \x1b[1mThe loser's hand (13 tiles; - for a missing tile)\x1b[0m\x1b[1m:\x1b[0m (1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)\x1b[7m \x1b[27m\n\x1b[2K\r>> \"4X\" at column 21: unknown tile; write a rank 1–9 then the suit C, S, D or P (3D), or several ranks of one suit (123C)\n")
	w := newRowsWriter(io.Discard, func() int { return 80 })
	b.SetBytes(int64(len(frame)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Write(frame); err != nil {
			b.Fatal(err)
		}
	}
}
