package magicdragon

import (
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Payments (VI, VIII-1, VIII-2). Each loser pays the winner
//
//	winner's points × his penalty points × multiplier
//
// where the multiplier is 2 for the loser who discarded the winning tile
// (not when the winner drew it himself), times 2 when the special dealer
// rule is played and the dealer is the winner or this loser: a dealer who
// discarded the winning tile pays ×4. In version A (a flat payment) each
// loser pays the flat amount instead, doubled to or from the dealer under
// the dealer rule; there are no penalty points to double.

// LoserPenalty is one loser as the payments see him.
type LoserPenalty struct {
	Name string
	// Penalty is his penalty points (Table.PenaltyPoints), at least 1.
	// Unused, and may be 0, when the version pays a flat amount.
	Penalty int
}

// Settlement is what the payments of one zappo depend on.
type Settlement struct {
	// Winner names the winner.
	Winner string
	// Points is the winner's points (Result.Points). Unused when Flat > 0.
	Points int
	// Flat is the version's flat payment (Version.FlatPayment): when above
	// zero each loser pays it and penalties play no part (version A).
	Flat int
	// Losers are the other players, each once.
	Losers []LoserPenalty
	// Source is where the winning tile came from: tiles.SelfDrawn (self-drawn,
	// nobody doubled) or tiles.Discard, with Discarder naming the loser who
	// discarded it. tiles.SourceUnknown is refused unless Flat > 0, because
	// someone's payment depends on it.
	Source    tiles.Source
	Discarder string
	// DealerRule plays the special dealer rule (VIII-1), which doubles
	// every payment to or from Dealer. Dealer names the winner or one of
	// the losers; it may be given without the rule, to no effect.
	DealerRule bool
	Dealer     string
	// Stakes is the dollars a point (or a flat unit) is worth at this
	// table; 0 or 1 plays the rulebook's one dollar.
	Stakes int
}

// Payment is what one loser pays the winner.
type Payment struct {
	Name string `json:"name"`
	// Penalty is his penalty points as they count: 0 under a flat payment.
	Penalty int `json:"penalty"`
	// Multiplier is 1, 2 or 4: ×2 for the discarder of the winning tile,
	// ×2 to or from the dealer under the dealer rule.
	Multiplier int `json:"multiplier"`
	// Payment is the dollars he pays the winner: points × penalty ×
	// multiplier, or the flat amount × multiplier.
	Payment int `json:"payment"`
	// Discarder marks the loser who discarded the winning tile and Dealer
	// the dealer, whether or not that doubled anything.
	Discarder bool `json:"discarder,omitempty"`
	Dealer    bool `json:"dealer,omitempty"`
}

// Payments is the payment table of one zappo. The winner receives Total,
// which is the sum of the losers' payments: the table balances.
type Payments struct {
	Winner string `json:"winner"`
	// WinnerIsDealer is set when the dealer rule doubled every payment to
	// the winner.
	WinnerIsDealer bool      `json:"winner_is_dealer,omitempty"`
	Flat           bool      `json:"flat,omitempty"`
	Losers         []Payment `json:"losers"`
	Total          int       `json:"total"`
	// Stakes is the dollars a point is worth, when not 1.
	Stakes int `json:"stakes,omitempty"`
}

// Transfers returns the money the zappo moves, in the shape the ledger
// stores and every --json gives: each player's name with what he receives
// (+, the winner) or pays (−, each loser). Every player at the table is
// listed and the amounts add up to zero.
func (p *Payments) Transfers() map[string]int {
	t := map[string]int{p.Winner: p.Total}
	for _, l := range p.Losers {
		t[l.Name] = -l.Payment
	}
	return t
}

// maxStake bounds points and flat payments so that no payment overflows;
// no table plays for a billion dollars a point.
const maxStake = 1_000_000_000

// ErrNeedDiscarder is returned when the payments depend on who discarded
// the winning tile and that was not given.
var ErrNeedDiscarder = words.NewError("magicdragon", "the discarder of the winning tile pays double, so say who discarded it, or that the winner drew it himself")

// Settle returns what each loser pays the winner. It refuses a settlement
// that contradicts itself: a name missing, empty or given twice, a
// discarder who is not a loser, a dealer not at the table, the dealer rule
// without a dealer, a penalty below 1 where penalties count.
func Settle(s Settlement) (*Payments, error) {
	if err := s.checkAmounts(); err != nil {
		return nil, err
	}
	seen, err := s.checkNames()
	if err != nil {
		return nil, err
	}
	if err := s.checkSource(seen); err != nil {
		return nil, err
	}
	if s.Dealer != "" && !seen[s.Dealer] {
		return nil, words.Errorf("magicdragon", "the dealer %s is not at the table; name the winner or a loser", s.Dealer)
	}
	if s.DealerRule && s.Dealer == "" {
		return nil, words.NewError("magicdragon", "the special dealer rule doubles payments to or from the dealer, so the dealer must be named")
	}
	return s.pay(), nil
}

// checkAmounts refuses a settlement without a winner or losers, or with
// points, a flat payment or stakes out of range.
func (s *Settlement) checkAmounts() error {
	if s.Winner == "" {
		return words.NewError("magicdragon", "the winner needs a name")
	}
	if len(s.Losers) == 0 {
		return words.NewError("magicdragon", "there must be at least one loser to pay the winner")
	}
	switch {
	case s.Flat < 0 || s.Flat > maxStake:
		return words.Errorf("magicdragon", "a flat payment of %d dollars is out of range (1 to %d)", s.Flat, maxStake)
	case s.Flat == 0 && (s.Points < 0 || s.Points > maxStake):
		return words.Errorf("magicdragon", "the winner's %d points are out of range (0 to %d)", s.Points, maxStake)
	case s.Stakes < 0 || s.Stakes > maxStake:
		return words.Errorf("magicdragon", "stakes of %d dollars a point are out of range (1 to %d)", s.Stakes, maxStake)
	}
	return nil
}

// checkNames refuses a loser without a name, named twice or also the
// winner, or with a penalty out of range where penalties count; it
// returns the names at the table.
func (s *Settlement) checkNames() (map[string]bool, error) {
	seen := map[string]bool{s.Winner: true}
	// Names are one player when a table could not tell them apart, as in
	// the ledger: "bo" and "Bo" may not both pay (see players.Key).
	folded := map[string]bool{players.Key(s.Winner): true}
	for _, l := range s.Losers {
		switch {
		case l.Name == "":
			return nil, words.NewError("magicdragon", "every loser needs a name")
		case players.Key(l.Name) == players.Key(s.Winner):
			return nil, words.Errorf("magicdragon", "%s is the winner and cannot also be a loser", l.Name)
		case folded[players.Key(l.Name)]:
			return nil, words.Errorf("magicdragon", "%s is named twice among the losers; name each player once", l.Name)
		case s.Flat == 0 && (l.Penalty < 1 || l.Penalty > 3*maxSuitSets+2):
			return nil, words.Errorf("magicdragon", "%s has %d penalty points; a loser's penalty is 1 to 14 (he always needs at least one tile)", l.Name, l.Penalty)
		}
		seen[l.Name] = true
		folded[players.Key(l.Name)] = true
	}
	return seen, nil
}

// checkSource refuses a source of the winning tile that contradicts the
// discarder named, or a discard whose discarder is not among seen.
func (s *Settlement) checkSource(seen map[string]bool) error {
	switch s.Source {
	case tiles.SelfDrawn:
		if s.Discarder != "" {
			return words.Errorf("magicdragon", "the winner drew the last tile himself, so %s cannot have discarded it", s.Discarder)
		}
	case tiles.Discard:
		if s.Discarder == "" {
			return ErrNeedDiscarder
		}
		if s.Discarder == s.Winner || !seen[s.Discarder] {
			return words.Errorf("magicdragon", "the discarder %s must be one of the losers", s.Discarder)
		}
	case tiles.SourceUnknown:
		if s.Discarder != "" {
			return words.Errorf("magicdragon", "%s discarded the winning tile, so its source is a discard", s.Discarder)
		}
		if s.Flat == 0 {
			return ErrNeedDiscarder
		}
	default:
		return words.Errorf("magicdragon", "unknown source of the winning tile (%d)", s.Source)
	}
	return nil
}

// pay works out each loser's payment of a settlement already checked.
func (s *Settlement) pay() *Payments {
	flat := s.Flat > 0
	out := &Payments{Winner: s.Winner, Flat: flat, WinnerIsDealer: s.DealerRule && s.Dealer == s.Winner}
	if s.Stakes > 1 {
		out.Stakes = s.Stakes
	}
	for _, l := range s.Losers {
		p := Payment{Name: l.Name, Multiplier: 1,
			Discarder: s.Source == tiles.Discard && s.Discarder == l.Name,
			Dealer:    s.Dealer == l.Name}
		if s.DealerRule && (s.Dealer == s.Winner || s.Dealer == l.Name) {
			p.Multiplier *= 2
		}
		if flat {
			p.Payment = s.Flat * p.Multiplier
		} else {
			if p.Discarder {
				p.Multiplier *= 2
			}
			p.Penalty = l.Penalty
			p.Payment = s.Points * l.Penalty * p.Multiplier
		}
		p.Payment *= max(s.Stakes, 1)
		out.Total += p.Payment
		out.Losers = append(out.Losers, p)
	}
	return out
}
