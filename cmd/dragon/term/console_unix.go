//go:build unix

package term

import "os"

// terminal is a Unix terminal, which takes escape sequences as it is.
var terminal console = termConsole{}

type termConsole struct{}

// vt is git's rule: a terminal is dumb, unable to move its cursor, when
// TERM says "dumb" (as Emacs's shell does) or says nothing.
func (termConsole) vt(term string, _ *os.File, _ ...*os.File) bool {
	return term != "" && term != "dumb"
}
