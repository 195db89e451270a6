package mac

import (
	"errors"
	"strings"
	"unicode"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// ParseCards reads a list of Dragon Deck cards, "3C GD 7B", as the deck
// writes them (S2 is South, 2S the 2 of Scripts). A text with nothing but
// spaces and commas, the separators, is no cards. Errors name the bad
// token and its column.
func ParseCards(s string) ([]tiles.Kind, error) {
	if strings.TrimFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) == "" {
		return nil, nil
	}
	ks, err := dragondeck.Parse(s)
	var pe *tiles.ParseError
	if errors.As(err, &pe) {
		ours := *pe
		ours.Game = Game
		return nil, &ours
	}
	return ks, err
}

// Fished is one player's fished cards with his name, as NAME=CARDS.
type Fished struct {
	Name  string
	Cards []tiles.Kind
}

// ParseFished reads NAME=CARDS, as in --fished 'Ann=GD F1 3C'; the cards
// may be none ("Bo="). A bad card is reported at its column in the whole
// text.
func ParseFished(s string) (Fished, error) {
	n, ok := players.Cut(s)
	if !ok {
		return Fished{}, &tiles.ParseError{Game: Game, Pos: 1, Token: s,
			Msg: "write a player's fished cards as NAME=CARDS, e.g. Ann=GD F1 3C (Bo= for none)"}
	}
	if err := players.Check(n.Name); err != nil {
		return Fished{}, &tiles.ParseError{Game: Game, Pos: 1, Token: n.Typed, Msg: err.Error()}
	}
	ks, err := ParseCards(n.Rest)
	var pe *tiles.ParseError
	if errors.As(err, &pe) {
		shifted := *pe
		if shifted.Token != "" {
			shifted.Pos += n.Offset
		}
		return Fished{}, &shifted
	}
	return Fished{Name: n.Name, Cards: ks}, err
}

// CheckCopies refuses cards named, across all the lists one command gives,
// more often than the deck holds them (winds and GD four times, every other
// card once); the error names the card.
func CheckCopies(lists ...[]tiles.Kind) error {
	var c tiles.Counts
	for _, ks := range lists {
		for _, k := range ks {
			if c[k] < 255 {
				c[k]++
			}
		}
	}
	if err := dragondeck.Deck.CheckCopies(&c, "the table"); err != nil {
		var e *words.Error // the deck's error, said as MAC I's
		if errors.As(err, &e) {
			return &words.Error{Pkg: Game, Err: e.Err}
		}
		return err
	}
	return nil
}
