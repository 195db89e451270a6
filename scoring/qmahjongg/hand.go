// Package qmahjongg scores Q Mahjongg, played with the 52-card Dragon Deck
// (package dragondeck): a winning hand of eight cards (one more per gong)
// split into eyes and two groups, the assignment of the wild Feng Shui
// cards that scores most, its Fang item by item, and the settlement. The
// classes and additions are data (package rulesets); the rules applied are
// docs/rules/q-mahjongg.md.
package qmahjongg

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Game names the game in error messages.
const Game = "qmahjongg"

// HandSize is the number of cards of a winning hand without gongs: seven
// held and the winning card.
const HandSize = 8

// Hand is a hand as written: the cards in hand and the exposed groups.
type Hand struct {
	// Concealed are the cards outside brackets, Feng Shui cards included.
	Concealed []tiles.Kind
	// Exposed are the groups written in square brackets: three cards, or
	// four for a gong.
	Exposed []Exposed
	// inHandGongs is how many gongs are among the cards in hand: a gong
	// the player drew himself and did not lay out is still a gong, and
	// the number of cards says how many there are.
	inHandGongs int
}

// Exposed is one exposed group as written.
type Exposed struct {
	Cards []tiles.Kind
	Text  string // as written, for messages
}

// IsGong reports whether the group is a gong (four cards).
func (e Exposed) IsGong() bool { return len(e.Cards) == 4 }

// NumCards returns the number of cards of the hand, exposed ones included.
func (h *Hand) NumCards() int {
	n := len(h.Concealed)
	for _, e := range h.Exposed {
		n += len(e.Cards)
	}
	return n
}

// Gongs returns the number of gongs, laid out or in hand.
func (h *Hand) Gongs() int {
	n := h.inHandGongs
	for _, e := range h.Exposed {
		if e.IsGong() {
			n++
		}
	}
	return n
}

// Wilds returns the number of Feng Shui cards the hand holds.
func (h *Hand) Wilds() int {
	n := 0
	for _, k := range h.all() {
		if dragondeck.IsWild(k) {
			n++
		}
	}
	return n
}

// String writes the hand: the cards in hand, then the exposed groups in
// brackets.
func (h *Hand) String() string {
	parts := []string{deck.Format(h.Concealed)}
	for _, e := range h.Exposed {
		parts = append(parts, "["+deck.Format(e.Cards)+"]")
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

func (h *Hand) all() []tiles.Kind {
	out := append([]tiles.Kind(nil), h.Concealed...)
	for _, e := range h.Exposed {
		out = append(out, e.Cards...)
	}
	return out
}

// ParseHand reads a winning hand: cards separated by spaces or commas,
// exposed groups in square brackets ("[E1 E1 E1]", "[3C 4C 5C]"), a gong as
// four in brackets ("[GD GD GD GD]"). A gong in hand, drawn by the player
// and not laid out, is written without brackets: each card beyond eight
// and the gongs laid out is a gong among the cards in hand. A hand with
// too few or too many cards for that is refused with the count: it cannot
// win.
func ParseHand(s string) (*Hand, error) {
	wh, err := dragondeck.Deck.Parse(s, tiles.ParseOptions{})
	if err != nil {
		return nil, ownError(err)
	}
	h := &Hand{}
	for _, g := range wh.Groups {
		switch {
		case !g.Bracketed:
			h.Concealed = append(h.Concealed, g.Tiles...)
		case !g.Exposed:
			return nil, &tiles.ParseError{Game: Game, Pos: g.Pos, Token: g.Text,
				Msg: "write an exposed group in square brackets, e.g. [3C 4C 5C]; cards in hand need no brackets"}
		default:
			e := Exposed{Cards: g.Tiles, Text: g.Text}
			if err := checkExposed(e, g.Pos); err != nil {
				return nil, err
			}
			h.Exposed = append(h.Exposed, e)
		}
	}
	if err := h.checkCount(); err != nil {
		return nil, err
	}
	return h, nil
}

// ownError names this game in a notation error of the deck.
func ownError(err error) error {
	var pe *tiles.ParseError
	if errors.As(err, &pe) {
		own := *pe
		own.Game = Game
		return &own
	}
	return err
}

// checkCount refuses a hand of the wrong size (the booklet's rule 6, a
// player with too few or too many cards cannot win), and counts the gongs
// in hand: eight cards, one more per gong laid out, and one more for each
// gong among the groups in hand.
func (h *Hand) checkCount() error {
	want := HandSize + h.Gongs()
	n := h.NumCards()
	if extra := n - want; extra > 0 && extra <= 2-len(h.Exposed) {
		h.inHandGongs = extra
		return nil
	}
	if n != want {
		holds := fmt.Sprintf("a winning hand holds %d cards (one more per gong)", want)
		if g := h.Gongs(); g > 0 {
			holds = fmt.Sprintf("a winning hand with %s holds %d cards", words.Plural(g, "gong"), want)
		}
		return words.Errorf(Game, "the hand holds %s; %s: cannot win this hand", words.Plural(n, "card"), holds)
	}
	return nil
}

// checkExposed refuses an exposed group that no assignment of its wild
// cards makes a group.
func checkExposed(e Exposed, pos int) error {
	var msg string
	switch len(e.Cards) {
	case 3:
		msg = "is no group: three of a kind of a wind or GD, or three in sequence of one suit"
	case 4:
		msg = "is no gong: a gong is four of a kind of a wind or GD"
	default:
		return &tiles.ParseError{Game: Game, Pos: pos, Token: e.Text,
			Msg: fmt.Sprintf("an exposed group holds 3 cards, a gong 4; this one holds %d", len(e.Cards))}
	}
	if len(groupOptions(e, freeRun(tiles.Counts{}))) == 0 {
		return &tiles.ParseError{Game: Game, Pos: pos, Token: e.Text, Msg: msg}
	}
	return nil
}
