// Package lineedit asks for one line of text at a terminal in raw mode, with
// the editing keys of a shell: it decodes the keys from the terminal's bytes,
// edits the line, recalls the answers given to the same question, and draws
// the prompt and the answer where the cursor really is, a line wider than the
// terminal included. It knows nothing of what it asks: the caller gives the
// prompt, how an answer is marked and why one is refused.
package lineedit

import (
	"unicode"
	"unicode/utf8"
)

// Key is one key pressed: a printable rune as itself, a control key as its
// code (KeyCtrlA is 0x01), a key that sends an escape sequence as one of
// the negative constants below.
type Key rune

// The control keys the editor knows, as the terminal sends them.
const (
	KeyCtrlA     Key = 0x01 // start of the line
	KeyCtrlB     Key = 0x02 // left
	KeyCtrlC     Key = 0x03 // cancel
	KeyCtrlD     Key = 0x04 // delete under the cursor; cancel on an empty line
	KeyCtrlE     Key = 0x05 // end of the line
	KeyCtrlF     Key = 0x06 // right
	KeyCtrlH     Key = 0x08 // backspace, as some terminals send it
	KeyCtrlK     Key = 0x0b // delete to the end
	KeyEnter     Key = 0x0d // carriage return; a line feed is read as Enter too
	KeyCtrlN     Key = 0x0e // down
	KeyCtrlP     Key = 0x10 // up
	KeyCtrlU     Key = 0x15 // delete the line
	KeyCtrlW     Key = 0x17 // delete the word before the cursor
	KeyBackspace Key = 0x7f
)

// The keys that send an escape sequence.
const (
	KeyUp Key = -1 - iota
	KeyDown
	KeyRight
	KeyLeft
	KeyHome
	KeyEnd
	KeyDelete
)

// Printable says whether k is a rune to type into the line: not a control,
// not a key that sends an escape sequence.
func (k Key) Printable() bool {
	return k > 0 && !unicode.IsControl(rune(k)) && utf8.ValidRune(rune(k))
}
