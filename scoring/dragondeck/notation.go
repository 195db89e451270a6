package dragondeck

import (
	"fmt"
	"strings"
)

// ambiguous refuses a token that names no card but reads as part of one:
// the bare letter S (South S2, or the suit Scripts as in 2S), a bare 1–4
// (a wind's number, or a rank), a bare wind letter or rank. It shows every
// spelling the token could have meant; "" lets the parser read the token.
func ambiguous(tok string) string {
	up := strings.ToUpper(tok)
	if len(up) != 1 {
		return ""
	}
	c := up[0]
	for _, w := range winds {
		switch {
		case c == w.letter[0] && c == Scripts[0]:
			return fmt.Sprintf("S alone could be %s (%s) or the suit Scripts (2S is the 2 of Scripts); write %s for %s, or a rank then S",
				w.name, w.code, w.code, w.name)
		case c == w.letter[0]:
			return fmt.Sprintf("%s is written %s", w.name, w.code)
		case c == w.code[1]:
			return fmt.Sprintf("%c alone could be %s (%s) or the %c of a suit; write %s for %s, or %c%s, %c%s, %c%s",
				c, w.name, w.code, c, w.code, w.name, c, Circles, c, Bamboos, c, Scripts)
		}
	}
	if c >= '5' && c <= '9' {
		return fmt.Sprintf("%c needs its suit: %c%s, %c%s or %c%s", c, c, Circles, c, Bamboos, c, Scripts)
	}
	return ""
}
