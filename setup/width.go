package setup

import "unicode"

// DisplayWidth returns the number of terminal columns s takes: two for the
// wide characters of East Asian scripts (a player may well be called 李),
// none for combining marks, one for the rest. It is the measure the wall
// drawing lines names up by.
func DisplayWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	switch {
	case r == 0x200B || r == 0x200C || r == 0x200D || r == 0xFEFF:
		return 0
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	case r < 0x1100:
		return 1
	case r <= 0x115F, // Hangul Jamo
		r >= 0x2E80 && r <= 0x303E, // CJK radicals, punctuation
		r >= 0x3041 && r <= 0x33FF, // kana, CJK symbols
		r >= 0x3400 && r <= 0x4DBF, // CJK extension A
		r >= 0x4E00 && r <= 0x9FFF, // CJK unified ideographs
		r >= 0xA000 && r <= 0xA4CF, // Yi
		r >= 0xAC00 && r <= 0xD7A3, // Hangul syllables
		r >= 0xF900 && r <= 0xFAFF, // CJK compatibility ideographs
		r >= 0xFE30 && r <= 0xFE4F, // CJK compatibility forms
		r >= 0xFF00 && r <= 0xFF60, // fullwidth forms
		r >= 0xFFE0 && r <= 0xFFE6,
		r >= 0x1F300 && r <= 0x1F64F, // pictographs, emoticons
		r >= 0x1F900 && r <= 0x1F9FF,
		r >= 0x20000 && r <= 0x3FFFD: // CJK extensions B and on
		return 2
	}
	return 1
}

// truncate shortens s to at most width columns, ending it with more when it
// had to be cut.
func truncate(s string, width int, more string) string {
	if DisplayWidth(s) <= width {
		return s
	}
	if width <= 0 {
		return ""
	}
	room := width - DisplayWidth(more)
	if room < 0 {
		return ""
	}
	out, n := []rune{}, 0
	for _, r := range s {
		rw := runeWidth(r)
		if n+rw > room {
			break
		}
		out = append(out, r)
		n += rw
	}
	return string(out) + more
}
