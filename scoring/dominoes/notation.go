package dominoes

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// ParseTiles reads tiles separated by spaces or commas, each written 6-6,
// [6-6] or 66 with its halves in either order. An empty text is no tiles.
// An error names the bad token and its column.
func ParseTiles(s string) ([]Tile, error) {
	var out []Tile
	src := []rune(s)
	for i := 0; i < len(src); {
		if isSep(src[i]) {
			i++
			continue
		}
		start := i
		for i < len(src) && !isSep(src[i]) {
			i++
		}
		tok := string(src[start:i])
		t, msg := readTile(tok)
		if msg != "" {
			return nil, &tiles.ParseError{Game: Set.Game, Pos: start + 1, Token: tok, Msg: msg}
		}
		out = append(out, t)
	}
	return out, nil
}

// ParseTile reads exactly one tile.
func ParseTile(s string) (Tile, error) {
	ts, err := ParseTiles(s)
	switch {
	case err != nil:
		return 0, err
	case len(ts) != 1:
		return 0, &tiles.ParseError{Game: Set.Game, Pos: 1, Token: s, Msg: "write exactly one tile, e.g. 6-6"}
	}
	return ts[0], nil
}

func isSep(r rune) bool { return r == ',' || unicode.IsSpace(r) }

// readTile reads one token, or says what is wrong with it.
func readTile(tok string) (Tile, string) {
	body := tok
	if open, closed := strings.HasPrefix(body, "["), strings.HasSuffix(body, "]"); open || closed {
		if !open || !closed || len(body) < 2 {
			return 0, "brackets go around one tile, as in [6-6]"
		}
		body = body[1 : len(body)-1]
	}
	digits := body
	if len(body) == 3 && body[1] == '-' {
		digits = body[:1] + body[2:]
	}
	if len(digits) != 2 || !isDigit(digits[0]) || !isDigit(digits[1]) {
		return 0, "unknown tile; " + Set.Hint
	}
	for _, d := range []byte(digits) {
		switch {
		case d == '0':
			return 0, "Chinese dominoes have no blanks; halves run 1–6"
		case int(d-'0') > MaxHalf:
			return 0, fmt.Sprintf("there is no %c; halves run 1–6", d)
		}
	}
	t, _ := Of(int(digits[0]-'0'), int(digits[1]-'0'))
	return t, ""
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// Hand is one player's tiles with his name, as NAME=TILES.
type Hand struct {
	Name  string
	Tiles []Tile
}

// ParseHand reads NAME=TILES, as in --discards 'Ann=6-6 5-1'; the tiles may
// be none ("Bo="). A bad tile is reported at its column in the whole text.
func ParseHand(s string) (Hand, error) {
	n, ok := players.Cut(s)
	if !ok {
		return Hand{}, &tiles.ParseError{Game: Set.Game, Pos: 1, Token: s,
			Msg: "write a player's tiles as NAME=TILES, e.g. Ann=6-6 5-1 (Bo= for none)"}
	}
	if err := players.Check(n.Name); err != nil {
		return Hand{}, &tiles.ParseError{Game: Set.Game, Pos: 1, Token: n.Typed, Msg: err.Error()}
	}
	ts, err := ParseTiles(n.Rest)
	if pe, ok := err.(*tiles.ParseError); ok {
		shifted := *pe
		shifted.Pos += n.Offset
		return Hand{}, &shifted
	}
	return Hand{Name: n.Name, Tiles: ts}, nil
}
