package magicdragon

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"

	"github.com/dragon-tools/dragon/internal/players"
)

// MinPlayers and MaxPlayers bound a Magic Dragon table: two to six
// players (II), and more than six with 10-tile hands (IX-3), which the
// program takes up to eight, as the ledger does.
const (
	MinPlayers = 2
	MaxPlayers = 8
)

// NamedHand is one player's hand with his name, as a settlement lists the
// winner and the losers.
type NamedHand struct {
	Name string
	Hand *Hand
}

// CheckName checks a player's name by the one rule every command uses
// (internal/players): as a ParseError naming it.
func CheckName(name string) error {
	if err := players.Check(name); err != nil {
		if name == "" {
			return &tiles.ParseError{Game: Deck.Game, Msg: err.Error()}
		}
		return &tiles.ParseError{Game: Deck.Game, Pos: 1, Token: name, Msg: err.Error()}
	}
	return nil
}

// ParseNamedHand reads NAME=HAND, as in --loser 'Ann=(1C, 2C, 3C) (4P, -)':
// the name (spaces around it trimmed, see CheckName), then the hand in
// the rulebook's notation, parsed by ParseHand. allowMissing accepts '-'
// (a loser's hand). A bad tile is reported at its column in the whole
// NAME=HAND text; other errors name the player.
func (t Table) ParseNamedHand(s string, allowMissing bool) (NamedHand, error) {
	n, ok := players.Cut(s)
	if !ok {
		return NamedHand{}, &tiles.ParseError{Game: Deck.Game, Pos: 1, Token: s,
			Msg: "write a player's hand as NAME=HAND, e.g. Ann=123C 456C 789C 11S 23P"}
	}
	name := n.Name
	if err := CheckName(name); err != nil {
		return NamedHand{}, err
	}
	h, err := t.ParseHand(n.Rest, allowMissing)
	if err != nil {
		var pe *tiles.ParseError
		if errors.As(err, &pe) {
			shifted := *pe
			if shifted.Pos > 0 {
				shifted.Pos += n.Offset
			}
			if shifted.Token == "" {
				shifted.Msg = fmt.Sprintf("%s: %s", name, shifted.Msg)
			}
			return NamedHand{}, &shifted
		}
		return NamedHand{}, words.Errorf(Deck.Game, "%s: %s", name, strings.TrimPrefix(err.Error(), Deck.Game+": "))
	}
	return NamedHand{Name: name, Hand: h}, nil
}

// CheckTableTiles checks the whole table: the winner's and all losers'
// tiles together, exposed ones included, may not hold a fifth copy of any
// tile. The error names the tile and who holds it.
func CheckTableTiles(players []NamedHand) error {
	var total [tiles.MaxKinds]int
	for _, p := range players {
		if p.Hand == nil {
			return words.Errorf(Deck.Game, "%s has no hand", p.Name)
		}
		for k := 1; k <= Deck.NumKinds(); k++ {
			total[k] += int(p.Hand.All[k])
		}
	}
	for k := tiles.Kind(1); int(k) <= Deck.NumKinds(); k++ {
		if total[k] <= Deck.Info(k).Copies {
			continue
		}
		var who []string
		for _, p := range players {
			if n := p.Hand.All[k]; n > 0 {
				who = append(who, fmt.Sprintf("%s %d", p.Name, n))
			}
		}
		return words.Errorf(Deck.Game, "the table holds %d × %s (%s), but the game has only %d of each; one of these hands is written wrong", total[k], Deck.Code(k), strings.Join(who, ", "), Deck.Info(k).Copies)
	}
	return nil
}
