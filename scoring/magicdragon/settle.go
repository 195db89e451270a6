package magicdragon

import (
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Zappo is a whole zappo as the table reports it: the winner's claim, the
// losers' hands, and the dealer.
type Zappo struct {
	Winner string
	Win    Win
	Losers []NamedHand
	// Dealer names the dealer (winner or a loser), or "".
	Dealer string
	// DealerRule plays the special dealer rule (VIII-1).
	DealerRule bool
	// Stakes is the dollars a point is worth (0 or 1: one dollar).
	Stakes int
}

// Outcome is what a zappo comes to: the winner's score, each loser's
// penalty with its plans (in the order of Zappo.Losers; nil from
// SettleWithoutPlans), and the payments.
type Outcome struct {
	Score       *Result
	Assessments []*Assessment
	Payments    *Payments
}

// Settle scores the winner, assesses every loser with his plans and works
// out the payments. The whole table is checked first: no tile may appear
// more than four times across all the hands, and the discarder must be a
// loser.
func (g *Game) Settle(z Zappo) (*Outcome, error) { return g.settle(z, true) }

// SettleWithoutPlans settles as Settle does, to the same score, payments
// and errors, but finds only each loser's penalty points, not the plans
// that reach them, which cost far more: for a caller that wants the money
// alone, as the audit of a ledger does. Outcome.Assessments is nil.
func (g *Game) SettleWithoutPlans(z Zappo) (*Outcome, error) { return g.settle(z, false) }

// settle is Settle, with the losers' plans or without.
func (g *Game) settle(z Zappo, plans bool) (*Outcome, error) {
	if err := CheckName(z.Winner); err != nil {
		return nil, err
	}
	if len(z.Losers) == 0 {
		return nil, words.NewError("magicdragon", "there must be at least one loser to pay the winner")
	}
	switch n := 1 + len(z.Losers); {
	case n > 6 && !g.Table.SmallHands:
		return nil, words.Errorf("magicdragon", "%d players: more than six play with 10-tile hands (IX-3); add --small-hands", n)
	case g.Table.WithoutSuit != "" && n != 3:
		return nil, words.Errorf("magicdragon", "%s: a suit is removed only in the three-player game (IX-2)", words.Plural(n, "player"))
	}
	table := append([]NamedHand{{Name: z.Winner, Hand: z.Win.Hand}}, z.Losers...)
	if err := CheckTableTiles(table); err != nil {
		return nil, err
	}
	res, err := g.Score(z.Win)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Score: res}
	s := Settlement{Winner: z.Winner, Points: res.Points, Flat: g.Version.FlatPayment,
		Source: z.Win.Source, Discarder: z.Win.Discarder, DealerRule: z.DealerRule, Dealer: z.Dealer, Stakes: z.Stakes}
	if z.Win.AllNatural && s.Source == tiles.SourceUnknown {
		// Nobody discarded anything: the hand was complete before play.
		s.Source = tiles.SelfDrawn
	}
	for _, l := range z.Losers {
		penalty, err := out.assess(g.Table, l.Hand, plans)
		if err != nil {
			return nil, words.Errorf(Deck.Game, "%s's hand: %s", l.Name, strings.TrimPrefix(err.Error(), Deck.Game+": "))
		}
		s.Losers = append(s.Losers, LoserPenalty{Name: l.Name, Penalty: penalty})
	}
	out.Payments, err = Settle(s)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// assess returns a loser's penalty points and, when plans are wanted, adds
// his assessment to o.
func (o *Outcome) assess(t Table, h *Hand, plans bool) (int, error) {
	if !plans {
		return t.PenaltyPoints(h)
	}
	a, err := t.Assess(h)
	if err != nil {
		return 0, err
	}
	o.Assessments = append(o.Assessments, a)
	return a.Penalty, nil
}
