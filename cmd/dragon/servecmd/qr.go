package servecmd

import (
	"strings"

	qrcode "github.com/skip2/go-qrcode"
)

// qrCode draws a QR code of text for a terminal, two modules a line with
// half blocks: dark modules on a light ground. With colour, the ground
// and the ink are set (black on white), so that the code reads on a dark
// terminal too; without, the terminal's own colours draw it. "" when the
// text does not fit a QR code.
func qrCode(text string, colour bool) string {
	q, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return ""
	}
	bits := q.Bitmap() // with its quiet zone
	var b strings.Builder
	for y := 0; y < len(bits); y += 2 {
		if colour {
			b.WriteString("\x1b[30;107m")
		}
		for x := range bits[y] {
			top, bottom := bits[y][x], y+1 < len(bits) && bits[y+1][x]
			b.WriteString(halfBlock(top, bottom, colour))
		}
		if colour {
			b.WriteString("\x1b[0m")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// halfBlock is the character of two modules, one above the other. With
// colour the ink is dark; without, a light-on-dark terminal's ink is
// light, so the blocks stand for the light modules.
func halfBlock(top, bottom, colour bool) string {
	if !colour {
		top, bottom = !top, !bottom
	}
	switch {
	case top && bottom:
		return "█"
	case top:
		return "▀"
	case bottom:
		return "▄"
	}
	return " "
}
