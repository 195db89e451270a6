package ninedragons

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// liability is who pays for everyone, and why: the one player, "" when
// nobody does, a line for each rule that made him, what nine pieces
// counted, and the readings that decided it.
type liability struct {
	liable  string
	why     []string
	nine    *NinePieces
	decided []claim.Decision
}

// liability returns who pays for everyone. Nine pieces applies by itself;
// twelve pieces and the fifth tile are the table's word, refused when the
// hand contradicts them (strict), or simply not applied (the claim search
// reading the rules another way). One player pays for everyone at most
// once, whatever the number of rules that make him.
func (g *Game) liability(s *Settlement, strict bool) (liability, error) {
	var l liability
	completed, said, err := s.Hand.CompletedSet(s.WinningTile, s.WinningSet, s.Source)
	if err != nil {
		return l, err
	}
	p := purityOf(s.Hand)
	shown := shownOfSuit(s.Hand, p)
	if s.Source == tiles.Discard && p.isPure() && len(shown) >= 3 {
		g.ninePieces(s, shown, completed, said, &l)
	}
	if s.TwelfthBy != "" {
		if err := g.twelvePieces(s, p, shown, strict, &l); err != nil {
			return l, err
		}
	}
	if s.FifthTile {
		if s.Source != tiles.Discard {
			return l, words.NewError(Deck.Game, "the fifth tile rule makes the discarder of the winning tile pay, and this win was not on a discard")
		}
		l.liable = s.Discarder
		l.why = append(l.why, fmt.Sprintf("fifth tile: %s threw an unseen tile with fewer than five left in the wall and it won, so %s pays for everyone",
			s.Discarder, s.Discarder))
	}
	return l, nil
}

// ninePieces applies nine pieces to a pure hand won on a discard that
// shows three or more sets (shown): the discarder pays for everyone when
// three sets were showing before the winning discard. The set the winning
// discard completed (completed, a place in the shown sets; said: the
// input said which) was not showing then and is not counted, unless the
// table reads nine-before the other way.
func (g *Game) ninePieces(s *Settlement, shown []int, completed int, said bool, l *liability) {
	final := g.Rules.reads(readNine)
	n := &NinePieces{Said: said}
	for _, i := range shown {
		if i == completed {
			n.Completed = s.Hand.Shown[i]
			if !final {
				continue
			}
		}
		n.Counted = append(n.Counted, s.Hand.Shown[i])
	}
	l.nine = n
	applies := len(n.Counted) >= 3
	if applies {
		besides := ""
		if n.Completed.Type != 0 && !final {
			besides = " besides " + FormatSplit([]split.Meld{n.Completed}) + ", which the winning discard completed,"
		}
		l.liable = s.Discarder
		l.why = append(l.why, fmt.Sprintf("nine pieces: the winner shows %s of %s%s and won with a pure hand on %s's discard, so %s pays for everyone",
			words.Plural(len(n.Counted), "set"), suitName(purityOf(s.Hand).suit), besides, s.Discarder, s.Discarder))
	}
	switch {
	case said && n.Completed.Type != 0 && len(shown) == 3:
		l.decided = append(l.decided, Choices[readNine].Decision(final, payWords(applies, s.Discarder), payWords(!applies, s.Discarder)))
	case !said && len(shown) == 3:
		l.decided = append(l.decided, claim.Decision{ID: NineBefore, Text: fmt.Sprintf(
			"%s: the input did not say which set the winning discard completed, so %s count as shown before it; had it completed one of them, nine pieces would not apply",
			NineBefore, FormatSplit(n.Counted))})
	}
}

// payWords says who pays under a reading: the discarder for everyone, or
// each his share.
func payWords(liable bool, who string) string {
	if liable {
		return who + " pays for everyone"
	}
	return "each pays his share"
}

// twelvePieces applies twelve pieces when the table names the player who
// discarded the twelfth piece: the winner shows twelve tiles of his one
// suit (a kong four; read the other way, four sets), is pure and
// self-picked. A hand that does not allow it is refused when strict.
func (g *Game) twelvePieces(s *Settlement, p purity, shown []int, strict bool, l *liability) error {
	if err := checkPlayer(s.Players, s.Winner, s.TwelfthBy, "the player who discarded the twelfth piece"); err != nil {
		return err
	}
	count := shownTiles(s.Hand, shown)
	bySets := g.Rules.reads(readTwelve)
	ok := count >= 12
	if bySets {
		ok = len(shown) >= Sets
	}
	var refusal error
	switch {
	case !p.isPure():
		refusal = words.NewError(Deck.Game, "twelve pieces needs a pure hand (every tile of one suit); this hand is not pure")
	case !ok && bySets:
		refusal = words.Errorf(Deck.Game, "twelve pieces needs four shown sets of one suit (the table reads %s so); this hand shows %s of its suit", TwelveTiles, words.Plural(len(shown), "set"))
	case !ok:
		refusal = words.Errorf(Deck.Game, "twelve pieces needs twelve shown tiles of one suit (four shown sets, or three kongs: a kong shows four); this hand shows %s of its suit", words.Plural(count, "tile"))
	case s.Source != tiles.SelfDrawn:
		refusal = words.NewError(Deck.Game, "twelve pieces needs the winner to self-pick the winning tile; this win was not self-drawn")
	}
	if refusal != nil {
		if strict {
			return refusal
		}
		return nil
	}
	l.liable = s.TwelfthBy
	gave := "his fourth shown set"
	if len(shown) < Sets {
		gave = "his twelfth shown tile"
	}
	l.why = append(l.why, fmt.Sprintf("twelve pieces: %s's discard gave the winner %s of %s, and he self-picked a pure hand, so %s pays for everyone",
		s.TwelfthBy, gave, suitName(p.suit), s.TwelfthBy))
	// Four shown sets are always twelve tiles; twelve tiles (three kongs)
	// need not be four sets.
	if !bySets && len(shown) < Sets {
		l.decided = append(l.decided, Choices[readTwelve].Decision(false, payWords(true, s.TwelfthBy), "twelve pieces does not apply"))
	}
	return nil
}

// shownOfSuit returns the places in h.Shown of the bracketed sets of the
// hand's one suit (none when the hand has more than one suit or none).
func shownOfSuit(h *Hand, p purity) []int {
	if p.suits != 1 {
		return nil
	}
	var out []int
	for i, m := range h.Shown {
		if classOf(m.First) == p.suit {
			out = append(out, i)
		}
	}
	return out
}

// shownTiles counts the tiles of the shown sets at places: a kong four,
// any other set three.
func shownTiles(h *Hand, places []int) int {
	n := 0
	for _, i := range places {
		n += h.Shown[i].Type.Size()
	}
	return n
}
