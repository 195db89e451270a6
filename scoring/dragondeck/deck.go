// Package dragondeck is the 52-card Dragon Deck that Q Mahjongg and MAC I
// are played with, as data for the shared notation parser (scoring/tiles):
//
//   - suit cards, one each, written rank first: 1C–9C Circles, 1B–9B
//     Bamboos, 1S–9S Scripts;
//   - winds, four each, written as printed: E1 S2 W3 N4;
//   - the Green Dragon GD, four;
//   - the Feng Shui cards F1–F5, one each, wild in Q Mahjongg.
//
// Letters may be in either case. S2 is always South and 2S always the 2 of
// Scripts; a token that could be read either way (a bare S, a bare 2) is
// refused with both spellings shown. What a card is worth is each game's
// business, not the deck's.
package dragondeck

import (
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// The suit letters, in the deck's order.
const (
	Circles = "C"
	Bamboos = "B"
	Scripts = "S"
)

// Class is what sort of card a kind is.
type Class uint8

// The classes of card. The zero Class is invalid.
const (
	Suit     Class = iota + 1 // a suit card: Circles, Bamboos or Scripts 1–9
	Wind                      // E1, S2, W3 or N4
	Dragon                    // the Green Dragon GD
	FengShui                  // a Feng Shui card F1–F5 (wild in Q Mahjongg)
)

// winds lists the wind cards as printed, East to North; the letter is the
// seat or round the card matches.
var winds = []struct{ code, letter, name string }{
	{"E1", "E", "East"}, {"S2", "S", "South"}, {"W3", "W", "West"}, {"N4", "N", "North"},
}

// NumFengShui is how many Feng Shui cards the deck has.
const NumFengShui = 5

// Deck is the 52-card Dragon Deck.
var Deck = newDeck()

func newDeck() *tiles.Deck {
	d := tiles.NewSuitedDeck("dragondeck", []string{Circles, Bamboos, Scripts}, 1,
		"write a card as printed: 1C–9C, 1B–9B, 1S–9S (rank first), E1 S2 W3 N4, GD, F1–F5")
	for _, w := range winds {
		d.Kinds = append(d.Kinds, tiles.KindInfo{Code: w.code, Suit: w.code, Copies: 4})
	}
	d.Kinds = append(d.Kinds, tiles.KindInfo{Code: "GD", Suit: "GD", Copies: 4})
	for i := 1; i <= NumFengShui; i++ {
		code := "F" + strconv.Itoa(i)
		d.Kinds = append(d.Kinds, tiles.KindInfo{Code: code, Suit: "F", Copies: 1})
	}
	d.Ambiguous = ambiguous
	d.Noun = "card"
	return tiles.NewDeck(d)
}

// The kinds of the honours and the first Feng Shui card, in deck order
// after the 27 suit cards (counted, not looked up, so that the deck's index
// is built on its first use rather than at every start-up).
const (
	// East is E1; South, West and North follow it.
	East        tiles.Kind = 3*9 + 1
	GreenDragon            = East + 4
	firstFeng              = GreenDragon + 1
)

// ClassOf returns the class of card k.
func ClassOf(k tiles.Kind) Class {
	switch {
	case k == 0 || int(k) > Deck.NumKinds():
		return 0
	case k >= firstFeng:
		return FengShui
	case k == GreenDragon:
		return Dragon
	case k >= East:
		return Wind
	default:
		return Suit
	}
}

// IsWild reports whether k is a Feng Shui card.
func IsWild(k tiles.Kind) bool { return ClassOf(k) == FengShui }

// WindOf returns the letter (E, S, W or N) of the seat or round a wind card
// matches, and false for any other card.
func WindOf(k tiles.Kind) (string, bool) {
	if ClassOf(k) != Wind {
		return "", false
	}
	return winds[k-East].letter, true
}

// WindCard returns the wind card of seat or round letter (E, S, W, N).
func WindCard(letter string) (tiles.Kind, bool) {
	for i, w := range winds {
		if strings.EqualFold(w.letter, letter) {
			return East + tiles.Kind(i), true
		}
	}
	return 0, false
}

// FengShuiCards returns F1–F5 in order.
func FengShuiCards() []tiles.Kind {
	out := make([]tiles.Kind, NumFengShui)
	for i := range out {
		out[i] = firstFeng + tiles.Kind(i)
	}
	return out
}

// Parse reads a list of cards separated by spaces or commas ("E1, 3C 4C"),
// each card as printed; several ranks of one suit may share the letter
// ("345C"). A list has no groups: brackets are refused. A card written more
// often than the deck has it is refused.
func Parse(s string) ([]tiles.Kind, error) {
	h, err := Deck.Parse(s, tiles.ParseOptions{List: true})
	if err != nil {
		return nil, err
	}
	var out []tiles.Kind
	for _, g := range h.Groups {
		out = append(out, g.Tiles...)
	}
	return out, nil
}
