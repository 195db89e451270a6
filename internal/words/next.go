package words

import "strings"

// NextWord splits from s its first word, the run of spaces before it
// (gap, in bytes) and what follows it: what breaking a line between words
// reads one word at a time. At spaces alone it returns them as the gap
// with no word.
func NextWord(s string) (gap int, word, rest string) {
	word = strings.TrimLeft(s, " ")
	gap = len(s) - len(word)
	if i := strings.IndexByte(word, ' '); i >= 0 {
		word = word[:i]
	}
	return gap, word, s[gap+len(word):]
}
