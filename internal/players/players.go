// Package players holds the one rule for a player's name, shared by every
// command: a name typed for the seating draw must be a name the ledger can
// record and a --loser NAME=HAND can carry.
package players

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxRunes bounds a name: long enough for any nickname, short enough for a
// table's columns.
const MaxRunes = 40

// forbidden are the characters that would need quoting in the ledger's YAML
// or that separate a name from what follows it (NAME=HAND, Ann,Bo).
const forbidden = ",=:#\"'{}[]"

// Named is a player's part of a command line as typed, NAME=REST, as in
// --discards 'Ann=6-6 5-1' or --loser 'Bo=123C 456C -'.
type Named struct {
	// Name is the name with the spaces around it trimmed (Check it);
	// Typed is the text before the '=' as typed.
	Name, Typed string
	// Rest is what follows the '='.
	Rest string
	// Offset is the characters up to and including the '=': a column
	// counted in Rest is Offset more in the whole text.
	Offset int
}

// Cut splits s, NAME=REST, at its first '='; ok is false when s has none.
func Cut(s string) (n Named, ok bool) {
	typed, rest, ok := strings.Cut(s, "=")
	if !ok {
		return Named{}, false
	}
	return Named{Name: strings.TrimSpace(typed), Typed: typed, Rest: rest, Offset: utf8.RuneCountInString(typed) + 1}, true
}

// Check says what is wrong with a player's name, in words that name it, or
// returns nil.
func Check(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("the name is empty; give one, e.g. Ann")
	case !utf8.ValidString(name):
		return fmt.Errorf("the name %q is not valid text (UTF-8)", name)
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("the name %q starts or ends with a space", name)
	case strings.ContainsAny(name, forbidden):
		return fmt.Errorf("the name %q holds %s; a name may not hold , = : # quotes or brackets", name, shownChar(name[strings.IndexAny(name, forbidden)]))
	case strings.IndexFunc(name, func(r rune) bool { return !unicode.IsPrint(r) && r != ' ' }) >= 0:
		return fmt.Errorf("the name %q has a character that cannot be shown; use letters, digits and spaces", name)
	case unseen(name) != 0:
		return fmt.Errorf("the name %q has a character that cannot be seen (U+%04X); use letters, digits and spaces", name, unseen(name))
	case utf8.RuneCountInString(Normal(name)) > MaxRunes:
		return fmt.Errorf("the name %q is longer than %d characters", name, MaxRunes)
	case strings.IndexFunc(name, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0:
		return fmt.Errorf("the name %q needs a letter or a digit", name)
	}
	return mixedScripts(name)
}

// Normal returns name composed as Unicode's NFC has it: "Zoé" typed with
// one é, or with an e and an accent after it, is the same name, and is
// written with the one é.
func Normal(name string) string { return norm.NFC.String(name) }

// Same reports whether a and b are one name typed two ways: composed or
// not (see Normal), in any case (Ann and ann). Names a table cannot tell
// apart otherwise (Ann and Аnn) have one Key.
func Same(a, b string) bool { return a == b || strings.EqualFold(Normal(a), Normal(b)) }

// shownChar is c between quotes, as a message names it: ',' and, for a
// single quote, the quote between double quotes rather than Go's
// backslash-escaped form.
func shownChar(c byte) string {
	if c == '\'' {
		return `"'"`
	}
	return "'" + string(c) + "'"
}
