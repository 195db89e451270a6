package cmdutil

import (
	"os"
	"strconv"
	"strings"
)

// MinWidth is the fewest columns output is laid out for: narrower
// terminals wrap it.
const MinWidth = 60

// Width is how many columns output for people may take: $COLUMNS when it
// holds a number, else the width of the terminal Out is, else 80; never
// fewer than MinWidth.
func (s *IOStreams) Width() int {
	w := 0
	if c, err := strconv.Atoi(strings.TrimSpace(os.Getenv("COLUMNS"))); err == nil && c > 0 {
		w = c
	} else if s.OutTTY {
		w = columnsOf(s.Out)()
	}
	if w <= 0 {
		w = 80
	}
	return max(w, MinWidth)
}
