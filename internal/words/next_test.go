package words

import "testing"

// TestNextWord: the words of a line, with the spaces before each, give
// the line back.
func TestNextWord(t *testing.T) {
	for _, tc := range []struct {
		s, word, rest string
		gap           int
	}{
		{"", "", "", 0},
		{"a", "a", "", 0},
		{"  ab cd", "ab", " cd", 2},
		{"東西 南", "東西", " 南", 0},
		{"   ", "", "", 3},
	} {
		gap, word, rest := NextWord(tc.s)
		if gap != tc.gap || word != tc.word || rest != tc.rest {
			t.Errorf("NextWord(%q) = %d, %q, %q; want %d, %q, %q", tc.s, gap, word, rest, tc.gap, tc.word, tc.rest)
		}
		if back := tc.s[:gap] + word + rest; back != tc.s {
			t.Errorf("NextWord(%q) gives back %q", tc.s, back)
		}
	}
}
