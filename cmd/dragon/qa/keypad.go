package qa

import (
	"slices"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A keypad types a hand in the game's notation a key at a time, as a
// phone offers it beside the field (the table's page): the keys come from
// the game's deck, so every game has its own and the page knows none.

// Key is one key of a keypad: what it shows, and what it types.
type Key struct {
	Label string
	// Token is what the key adds to the answer: a rank ("3") waits for
	// its suit, which ends the tile ("D "); a piece written whole ends
	// itself ("GD ", "6-6 ").
	Token string
	// Suit marks a suit's key, which ends the ranks typed before it.
	Suit bool
	// Apart marks a key that writes no piece (a bracket, '-'): pieces
	// tapped whole (Pieces) need it still.
	Apart bool
}

// Keypad is how the answer to a Text question is written with the pieces
// of a game: the deck they are of, and what else the notation takes.
type Keypad struct {
	Deck *tiles.Deck
	// Only, when set, keeps the keys of the kinds it takes (Nine Dragons'
	// flowers, asked apart); nil keeps every kind.
	Only func(k tiles.Kind) bool
	// Brackets adds [ and ]: a set shown or exposed.
	Brackets bool
	// Missing adds '-': a tile still missing, in a loser's hand.
	Missing bool
	// Look, when set, draws each kind to tap one piece a tap (Pieces).
	Look func(k tiles.Kind) Look
	// Held are the pieces the hand's other answers hold (HeldIn): they
	// count against the deck's copies of each kind.
	Held []tiles.Kind
}

// Keys are the keypad's keys: for the suited kinds, each rank then each
// suit, as the compact notation writes them (1, 2, 3, C types "123C");
// then every other kind by its code, in the deck's order; then [ ] and -
// when the notation takes them.
func (p *Keypad) Keys() []Key {
	var ranks []int
	var suits, codes []string
	for k := 1; k <= p.Deck.NumKinds(); k++ {
		info := p.Deck.Info(tiles.Kind(k))
		switch {
		case p.Only != nil && !p.Only(tiles.Kind(k)):
		case info.Chain:
			if !slices.Contains(ranks, info.Rank) {
				ranks = append(ranks, info.Rank)
			}
			if !slices.Contains(suits, info.Suit) {
				suits = append(suits, info.Suit)
			}
		default:
			codes = append(codes, info.Code)
		}
	}
	slices.Sort(ranks)
	var out []Key
	for _, r := range ranks {
		out = append(out, Key{Label: string(rune('0' + r)), Token: string(rune('0' + r))})
	}
	for _, s := range suits {
		out = append(out, Key{Label: s, Token: s + " ", Suit: true})
	}
	for _, c := range codes {
		out = append(out, Key{Label: c, Token: c + " "})
	}
	if p.Brackets {
		out = append(out, Key{Label: "[", Token: "[", Apart: true}, Key{Label: "]", Token: "] ", Apart: true})
	}
	if p.Missing {
		out = append(out, Key{Label: "-", Token: "- ", Apart: true})
	}
	return out
}

// Keyed is a Form whose Text answers a keypad types in the game's
// notation, as a Description with a Keypad is: a flow that offers keys
// (the page) asks a Form for them this way, so a Form without keys needs
// no method for them.
type Keyed interface {
	// Keys are the keys of a keypad for the Text question q, given the
	// answers a before it; none when it has none.
	Keys(q *Question, a Answers) []Key
	// Pieces are the same keypad's pieces to tap, a kind a tap; none
	// when the game draws none.
	Pieces(q *Question, a Answers) []Piece
}

var _ Keyed = (*Description[int])(nil)

// Keys are the keys of a keypad for the Text question q, given the
// answers a before it: the game's Keypad's; none for a question of
// another kind, or a game without one.
func (d *Description[R]) Keys(q *Question, a Answers) []Key {
	if p := d.pad(q, a); p != nil {
		return p.Keys()
	}
	return nil
}

// pad is the keypad of the Text question q, given the answers a; nil for
// a question of another kind, or a game without one.
func (d *Description[R]) pad(q *Question, a Answers) *Keypad {
	if q.Kind != Text || d.Keypad == nil {
		return nil
	}
	if p := d.Keypad(q, a); p != nil && p.Deck != nil {
		return p
	}
	return nil
}
