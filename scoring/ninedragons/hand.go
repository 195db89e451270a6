package ninedragons

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Sets is the number of sets of a winning hand (a pair besides).
const Sets = 4

// Hand is a parsed and checked winning hand: its sets shown in brackets,
// its concealed tiles and its flowers, set aside.
type Hand struct {
	Written tiles.Hand
	// Shown holds the bracketed sets as written: exposed chows and pongs,
	// and every kong (a kong is always declared and shown).
	Shown []split.Meld
	// Concealed counts the tiles outside brackets, flowers apart.
	Concealed tiles.Counts
	// All counts every tile of the hand, shown ones included, flowers
	// apart.
	All tiles.Counts
	// Flowers holds the flowers, in deck order.
	Flowers []tiles.Kind
}

// Kongs returns how many kongs the hand shows.
func (h *Hand) Kongs() int {
	n := 0
	for _, m := range h.Shown {
		if m.Type == split.Quad {
			n++
		}
	}
	return n
}

// Size returns the number of tiles a winning hand with the given number of
// kongs holds, flowers apart: 14, one more for each kong.
func Size(kongs int) int { return 3*Sets + 2 + kongs }

const setHint = "a chow (123s), a pong (555s) or a kong ([5555s])"

// ParseHand reads a winning hand and checks what the notation can: every
// tile known, no fifth copy (no second of a flower), every bracketed group
// a chow, pong or kong, at most four of them, and the number of tiles:
// 14 plus one for each kong, flowers apart. Flowers may be written
// anywhere outside brackets; they are set aside.
func ParseHand(s string) (*Hand, error) {
	w, err := Deck.Parse(s, tiles.ParseOptions{})
	if err != nil {
		return nil, err
	}
	h := &Hand{Written: w}
	for _, g := range w.Groups {
		if err := h.addGroup(g); err != nil {
			return nil, err
		}
	}
	if len(h.Shown) > Sets {
		return nil, words.Errorf(Deck.Game, "the hand shows %d bracketed sets; a hand has only %d sets and a pair", len(h.Shown), Sets)
	}
	slices.Sort(h.Flowers)
	if n, want := h.All.Total(), Size(h.Kongs()); n != want {
		return nil, h.countError(n, want)
	}
	return h, nil
}

func groupError(g tiles.Group, format string, args ...any) error {
	return &tiles.ParseError{Game: Deck.Game, Pos: g.Pos, Token: g.Text, Msg: fmt.Sprintf(format, args...)}
}

func (h *Hand) addGroup(g tiles.Group) error {
	if g.Bracketed && !g.Exposed {
		return groupError(g, "round brackets have no meaning here; write shown sets and kongs in square brackets ([555s]) and the rest bare")
	}
	if !g.Bracketed {
		for _, k := range g.Tiles {
			if IsFlower(k) {
				h.Flowers = append(h.Flowers, k)
				continue
			}
			h.Concealed.Add(k)
			h.All.Add(k)
		}
		return nil
	}
	for _, k := range g.Tiles {
		if IsFlower(k) {
			return groupError(g, "a flower is never part of a set; write %s outside the brackets", Deck.Code(k))
		}
	}
	m, ok := split.Classify(Deck, g.Tiles, true)
	if !ok {
		return groupError(g, "a bracketed group must be %s", setHint)
	}
	m.Exposed = true
	h.Shown = append(h.Shown, m)
	h.All.Add(g.Tiles...)
	return nil
}

// countError says what is wrong with the number of tiles, and that four
// alike outside brackets are not a kong.
func (h *Hand) countError(n, want int) error {
	kongs := "no kong"
	if k := h.Kongs(); k > 0 {
		kongs = words.Plural(k, "kong")
	}
	msg := fmt.Sprintf("the hand has %s (flowers apart); with %s a winning hand has %d: four sets and a pair, each kong one tile more",
		words.Plural(n, "tile"), kongs, want)
	for k := 1; k <= Deck.NumKinds(); k++ {
		if h.Concealed[k] == 4 {
			code := Deck.Code(tiles.Kind(k))
			return words.Errorf(Deck.Game, "%s; four %s outside brackets are four tiles, and a kong is written in brackets ([%s])",
				msg, code, strings.TrimSpace(strings.Repeat(code+" ", 4)))
		}
	}
	return words.NewError(Deck.Game, msg)
}

// eachSplit calls fn with every split of the hand into four sets and a
// pair: the shown sets kept whole and listed first, then the concealed
// sets in the engine's order, the pair last. Four alike outside brackets
// are never a kong. fn must not keep the slice.
func (h *Hand) eachSplit(fn func([]split.Meld) bool) {
	shape := split.Shape{Sets: Sets - len(h.Shown), Pairs: 1}
	buf := make([]split.Meld, 0, Sets+1)
	split.Each(Deck, h.Concealed, shape, func(ms []split.Meld) bool {
		buf = append(buf[:0], h.Shown...)
		var pair split.Meld
		for _, m := range ms {
			if m.Type == split.Pair {
				pair = m
				continue
			}
			buf = append(buf, m)
		}
		return fn(append(buf, pair))
	})
}

// FormatMeld writes a meld as tiles in the canonical notation, one by
// one, a kong as four tiles: "5s 5s 5s", "GD GD".
func FormatMeld(m split.Meld) []string {
	return Deck.Codes(m.Kinds())
}

// FormatSplit writes a split for people: melds separated by spaces, a
// shown set in brackets, e.g. "[5s 5s 5s 5s] 1c 2c 3c … E E".
func FormatSplit(ms []split.Meld) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = strings.Join(FormatMeld(m), " ")
		if m.Exposed {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return strings.Join(parts, "  ")
}
