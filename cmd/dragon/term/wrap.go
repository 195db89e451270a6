package term

import (
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/internal/words"
)

// Wrap breaks s into lines of at most width columns, less lead on the
// first line and indent on the others: between words, the spaces at a
// break dropped and the others kept; a word longer than a line is cut.
func Wrap(s string, width, lead, indent int) []string {
	var lines []string
	var line strings.Builder
	n, room := 0, max(width-lead, 1)
	next := func() {
		lines = append(lines, line.String())
		line.Reset()
		n, room = 0, max(width-indent, 1)
	}
	for s != "" {
		var gap int
		var word string
		gap, word, s = words.NextWord(s)
		if word == "" { // spaces at the end
			break
		}
		wn := utf8.RuneCountInString(word)
		if n > 0 && n+gap+wn > room {
			next()
		}
		if n > 0 {
			line.WriteString(strings.Repeat(" ", gap))
			n += gap
		}
		if n == 0 && wn > room { // cut, its runes read once
			r := []rune(word)
			for len(r) > room {
				line.WriteString(string(r[:room]))
				r = r[room:]
				next()
			}
			word, wn = string(r), len(r)
		}
		line.WriteString(word)
		n += wn
	}
	if n > 0 || len(lines) == 0 {
		lines = append(lines, line.String())
	}
	return lines
}

// Refill is s, a paragraph of help however its source breaks it, wrapped
// again to width columns: a help that composes its words (each game's, from
// the list of the games) cannot be broken by hand.
func Refill(width int, s string) string {
	return strings.Join(Wrap(strings.Join(strings.Fields(s), " "), width, 0, 0), "\n")
}
