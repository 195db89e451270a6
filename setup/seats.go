package setup

import (
	"fmt"
	"sort"

	"github.com/dragon-tools/dragon/internal/words"
)

// DrawRound is one round of the seating draw: who drew, what rank each drew
// (in the order the players were given), and for a playoff the rank the
// players had tied at.
type DrawRound struct {
	Players []int // indexes into Seating.Players
	Ranks   []int
	TiedAt  int // 0 for the first round
}

// Seating is the outcome of the Magic Dragon seating draw (IV): each player
// draws a tile, the highest rank deals, ties draw again, the second highest
// sits to the dealer's left and the rest clockwise by rank.
type Seating struct {
	Players []string
	Rounds  []DrawRound
	// Order is the table clockwise from the dealer: Order[0] deals,
	// Order[1] sits to his left.
	Order []int
	// Simulated says some rounds were drawn from Seed rather than given.
	Simulated bool
	Seed      uint64
}

// PlayoffError says the draw needs a playoff the caller did not give: the
// players tied at Rank must draw again, as round Round (from 1).
type PlayoffError struct {
	Players []string
	Rank    int
	Round   int
}

// Error says who tied and that they draw again.
func (e *PlayoffError) Error() string { return "setup: " + e.ForPeople() }

// ForPeople is the error without the package's name (words.ForPeople).
func (e *PlayoffError) ForPeople() string {
	return fmt.Sprintf("%s drew %d, a tie: they draw again in a playoff", words.JoinAnd(e.Players), e.Rank)
}

// SeatingRoundError says a given round of draws does not fit the players
// who draw in it.
type SeatingRoundError struct {
	Round   int
	Players []string
	Given   int
}

// Error says how many ranks the round needed.
func (e *SeatingRoundError) Error() string { return "setup: " + e.ForPeople() }

// ForPeople is the error without the package's name (words.ForPeople).
func (e *SeatingRoundError) ForPeople() string {
	if e.Round == 1 {
		return fmt.Sprintf("%d ranks for %d players; give one rank per player, in the order of the players", e.Given, len(e.Players))
	}
	return fmt.Sprintf("the %s round of draws is a playoff between %s: it needs %d ranks, in that order, not %d",
		Ordinal(e.Round), words.JoinAnd(e.Players), len(e.Players), e.Given)
}

// maxDrawRounds stops a simulation that keeps tying; it is far beyond what
// a table could ever see.
const maxDrawRounds = 1000

// MaxSeatPlayers is the most players a seating draw takes: one tile each
// from the 144.
const MaxSeatPlayers = 144

// DrawSeats runs the seating draw for players. given holds the ranks drawn
// at the table, round by round: the first round for every player in the
// order given, then one round per playoff — the highest tie first, a tie
// within a playoff settled before the next — listing the tied players in
// the order given. When given runs out and rnd is not nil, the remaining
// rounds are drawn from rnd; otherwise a *PlayoffError names who must draw
// again.
func DrawSeats(players []string, given [][]int, rnd *Random) (*Seating, error) {
	if len(players) < 2 || len(players) > MaxSeatPlayers {
		return nil, parseErr(0, "", "%s; a seating draw needs 2 to %d", words.Plural(len(players), "player"), MaxSeatPlayers)
	}
	if err := CheckNames(players); err != nil {
		return nil, err
	}
	s := &Seating{Players: players}
	if rnd != nil {
		s.Seed = rnd.Seed
	}
	all := make([]int, len(players))
	for i := range all {
		all[i] = i
	}
	d := &seatDraw{s: s, given: given, rnd: rnd}
	order, err := d.rank(all, 0)
	if err != nil {
		return nil, err
	}
	if d.used < len(given) {
		return nil, parseErr(d.used+1, "", "%s of draws given, but the ties needed only %d: no tie is left for the %s to settle",
			words.Plural(len(given), "round"), d.used, Ordinal(d.used+1))
	}
	s.Order = order
	return s, nil
}

type seatDraw struct {
	s     *Seating
	given [][]int
	used  int
	rnd   *Random
}

// rank draws for group and returns it highest first, settling ties with
// playoffs depth-first.
func (d *seatDraw) rank(group []int, tiedAt int) ([]int, error) {
	ranks, err := d.draw(group, tiedAt)
	if err != nil {
		return nil, err
	}
	byRank := map[int][]int{}
	var distinct []int
	for i, p := range group {
		r := ranks[i]
		if len(byRank[r]) == 0 {
			distinct = append(distinct, r)
		}
		byRank[r] = append(byRank[r], p)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(distinct)))
	var out []int
	for _, r := range distinct {
		members := byRank[r]
		if len(members) == 1 {
			out = append(out, members[0])
			continue
		}
		sub, err := d.rank(members, r)
		if err != nil {
			return nil, err
		}
		out = append(out, sub...)
	}
	return out, nil
}

func (d *seatDraw) draw(group []int, tiedAt int) ([]int, error) {
	round := len(d.s.Rounds) + 1
	names := make([]string, len(group))
	for i, p := range group {
		names[i] = d.s.Players[p]
	}
	var ranks []int
	switch {
	case d.used < len(d.given):
		ranks = d.given[d.used]
		d.used++
		if len(ranks) != len(group) {
			return nil, &SeatingRoundError{Round: round, Players: names, Given: len(ranks)}
		}
		for i, r := range ranks {
			if r < 1 || r > 9 {
				return nil, parseErr(0, fmt.Sprint(r), "%s drew %d; a tile's rank is 1 to 9", names[i], r)
			}
		}
		ranks = append([]int(nil), ranks...)
	case d.rnd != nil && round <= maxDrawRounds:
		ranks = d.rnd.Ranks(len(group))
		d.s.Simulated = true
	case d.rnd != nil:
		return nil, words.Errorf("setup", "the seating draw did not settle in %d rounds", maxDrawRounds)
	default:
		return nil, &PlayoffError{Players: names, Rank: tiedAt, Round: round}
	}
	d.s.Rounds = append(d.s.Rounds, DrawRound{Players: append([]int(nil), group...), Ranks: ranks, TiedAt: tiedAt})
	return ranks, nil
}

// Names returns the players' names clockwise from the dealer.
func (s *Seating) Names() []string {
	out := make([]string, len(s.Order))
	for i, p := range s.Order {
		out[i] = s.Players[p]
	}
	return out
}
