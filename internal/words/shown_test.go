package words

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestShown: what a terminal acts on is written as its escape; the rest,
// line breaks and every script's letters, is kept as it is.
func TestShown(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Ann wins", "Ann wins"},
		{"two\nlines", "two\nlines"},
		{"Zoë 龍 Анна ✓", "Zoë 龍 Анна ✓"},
		{"\x1b]52;c;aGk=\x07", `\x1b]52;c;aGk=\x07`},
		{"\x1b[2Jgone", `\x1b[2Jgone`},
		{"tab\there\rCR", `tab\x09here\x0dCR`},
		{"\u202eevil", `\u202eevil`},
		{"a\u2066b\u2069", `a\u2066b\u2069`},
		{"\u009b2J", `\x9b2J`},
		{"bad \xff byte", `bad \xff byte`},
		{"hid\u200bden\ufeff\u2028", `hid\u200bden\ufeff\u2028`},
		{"family 👨\u200d👩", "family 👨\u200d👩"},
	} {
		if got := Shown(tc.in); got != tc.want {
			t.Errorf("Shown(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// FuzzShown: whatever a string holds, what Shown returns holds nothing a
// terminal acts on, and a string with nothing of the kind is kept whole.
func FuzzShown(f *testing.F) {
	for _, s := range []string{"Ann", "\x1b]0;title\x07", "\u202e", "\xff\xfe", "a\nb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Shown(s)
		if !utf8.ValidString(got) || strings.ContainsFunc(got, func(r rune) bool {
			return r != '\n' && unicode.IsControl(r) || unicode.In(r, unicode.Bidi_Control, unicode.Zl, unicode.Zp) || unicode.Is(unicode.Cf, r) && r != 0x200d
		}) {
			t.Fatalf("Shown(%q) = %q still holds what a terminal acts on", s, got)
		}
		if utf8.ValidString(s) && !strings.ContainsFunc(s, Acts) && got != s {
			t.Fatalf("Shown(%q) = %q changed a harmless string", s, got)
		}
	})
}

// TestShownTo: a writer shows what is written to it as Shown does, a
// character cut between two writes whole.
func TestShownTo(t *testing.T) {
	var b strings.Builder
	w := ShownTo(&b)
	in := "Zoë \x1b[2J 龍\u202e!"
	for i := range len(in) {
		w.Write([]byte(in[i : i+1]))
	}
	if want := Shown(in); b.String() != want {
		t.Errorf("written a byte at a time: %q, want %q", b.String(), want)
	}
}
