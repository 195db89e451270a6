package term

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline"
)

// MinWidth is the fewest columns output is laid out for: narrower
// terminals wrap it.
const MinWidth = 60

// Width is how many columns output for people may take: $COLUMNS when it
// holds a number, else the width of the terminal Out is, else 80; never
// fewer than MinWidth.
func (s *IOStreams) Width() int {
	w, ok := columnsEnv()
	if !ok && s.OutTTY {
		w = columnsOf(s.Out)()
	}
	if w <= 0 {
		w = 80
	}
	return max(w, MinWidth)
}

// Fit is the width output for people is fitted to: Width when it is
// shown on a screen ($COLUMNS is given, or Out is a terminal); 0 when it
// goes to a pipe or a file, which gets every line whole, as it always
// has, for the programs that read it.
func (s *IOStreams) Fit() int {
	if _, ok := columnsEnv(); ok || s.OutTTY {
		return s.Width()
	}
	return 0
}

// columnsOf returns how to ask the terminal behind w for its width.
func columnsOf(w io.Writer) func() int {
	f, ok := w.(fder)
	if !ok {
		return func() int { return 0 }
	}
	return func() int {
		cols, _, err := readline.GetSize(int(f.Fd()))
		if err != nil {
			return 0
		}
		return cols
	}
}

// columnsEnv is $COLUMNS, when it holds a number above 0.
func columnsEnv() (int, bool) {
	c, err := strconv.Atoi(strings.TrimSpace(os.Getenv("COLUMNS")))
	return c, err == nil && c > 0
}

// Para writes s as one line, or, when it is wider than width (and width
// is not 0), broken between words into lines of at most width columns:
// the first keeps the spaces s starts with, the others start with
// indent. Within a line the spaces between words are kept as they are
// (a label's, a column's); a word longer than a line is cut.
func Para(w io.Writer, width int, indent, s string) {
	if width <= 0 || utf8.RuneCountInString(s) <= width {
		fmt.Fprintln(w, s)
		return
	}
	rest := strings.TrimLeft(s, " ")
	lead := s[:len(s)-len(rest)]
	for i, line := range Wrap(rest, width, len(lead), utf8.RuneCountInString(indent)) {
		if i == 0 {
			line = lead + line
		} else {
			line = indent + line
		}
		fmt.Fprintln(w, line)
	}
}

// Paras writes each line of each of ss (a string may hold several, parted
// by newlines) as Para does: broken between words to width, the lines
// after the first of each starting with indent.
func Paras(w io.Writer, width int, indent string, ss ...string) {
	for _, s := range ss {
		for _, line := range strings.Split(s, "\n") {
			Para(w, width, indent, line)
		}
	}
}
