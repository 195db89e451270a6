package ninedragons

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// liability returns the one player who pays for everyone, and why, or ""
// when nobody does. Nine pieces applies by itself; twelve pieces and the
// fifth tile are the table's word, refused when the hand contradicts
// them. One player pays for everyone at most once, whatever the number of
// rules that make him.
func (g *Game) liability(s *Settlement) (string, []string, error) {
	var liable string
	var why []string
	p := purityOf(s.Hand)
	shown := shownOfSuit(s.Hand, p)
	if s.Source == tiles.Discard && p.isPure() && shown >= 3 {
		liable = s.Discarder
		why = append(why, fmt.Sprintf("nine pieces: the winner shows %s of %s and won with a pure hand on %s's discard, so %s pays for everyone",
			words.Plural(shown, "set"), suitName(p.suit), s.Discarder, s.Discarder))
	}
	if s.TwelfthBy != "" {
		if err := s.checkTwelve(p, shown); err != nil {
			return "", nil, err
		}
		liable = s.TwelfthBy
		why = append(why, fmt.Sprintf("twelve pieces: %s's discard gave the winner his fourth shown set of %s, and he self-picked a pure hand, so %s pays for everyone",
			s.TwelfthBy, suitName(p.suit), s.TwelfthBy))
	}
	if s.FifthTile {
		if s.Source != tiles.Discard {
			return "", nil, fmt.Errorf("%s: the fifth tile rule makes the discarder of the winning tile pay, and this win was not on a discard", Deck.Game)
		}
		liable = s.Discarder
		why = append(why, fmt.Sprintf("fifth tile: %s threw an unseen tile with fewer than five left in the wall and it won, so %s pays for everyone",
			s.Discarder, s.Discarder))
	}
	return liable, why, nil
}

// checkTwelve refuses twelve pieces unless the hand shows four sets of
// one suit, is pure and was self-picked, and the player named is an
// opponent at the table.
func (s *Settlement) checkTwelve(p purity, shown int) error {
	if err := checkPlayer(s.Players, s.Winner, s.TwelfthBy, "the player who discarded the twelfth piece"); err != nil {
		return err
	}
	switch {
	case !p.isPure():
		return fmt.Errorf("%s: twelve pieces needs a pure hand (every tile of one suit); this hand is not pure", Deck.Game)
	case shown < Sets:
		return fmt.Errorf("%s: twelve pieces needs four shown sets of one suit (twelve tiles in brackets); this hand shows %s of its suit",
			Deck.Game, words.Plural(shown, "set"))
	case s.Source != tiles.SelfDrawn:
		return fmt.Errorf("%s: twelve pieces needs the winner to self-pick the winning tile; this win was not self-drawn", Deck.Game)
	}
	return nil
}

// shownOfSuit counts the bracketed sets of the hand's one suit (none when
// the hand has more than one suit or none).
func shownOfSuit(h *Hand, p purity) int {
	if p.suits != 1 {
		return 0
	}
	n := 0
	for _, m := range h.Shown {
		if classOf(m.First) == p.suit {
			n++
		}
	}
	return n
}
