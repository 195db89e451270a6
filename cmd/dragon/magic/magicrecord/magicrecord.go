// Package magicrecord scores a Magic Dragon win recorded in a ledger: the
// hands as typed at the table, settled with magicdragon in the state the
// hand was played in. Recording a scored hand, the audit of 'ledger check'
// and the ledgers made for tests all settle a record this one way.
package magicrecord

import (
	"fmt"
	"strings"
	"sync"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Settle settles a Magic Dragon win from a ledger record's inputs, in the
// state st it was played in: the version in force, the dealer, and the
// header's dealer rule, stakes, small hands and suit removed. It returns
// the outcome, the losers' plans with it, and each player's transfer
// (+ receives, - pays). An error about one player's hand is a
// *ledger.HandError.
func Settle(in *ledger.Inputs, st ledger.State) (*magicdragon.Outcome, map[string]int, error) {
	return settle(in, st, (*magicdragon.Game).Settle)
}

// Transfers is Settle without the losers' plans, which the money does not
// depend on: the same transfers and errors, at a fraction of the cost.
func Transfers(in *ledger.Inputs, st ledger.State) (map[string]int, error) {
	_, t, err := settle(in, st, (*magicdragon.Game).SettleWithoutPlans)
	return t, err
}

// Score scores the winner's hand of a recorded win, as Settle does, in
// the state st it was played in, for a report of the hand: the losers'
// hands, which the score does not depend on, are not read.
func Score(in *ledger.Inputs, st ledger.State) (*magicdragon.Result, error) {
	g, err := sharedGame(st)
	if err != nil {
		return nil, err
	}
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, &ledger.HandError{Player: in.Winner, Err: err}
	}
	return g.Score(win(in, h))
}

// win is the win of a record's inputs, the winner's hand h read.
func win(in *ledger.Inputs, h *magicdragon.Hand) magicdragon.Win {
	return magicdragon.Win{Hand: h, AllNatural: in.AllNatural, Discarder: in.DiscardBy, Source: tiles.SourceOf(in.SelfDrawn, in.DiscardBy)}
}

// settle is Settle, the zappo settled by how.
func settle(in *ledger.Inputs, st ledger.State, how func(*magicdragon.Game, magicdragon.Zappo) (*magicdragon.Outcome, error)) (*magicdragon.Outcome, map[string]int, error) {
	g, err := sharedGame(st)
	if err != nil {
		return nil, nil, err
	}
	r := st.Header.Rules
	if st.Header.Seat(in.Winner) < 0 {
		return nil, nil, fmt.Errorf("the winner %s is not at this table (players: %s)", in.Winner, strings.Join(st.Header.Players, ", "))
	}
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, nil, &ledger.HandError{Player: in.Winner, Err: err}
	}
	z := magicdragon.Zappo{Winner: in.Winner, Win: win(in, h), Dealer: st.Dealer, DealerRule: r.DealerRule, Stakes: r.Stakes}
	for _, p := range st.Header.Players {
		if p == in.Winner {
			continue
		}
		hand, ok := in.LoserHand(p)
		if !ok {
			return nil, nil, fmt.Errorf("%s's hand is missing: every player but the winner pays, by his penalty", p)
		}
		lh, err := g.Table.ParseHand(hand, true)
		if err != nil {
			return nil, nil, &ledger.HandError{Player: p, Err: err}
		}
		z.Losers = append(z.Losers, magicdragon.NamedHand{Name: p, Hand: lh})
	}
	if len(z.Losers) != len(in.Losers) {
		return nil, nil, fmt.Errorf("the losers' hands name someone who is not at the table (players: %s)", strings.Join(st.Header.Players, ", "))
	}
	out, err := how(g, z)
	if err != nil {
		return nil, nil, err
	}
	transfers := map[string]int{in.Winner: out.Payments.Total}
	for _, l := range out.Payments.Losers {
		transfers[l.Name] = -l.Payment
	}
	return out, transfers, nil
}

// Game is the Magic Dragon game played in state st: the built-in rules,
// the version in force, and the header's small hands and suit removed.
func Game(st ledger.State) (*magicdragon.Game, error) {
	rules, err := rulesets.MagicDragon()
	if err != nil {
		return nil, err
	}
	r := st.Header.Rules
	return magicdragon.NewGame(rules, st.Version, magicdragon.Table{SmallHands: r.SmallHands, WithoutSuit: r.WithoutSuit})
}

// games holds the game of every (version, table) settled so far: a
// season's audit settles thousands of wins in a handful of games, and
// building one costs as much as settling a win without plans. The games
// are only read once built, so goroutines share them; an unknown version
// is an error and never kept, so the map stays as small as the ruleset.
var games sync.Map // gameKey → *magicdragon.Game

type gameKey struct {
	version string
	table   magicdragon.Table
}

// sharedGame is Game(st), built once per version and table.
func sharedGame(st ledger.State) (*magicdragon.Game, error) {
	r := st.Header.Rules
	key := gameKey{st.Version, magicdragon.Table{SmallHands: r.SmallHands, WithoutSuit: r.WithoutSuit}}
	if g, ok := games.Load(key); ok {
		return g.(*magicdragon.Game), nil
	}
	g, err := Game(st)
	if err != nil {
		return nil, err
	}
	shared, _ := games.LoadOrStore(key, g)
	return shared.(*magicdragon.Game), nil
}

// Auditor is the audit of 'ledger check' for Magic Dragon: it settles
// again every win recorded from hands; other records are checked by the
// ledger alone.
type Auditor struct{}

// Recompute settles the win h again in the state st it was played in and
// returns each player's transfer; ledger.ErrSkip for any other record.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	if st.Header.Game != ledger.Magic || h.Kind != ledger.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return nil, ledger.ErrSkip
	}
	return Transfers(h.Inputs, st)
}

// Rulebook is what the ledger needs of Magic Dragon's rules, from the
// built-in ruleset: the versions, the default one, the ultimate cycles and
// the suits a three-player table may remove. Without the ruleset (which is
// built in and tested) it holds the suits alone.
func Rulebook() ledger.Rulebook {
	rb := ledger.Rulebook{Suits: magicdragon.Suits}
	rules, err := rulesets.MagicDragon()
	if err != nil {
		return rb
	}
	for _, v := range rules.Versions {
		rb.Versions = append(rb.Versions, v.Name)
	}
	rb.DefaultVersion, rb.Ultimate = rules.DefaultVersion, rules.Ultimate
	return rb
}
