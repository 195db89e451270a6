package setupcmd

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/setup"
)

// The wall, as the set-ups draw it and write it in JSON.

// drawStyle picks the characters of a wall drawing: box-drawing on a
// terminal that can show them; plain ASCII when the output is piped or
// saved (so it stays plain text), when TERM is dumb, or when the locale
// names a character set other than UTF-8. NO_COLOR is about colour and does
// not change it.
func drawStyle(ios *term.IOStreams, getenv func(string) string) setup.Style {
	if !ios.OutTTY || getenv("TERM") == "dumb" {
		return setup.ASCII
	}
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if loc := getenv(v); loc != "" {
			l := strings.ToLower(loc)
			if strings.Contains(l, "utf-8") || strings.Contains(l, "utf8") {
				return setup.Boxes
			}
			return setup.ASCII
		}
	}
	return setup.Boxes
}

type pieceJSON struct {
	Wall   string `json:"wall"`
	Column int    `json:"column,omitempty"`
	Stack  int    `json:"stack,omitempty"`
	Tiles  string `json:"tiles"` // both, top or bottom
}

type wallPosJSON struct {
	Wall   string `json:"wall"`
	Column int    `json:"column,omitempty"`
	Stack  int    `json:"stack,omitempty"`
	Tile   string `json:"tile,omitempty"`
}

func pieceTiles(p setup.Piece) string {
	switch {
	case p.Both():
		return "both"
	case p.Top:
		return "top"
	}
	return "bottom"
}

// piecesJSON writes a take's pieces for --json: Magic Dragon counts the
// wall in columns, Nine Dragons in stacks.
func piecesJSON(round []setup.Piece, name func(setup.Pos) string, stacks bool) []pieceJSON {
	var rj []pieceJSON
	for _, pc := range round {
		j := pieceJSON{Wall: name(pc.Pos), Column: pc.Pos.Column, Tiles: pieceTiles(pc)}
		if stacks {
			j.Column, j.Stack = 0, pc.Pos.Column
		}
		rj = append(rj, j)
	}
	return rj
}

// formatPieces writes a take's columns as a person would say them: the wall
// and its columns, "Ann 6-7", "Ann 18, Bo 1", "Bo 12, 13 top".
func formatPieces(pieces []setup.Piece, name func(setup.Pos) string) string {
	var parts []string
	lastWall := -1
	for i := 0; i < len(pieces); i++ {
		p := pieces[i]
		s := fmt.Sprint(p.Pos.Column)
		if p.Both() {
			j := i
			for j+1 < len(pieces) && pieces[j+1].Both() && pieces[j+1].Pos.Side == p.Pos.Side &&
				pieces[j+1].Pos.Column == pieces[j].Pos.Column+1 {
				j++
			}
			if j > i {
				s = fmt.Sprintf("%d-%d", p.Pos.Column, pieces[j].Pos.Column)
			}
			i = j
		} else {
			s += " " + pieceTiles(p)
		}
		if p.Pos.Side != lastWall {
			s = name(p.Pos) + " " + s
			lastWall = p.Pos.Side
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}
