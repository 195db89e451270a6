// Package words writes the small pieces of English every report shares, so
// that "Ann, Bo, and Cy" and "3 points" read the same in every command.
package words

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// JoinAnd joins "a", "a and b", "a, b, and c" (the rulebook writes "2S or
// 5S, 6D or 9D, and 4P").
func JoinAnd(xs []string) string { return join(xs, "and") }

// JoinOr joins "a", "a or b", "a, b, or c": a choice among several.
func JoinOr(xs []string) string { return join(xs, "or") }

func join(xs []string, conj string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	case 2:
		return xs[0] + " " + conj + " " + xs[1]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + ", " + conj + " " + xs[len(xs)-1]
}

// Possessive writes s as owning what follows: "Magic Dragon's", "Nine
// Dragons'".
func Possessive(s string) string {
	if strings.HasSuffix(s, "s") {
		return s + "'"
	}
	return s + "'s"
}

// Plural writes the count and the noun: "1 point", "3 points".
func Plural(n int, noun string) string { return fmt.Sprintf("%d %s", n, PluralWord(n, noun)) }

// PluralWord writes the noun for a count: "point", "points".
func PluralWord(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// Quote returns s quoted for a message, cut short when long, so that a
// message stays one readable line whatever a file, a flag or a hand holds.
func Quote(s string) string {
	const most = 40
	if utf8.RuneCountInString(s) <= most {
		return strconv.Quote(s)
	}
	return strconv.Quote(string([]rune(s)[:most])+"…") + fmt.Sprintf(" (%d bytes)", len(s))
}

// Grouped writes n with its thousands parted by commas, as a person
// reads a large number: 1,000,000,000; -12,500.
func Grouped(n int) string {
	s := strconv.Itoa(n)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
}
