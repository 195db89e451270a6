package dominoes

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// ParseEnds reads the open ends of the train, "2,5": one or two halves
// 1–6. An empty text means nothing has been led yet. An error names the bad
// end and its column (the whole text when an end is missing).
func ParseEnds(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return nil, &tiles.ParseError{Game: Set.Game, Pos: 1, Token: s, Msg: "a train has two open ends; write them as 2,5"}
	}
	var ends []int
	col := 1
	for _, p := range parts {
		tok := strings.TrimSpace(p)
		pos := col + utf8.RuneCountInString(p[:strings.Index(p, tok)])
		col += utf8.RuneCountInString(p) + 1
		if tok == "" {
			return nil, &tiles.ParseError{Game: Set.Game, Pos: 1, Token: s, Msg: "an open end is missing; write one end as 4, or two as 2,5"}
		}
		n, err := strconv.Atoi(tok)
		if err != nil || n < 1 || n > MaxHalf {
			return nil, &tiles.ParseError{Game: Set.Game, Pos: pos, Token: tok, Msg: "an open end is a half 1–6; write the ends as 2,5"}
		}
		ends = append(ends, n)
	}
	return ends, nil
}

// CanPlay reports whether t can be laid on one of the open ends; with no
// ends (nothing led yet) every tile can.
func CanPlay(ends []int, t Tile) bool {
	if len(ends) == 0 {
		return true
	}
	for _, e := range ends {
		if t.Has(e) {
			return true
		}
	}
	return false
}

// Playable returns the tiles of hand that can be laid on the open ends, in
// the hand's order.
func Playable(ends []int, hand []Tile) []Tile {
	var out []Tile
	for _, t := range hand {
		if CanPlay(ends, t) {
			out = append(out, t)
		}
	}
	return out
}

// CheckPlayHand refuses a hand no deal gives: more tiles than the largest
// deal, or a tile more often than the set has it.
func (r *Rules) CheckPlayHand(hand []Tile) error {
	if most := r.MaxHand(); len(hand) > most {
		return words.Errorf(Set.Game, "the hand holds %d tiles; no deal gives more than %d", len(hand), most)
	}
	return CheckCopies(hand)
}

// DiscardLegal says whether discarding d from hand was legal: a player
// discards only when no tile of his hand can be played. d must be one of
// the hand's tiles.
func DiscardLegal(ends []int, hand []Tile, d Tile) (bool, error) {
	for _, t := range hand {
		if t == d {
			return len(Playable(ends, hand)) == 0, nil
		}
	}
	return false, words.Errorf(Set.Game, "the discard %s is not in the hand %s; name one of the hand's tiles", d, Format(hand))
}
