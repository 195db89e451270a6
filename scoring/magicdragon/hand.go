// Package magicdragon scores Magic Dragon (Jeng, 1988): the winner's units
// of Table I with the best split of his tiles, each loser's exact penalty
// points with a plan, and the payments. The rules it applies are
// docs/rules/magic-dragon.md; the points and versions are data
// (package rulesets), the conditions of the units are code here.
package magicdragon

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Suits in the rulebook's order: circle, stick, dragon, picture.
var Suits = []string{"C", "S", "D", "P"}

// Deck is the 144-tile Magic Dragon set: four suits, ranks 1–9, four each.
var Deck = tiles.NewSuitedDeck("magicdragon", Suits, 4,
	"write a rank 1–9 then the suit C, S, D or P (3D), or several ranks of one suit (123C)")

// suitOf and rankOf read a kind's suit (its index in Suits) and rank from
// its place in Deck, which NewSuitedDeck orders suit by suit, rank by
// rank: the scorer asks them of every tile of every split.
func suitOf(k tiles.Kind) int { return (int(k) - 1) / 9 }
func rankOf(k tiles.Kind) int { return (int(k)-1)%9 + 1 }

// Table says which game is played: the number of sets in a complete hand
// and the suits in play.
type Table struct {
	// SmallHands is the game for more than six players (IX-3): 10 tiles in
	// hand, three sets and a twin to zappo.
	SmallHands bool
	// WithoutSuit is the suit removed in the three-player special (IX-2),
	// or "".
	WithoutSuit string
}

// Sets returns the number of sets in a complete hand.
func (t Table) Sets() int {
	if t.SmallHands {
		return 3
	}
	return 4
}

// HandSize returns the number of tiles of a complete hand.
func (t Table) HandSize() int { return 3*t.Sets() + 2 }

// Shape returns the split engine's shape of a complete hand.
func (t Table) Shape() split.Shape { return split.Shape{Sets: t.Sets(), Pairs: 1} }

// SuitsInPlay returns the suits the table plays with.
func (t Table) SuitsInPlay() []string {
	var out []string
	for _, s := range Suits {
		if s != t.WithoutSuit {
			out = append(out, s)
		}
	}
	return out
}

// Validate checks the table's own settings.
func (t Table) Validate() error {
	if t.SmallHands && t.WithoutSuit != "" {
		return words.NewError("magicdragon", "the game of more than six players and the three-player game with a suit removed are different games; choose one")
	}
	if t.WithoutSuit == "" {
		return nil
	}
	for _, s := range Suits {
		if s == t.WithoutSuit {
			return nil
		}
	}
	return words.Errorf("magicdragon", "there is no suit %q to remove; name one of C, S, D, P", t.WithoutSuit)
}

// Hand is a parsed and checked Magic Dragon hand.
type Hand struct {
	Written tiles.Hand
	// Exposed holds the exposed sets, as written in square brackets.
	Exposed []split.Meld
	// Concealed counts the tiles outside exposed sets.
	Concealed tiles.Counts
	// All counts every tile.
	All tiles.Counts
}

// NumTiles returns the number of tiles in the hand.
func (h *Hand) NumTiles() int { return h.All.Total() }

// ParseHand reads a hand in the rulebook's notation and checks what can be
// checked of any hand: every tile is in play, no tile more than four times,
// every exposed group a set. allowMissing accepts '-' (a loser's hand).
func (t Table) ParseHand(s string, allowMissing bool) (*Hand, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	w, err := Deck.Parse(s, tiles.ParseOptions{AllowMissing: allowMissing})
	if err != nil {
		return nil, err
	}
	// The parser has refused any copy beyond four, so the uint8 counts
	// below cannot wrap.
	h := &Hand{Written: w}
	for _, g := range w.Groups {
		for _, k := range g.Tiles {
			if t.WithoutSuit != "" && Deck.Info(k).Suit == t.WithoutSuit {
				return nil, &tiles.ParseError{Game: Deck.Game, Pos: g.Pos, Token: g.Text,
					Msg: fmt.Sprintf("the %s suit is removed in this three-player game; use tiles of %s", t.WithoutSuit, strings.Join(t.SuitsInPlay(), ", "))}
			}
		}
		h.All.Add(g.Tiles...)
		if !g.Exposed {
			h.Concealed.Add(g.Tiles...)
			continue
		}
		m, ok := split.Classify(Deck, g.Tiles, false)
		if !ok || g.Missing > 0 {
			return nil, &tiles.ParseError{Game: Deck.Game, Pos: g.Pos, Token: g.Text,
				Msg: "an exposed group must be a set: three in a row of one suit (123C) or three alike (333D)"}
		}
		m.Exposed = true
		h.Exposed = append(h.Exposed, m)
	}
	if len(h.Exposed) > t.Sets() {
		return nil, words.Errorf("magicdragon", "the hand shows %d exposed sets; a hand has only %d sets", len(h.Exposed), t.Sets())
	}
	return h, nil
}

// Splits returns every split of a complete hand: the exposed sets kept
// whole and listed first, then the concealed sets, the twin last.
func (t Table) Splits(h *Hand) [][]split.Meld {
	shape := t.Shape()
	shape.Sets -= len(h.Exposed)
	var out [][]split.Meld
	split.Each(Deck, h.Concealed, shape, func(ms []split.Meld) bool {
		s := make([]split.Meld, 0, len(h.Exposed)+len(ms))
		s = append(s, h.Exposed...)
		for _, m := range ms {
			if m.Type != split.Pair {
				s = append(s, m)
			}
		}
		for _, m := range ms {
			if m.Type == split.Pair {
				s = append(s, m)
			}
		}
		out = append(out, s)
		return true
	})
	return out
}

// FormatMeld writes a meld in the compact notation: 123C, 333D, 44P, and
// [333D] when exposed.
func FormatMeld(m split.Meld) string {
	var b strings.Builder
	for _, k := range m.Kinds() {
		b.WriteByte(byte('0' + Deck.Info(k).Rank))
	}
	b.WriteString(Deck.Info(m.First).Suit)
	if m.Exposed {
		return "[" + b.String() + "]"
	}
	return b.String()
}

// FormatSplit writes a split in the compact notation, melds separated by
// spaces.
func FormatSplit(ms []split.Meld) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = FormatMeld(m)
	}
	return strings.Join(parts, " ")
}
