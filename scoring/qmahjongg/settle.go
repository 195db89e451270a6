package qmahjongg

import "github.com/dragon-tools/dragon/internal/words"

// Amount returns what a level of Fang is worth at stake (a player's
// amount at one Fang): half Fang half the stake, and each level double;
// the banker's amount is double again.
func Amount(l Level, stake int, banker bool) int {
	a := stake / 2 << l
	if banker {
		a *= 2
	}
	return a
}

// Payment is what one player pays.
type Payment struct {
	Name   string
	Amount int
}

// Settlement is who pays whom for one hand.
type Settlement struct {
	Winner string
	// Losers are the players who pay, in seat order.
	Losers []Payment
	// Total is what the winner collects.
	Total int
	// Transfers are every player's gain (+) or loss (−); they sum to zero.
	Transfers map[string]int
}

// Settle works out the payments of a won hand at level l. Self-drawn,
// every other player pays: a winning banker collects the banker's amount
// from each, a winning player the banker's amount from the banker and the
// player's amount from the others. On a discard the discarder alone pays
// what they all would have paid.
func (t Table) Settle(winner string, selfDrawn bool, discarder string, l Level, stake int) (*Settlement, error) {
	if err := checkStake(stake); err != nil {
		return nil, err
	}
	if _, err := t.Seat(winner); err != nil {
		return nil, err
	}
	if !selfDrawn {
		if _, err := t.Seat(discarder); err != nil {
			return nil, err
		}
		if discarder == winner {
			return nil, words.Errorf(Game, "%s cannot win on his own discard", winner)
		}
	}
	s := &Settlement{Winner: winner, Transfers: t.zero()}
	owed := 0
	for _, p := range t.Players {
		if p == winner {
			continue
		}
		a := Amount(l, stake, p == t.Banker() || winner == t.Banker())
		owed += a
		if selfDrawn {
			s.Losers = append(s.Losers, Payment{Name: p, Amount: a})
		}
	}
	if !selfDrawn {
		s.Losers = []Payment{{Name: discarder, Amount: owed}}
	}
	for _, p := range s.Losers {
		s.Transfers[p.Name] -= p.Amount
	}
	s.Total = owed
	s.Transfers[winner] += owed
	return s, nil
}

// FalseDeclaration returns the transfers of the penalty for declaring a
// win without a winning hand: what a hand at the limit is worth, paid by
// the offender to every other player as if each had won it self-drawn
// from him (a banker pays everyone the banker's amount; a player pays the
// banker the banker's amount and the others the player's).
func (t Table) FalseDeclaration(offender string, stake int, limit Level) (map[string]int, error) {
	if err := checkStake(stake); err != nil {
		return nil, err
	}
	if _, err := t.Seat(offender); err != nil {
		return nil, err
	}
	tr := t.zero()
	for _, p := range t.Players {
		if p != offender {
			a := Amount(limit, stake, p == t.Banker() || offender == t.Banker())
			tr[p] += a
			tr[offender] -= a
		}
	}
	return tr, nil
}

func (t Table) zero() map[string]int {
	m := make(map[string]int, len(t.Players))
	for _, p := range t.Players {
		m[p] = 0
	}
	return m
}

// MaxStake bounds the stake so that no payment overflows and a ledger can
// keep count of every one: a banker's six-Fang hand self-drawn at a table
// of four moves 192 stakes.
const MaxStake = 1_000_000

func checkStake(stake int) error {
	switch {
	case stake < 2 || stake%2 != 0:
		return words.Errorf(Game, "stake %d: it must be even and at least 2, so that half Fang pays half of it", stake)
	case stake > MaxStake:
		return words.Errorf(Game, "stake %d: it must be %d or less", stake, MaxStake)
	}
	return nil
}
