package dominoes

import "github.com/dragon-tools/dragon/internal/words"

// Train is the check of a train as laid from one end to the other.
type Train struct {
	// Valid is set when every tile matches its neighbour.
	Valid bool
	// Ends are the open ends, the first tile's free half then the last
	// tile's; for a train that breaks, the ends of the part before Bad.
	Ends [2]int
	// Bad is the index (from 0) of the first tile that does not match the
	// one before it, or -1.
	Bad int
	// Whole is set when the train holds the whole set; such a train always
	// ends in 2 and 5, since only 2 and 5 appear an odd number of times.
	Whole bool
}

// EndsInTwoAndFive reports whether the train's ends are 2 and 5.
func (t Train) EndsInTwoAndFive() bool {
	return t.Ends == [2]int{2, 5} || t.Ends == [2]int{5, 2}
}

// CheckTrain checks a train. The first tile may lie either way round; the
// way that lets more tiles match is taken (with the lower half outward
// when both do, as for two equal tiles alone). An empty train, or one that
// holds a tile more often than the set has it, is refused.
func CheckTrain(ts []Tile) (Train, error) {
	if len(ts) == 0 {
		return Train{}, words.NewError(Set.Game, "the train is empty; write its tiles from one end to the other, e.g. 2-5 5-5 5-1")
	}
	if err := CheckCopies(ts); err != nil {
		return Train{}, err
	}
	lo, hi := ts[0].Halves()
	best := lay(ts, lo, hi)
	if other := lay(ts, hi, lo); !best.Valid && (other.Valid || other.Bad > best.Bad) {
		best = other
	}
	// With no tile too many, 32 tiles are the whole set.
	best.Whole = len(ts) == SetSize
	return best, nil
}

// lay lays the train with the first tile's free half outer and the other
// inner, and stops at the first tile that does not match.
func lay(ts []Tile, outer, inner int) Train {
	open := inner
	for i, t := range ts[1:] {
		if !t.Has(open) {
			return Train{Ends: [2]int{outer, open}, Bad: i + 1}
		}
		open = t.Other(open)
	}
	return Train{Valid: true, Ends: [2]int{outer, open}, Bad: -1}
}
