package serve

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestErase: the erase key takes off the last key's token, the longest
// the text ends with, else its last letter.
func TestErase(t *testing.T) {
	tokens := []string{"1", "2", "3", "C ", "GD ", "[", "] ", "- ", "6-6 "}
	for text, want := range map[string]string{
		"123C ": "123", "123": "12", "GD ": "", "E1 GD": "E1 ", "[123C] ": "[123C", "6-6 ": "", "1-6": "1-", "": "", "   ": "", "Zoé": "Zo",
	} {
		if got := erase(text, tokens); got != want {
			t.Errorf("erase(%q) = %q, want %q", text, got, want)
		}
	}
}

// FuzzErase: erasing never panics, leaves valid text, and takes off only
// the end of what was there.
func FuzzErase(f *testing.F) {
	for _, s := range []string{"123C ", "GD", "", "é", "\xff", "[E E E] "} {
		f.Add(s)
	}
	tokens := []string{"1", "C ", "GD ", "[", "] ", "- "}
	f.Fuzz(func(t *testing.T, text string) {
		got := erase(text, tokens)
		if !strings.HasPrefix(text, got) || (len(strings.TrimRight(text, " ")) > 0 && len(got) >= len(strings.TrimRight(text, " "))) {
			t.Errorf("erase(%q) = %q", text, got)
		}
		if utf8.ValidString(text) && !utf8.ValidString(got) {
			t.Errorf("erase(%q) = %q, no longer text", text, got)
		}
	})
}
