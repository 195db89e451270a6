package words

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A terminal acts on some characters instead of showing them: an escape
// starts a sequence that clears the screen, sets the window's title or
// writes the clipboard; a bidirectional control turns the text after it
// around. A string that came from a file or a person is shown through
// Shown wherever it is printed to a terminal, so that it only shows.

// Acts reports whether a terminal would act on r, or hide text with it,
// rather than show it: a control character (C0, DEL, C1) other than a
// line break, a bidirectional control, a format character that shows
// nothing (a zero-width space, a byte-order mark, a soft hyphen, a tag;
// the zero-width joiner of emoji aside), a line or paragraph separator.
func Acts(r rune) bool {
	switch {
	case r == '\n' || r == 0x200d:
		return false
	case unicode.IsControl(r), unicode.In(r, unicode.Bidi_Control, unicode.Cf, unicode.Zl, unicode.Zp):
		return true
	}
	return r == utf8.RuneError
}

// Shown returns s with every character a terminal would act on written
// as its escape (\x1b, \u202e) instead: what is shown is all there is.
// Line breaks are kept; bytes that are not UTF-8 are written as \xff.
func Shown(s string) string {
	if !strings.ContainsFunc(s, Acts) {
		return s
	}
	var b strings.Builder
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[0])
		case !Acts(r):
			b.WriteString(s[:size])
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		s = s[size:]
	}
	return b.String()
}

// ShownTo returns a writer that writes to w what is written to it,
// Shown: for the output of a command whose words quote a file or a
// person. A character cut between two writes is shown whole at the next.
func ShownTo(w io.Writer) io.Writer { return &shownWriter{w: w} }

type shownWriter struct {
	w    io.Writer
	tail []byte
}

func (s *shownWriter) Write(p []byte) (int, error) {
	b := append(s.tail, p...)
	cut := len(b)
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				cut = i
			}
			break
		}
	}
	s.tail = bytes.Clone(b[cut:])
	if _, err := io.WriteString(s.w, Shown(string(b[:cut]))); err != nil {
		return 0, err
	}
	return len(p), nil
}
