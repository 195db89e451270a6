package lineedit

import "unicode"

// Line is an answer being edited: its runes and the cursor, an index into
// them (len means after the last).
type Line struct {
	runes  []rune
	cursor int
	edits  int // changes to the runes so far
	// offered: the line holds the answer offered, untouched; the first
	// character typed replaces it, as a field selected does.
	offered bool
}

// Event is what a key asks of the editor beyond editing the line.
type Event uint8

// The events of Apply.
const (
	Edited    Event = iota // the line or the cursor may have changed; nothing more
	Submit                 // Enter: the line is the answer
	Interrupt              // Ctrl-C: cancel
	EndOfFile              // Ctrl-D on an empty line: cancel
	Older                  // Up: the answer given before
	Newer                  // Down: back towards the line being typed
)

// NewLine returns a line holding s, the cursor at its end. Controls in s
// are left out: they cannot be typed.
func NewLine(s string) *Line {
	l := &Line{}
	l.Set(s)
	return l
}

// Offer replaces the line with s, an answer offered: a character typed
// first replaces it, while a key that edits (an arrow, Backspace) edits
// it.
func (l *Line) Offer(s string) {
	l.Set(s)
	l.offered = len(l.runes) > 0
}

// Set replaces the line with s, the cursor at its end.
func (l *Line) Set(s string) {
	l.runes = l.runes[:0]
	for _, r := range s {
		if Key(r).Printable() {
			l.runes = append(l.runes, r)
		}
	}
	l.cursor = len(l.runes)
	l.edits++
	l.offered = false
}

// Edits counts the changes made to the line's runes: a caller compares two
// counts to see whether the answer changed in between.
func (l *Line) Edits() int { return l.edits }

// String returns the line.
func (l *Line) String() string { return string(l.runes) }

// Runes returns the line's runes; they change with the line.
func (l *Line) Runes() []rune { return l.runes }

// Cursor returns where the cursor is: before the rune of that index.
func (l *Line) Cursor() int { return l.cursor }

// Apply edits the line as the shells do for key k, or returns what else k
// asks for. Keys it does not know do nothing.
func (l *Line) Apply(k Key) Event {
	switch k {
	case KeyEnter:
		return Submit
	case KeyCtrlC:
		return Interrupt
	case KeyCtrlD:
		if len(l.runes) == 0 {
			return EndOfFile
		}
		l.deleteForward()
	case KeyUp, KeyCtrlP:
		return Older
	case KeyDown, KeyCtrlN:
		return Newer
	default:
		if l.offered && k.Printable() {
			l.cut(0, len(l.runes))
		}
		l.edit(k)
	}
	l.offered = false
	return Edited
}

// edit carries out an editing key.
func (l *Line) edit(k Key) {
	switch k {
	case KeyLeft, KeyCtrlB:
		l.cursor = max(l.cursor-1, 0)
	case KeyRight, KeyCtrlF:
		l.cursor = min(l.cursor+1, len(l.runes))
	case KeyHome, KeyCtrlA:
		l.cursor = 0
	case KeyEnd, KeyCtrlE:
		l.cursor = len(l.runes)
	case KeyBackspace, KeyCtrlH:
		if l.cursor > 0 {
			l.cut(l.cursor-1, l.cursor)
		}
	case KeyDelete:
		l.deleteForward()
	case KeyCtrlW:
		l.cut(l.wordStart(), l.cursor)
	case KeyCtrlK:
		l.cut(l.cursor, len(l.runes))
	case KeyCtrlU:
		l.cut(0, len(l.runes))
	default:
		if k.Printable() {
			l.insert(rune(k))
		}
	}
}

// deleteForward deletes the rune under the cursor.
func (l *Line) deleteForward() {
	if l.cursor < len(l.runes) {
		l.cut(l.cursor, l.cursor+1)
	}
}

// MaxRunes is the most a line holds: more than any answer asked for
// (the prompts refuse a longer one), few enough that a paste of megabytes
// costs nothing. What is typed past it is not taken.
const MaxRunes = 4096

// insert types r at the cursor, while the line has room.
func (l *Line) insert(r rune) {
	if len(l.runes) >= MaxRunes {
		return
	}
	l.runes = append(l.runes, 0)
	copy(l.runes[l.cursor+1:], l.runes[l.cursor:])
	l.runes[l.cursor] = r
	l.cursor++
	l.edits++
}

// cut deletes the runes from i to j and leaves the cursor at i.
func (l *Line) cut(i, j int) {
	if i < j {
		l.runes = append(l.runes[:i], l.runes[j:]...)
		l.edits++
	}
	l.cursor = i
}

// wordStart is where Ctrl-W deletes back to: over the spaces before the
// cursor, then over the word before them, as a shell's Ctrl-W does (a
// word runs to the spaces around it: "(1C," is one).
func (l *Line) wordStart() int {
	i := l.cursor
	for i > 0 && unicode.IsSpace(l.runes[i-1]) {
		i--
	}
	for i > 0 && !unicode.IsSpace(l.runes[i-1]) {
		i--
	}
	return i
}
