package qa

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Tiles to tap: a phone may offer a keypad's pieces one tap each, every
// kind of the game's deck drawn as itself (the table's page's tile mode).
// A game says how each kind looks (a Keypad's Look) in words the page
// draws from; the page knows no game.

// Look is how a kind of piece looks to tap: its name in words ("4 of
// circles"), read out for it, and its face: a suit's Mark drawn Count
// times (its rank), or Text written large (an honour's code), or a
// domino's Halves.
type Look struct {
	Name string
	// Mark is a word the page draws a suit's pieces with: circle, stick,
	// dragon, picture, character, ball, bamboo, script.
	Mark  string
	Count int
	Text  string
	// Halves are a domino's pips, lower first; zero for any other piece.
	Halves [2]int
}

// Piece is one kind of a keypad's deck as a phone offers it to tap.
type Piece struct {
	// Token is what a tap adds to the answer: the kind's code, ended.
	Token string
	// Left is how many copies this answer may still hold: the deck's,
	// less those the hand's other answers hold (Keypad.Held).
	Left int
	Look Look
}

// Suited is the look of a suited kind: its rank's count of the suit's
// mark, named "4 of circles" with the suit's word for many.
func Suited(info tiles.KindInfo, mark, many string) Look {
	return Look{Name: fmt.Sprintf("%d of %s", info.Rank, many), Mark: mark, Count: info.Rank}
}

// Written is the look of a kind written large, its code on its face, named
// name.
func Written(info tiles.KindInfo, name string) Look { return Look{Name: name, Text: info.Code} }

// NameOf is the longest of the deck's names for the kind k in words ("east
// wind" rather than "east"), its code when it has none.
func NameOf(deck *tiles.Deck, k tiles.Kind) string {
	code, best := deck.Code(k), ""
	for name, c := range deck.Names {
		if strings.EqualFold(c, code) && (len(name) > len(best) || len(name) == len(best) && name < best) {
			best = name
		}
	}
	if best == "" {
		return code
	}
	return best
}

// Pieces are the keypad's kinds to tap, in the deck's order, each with
// the copies left to this answer; none when the game draws none (no
// Look).
func (p *Keypad) Pieces() []Piece {
	if p.Look == nil {
		return nil
	}
	var held tiles.Counts
	for _, k := range p.Held {
		if held[k] < 255 {
			held[k]++
		}
	}
	var out []Piece
	for k := 1; k <= p.Deck.NumKinds(); k++ {
		kind := tiles.Kind(k)
		if p.Only != nil && !p.Only(kind) {
			continue
		}
		info := p.Deck.Info(kind)
		out = append(out, Piece{Token: info.Code + " ", Left: max(info.Copies-int(held[k]), 0), Look: p.Look(kind)})
	}
	return out
}

// HeldIn are the pieces the answers under keys hold, each read by read,
// an answer it refuses left out: what a hand's other answers already put
// on the table (a Keypad's Held).
func HeldIn(read func(s string) ([]tiles.Kind, error), a Answers, keys ...string) []tiles.Kind {
	var out []tiles.Kind
	for _, key := range keys {
		if ks, err := read(a[key]); err == nil {
			out = append(out, ks...)
		}
	}
	return out
}

// ReadHand reads a hand in deck's notation as the pieces it holds, a '-'
// holding none.
func ReadHand(deck *tiles.Deck) func(s string) ([]tiles.Kind, error) {
	return func(s string) ([]tiles.Kind, error) {
		h, err := deck.Parse(s, tiles.ParseOptions{AllowMissing: true})
		var out []tiles.Kind
		for _, g := range h.Groups {
			out = append(out, g.Tiles...)
		}
		return out, err
	}
}

// Held are the pieces the other players' parts hold, given the answers a
// to q, a question asked of each player: they count against the deck's
// copies in q's answer.
func (p Part) Held(q *Question, a Answers) []tiles.Kind {
	return HeldIn(p.Read, a, OthersKeys(q, a)...)
}

// OthersKeys are the keys of the answers the other players gave to the
// question q asks of each player (q.Player's own left out): "losers:Ann".
func OthersKeys(q *Question, a Answers) []string {
	id := strings.TrimSuffix(q.ID, ":"+q.Player)
	var out []string
	for _, name := range a.List(id) {
		if name != q.Player {
			out = append(out, EachKey(id, name))
		}
	}
	return out
}

// Pieces are the pieces to tap for the Text question q, given the answers
// a before it: the game's Keypad's; none for a question of another kind,
// or a game that draws none.
func (d *Description[R]) Pieces(q *Question, a Answers) []Piece {
	if p := d.pad(q, a); p != nil {
		return p.Pieces()
	}
	return nil
}
