// Package rulecheck is how every game's ruleset says which of its parts is
// wrong. A game's Rules.Validate returns an *Error naming the part, so that
// the loader (rulesets) can point at the line of the file a table edits;
// the games never read YAML themselves.
package rulecheck

import "fmt"

// Error is a problem with one part of a ruleset: Part names the section
// ("units", "chart", "stake"), Index the entry within it and Key the field
// within that, where they apply; Part "" is the ruleset as a whole. The
// message names the part in words.
type Error struct {
	Part  string
	Index int
	Key   string
	Msg   string
}

// Error returns what is wrong, without a package name: the loader adds
// the file and line.
func (e *Error) Error() string { return e.Msg }

// Errorf returns the Error of entry i of part, its message formatted.
func Errorf(part string, i int, format string, args ...any) *Error {
	return &Error{Part: part, Index: i, Msg: fmt.Sprintf(format, args...)}
}
