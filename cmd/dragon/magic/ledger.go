package magic

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// A Magic Dragon win in the ledger is recorded with the hands as typed,
// and its transfers are what magicdragon.Game.Settle says, times the
// table's stakes. The audit settles every recorded win again.

// settleRecorded settles a Magic Dragon win from a ledger record's inputs,
// in the state it was played in: the version in force, the dealer, the
// dealer rule and stakes of the session.
func settleRecorded(in *ledger.Inputs, st ledger.State) (*magicdragon.Outcome, map[string]int, error) {
	rules, err := rulesets.MagicDragon()
	if err != nil {
		return nil, nil, err
	}
	g, err := magicdragon.NewGame(rules, st.Version, magicdragon.Table{})
	if err != nil {
		return nil, nil, err
	}
	h, err := g.Table.ParseHand(in.Hand, false)
	if err != nil {
		return nil, nil, fmt.Errorf("%s's hand: %w", in.Winner, err)
	}
	w := magicdragon.Win{Hand: h, AllNatural: in.AllNatural, Discarder: in.DiscardBy, Source: magicdragon.SourceOf(in.SelfDrawn, in.DiscardBy)}
	if st.Header.Seat(in.Winner) < 0 {
		return nil, nil, fmt.Errorf("the winner %s is not at this table (players: %s)", in.Winner, strings.Join(st.Header.Players, ", "))
	}
	z := magicdragon.Zappo{Winner: in.Winner, Win: w, Dealer: st.Dealer, DealerRule: st.Header.Rules.DealerRule, Stakes: st.Header.Rules.Stakes}
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
			return nil, nil, fmt.Errorf("%s's hand: %w", p, err)
		}
		z.Losers = append(z.Losers, magicdragon.NamedHand{Name: p, Hand: lh})
	}
	if len(z.Losers) != len(in.Losers) {
		return nil, nil, fmt.Errorf("the losers' hands name someone who is not at the table (players: %s)", strings.Join(st.Header.Players, ", "))
	}
	out, err := g.Settle(z)
	if err != nil {
		return nil, nil, err
	}
	return out, out.Payments.Transfers(), nil
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
	_, t, err := settleRecorded(h.Inputs, st)
	return t, err
}

// recordHand settles the zappo of opts in the ledger's current state and
// appends it, under the ledger's lock. The flags that the ledger already
// answers (version, dealer, dealer rule) must agree with it.
func recordHand(opts *scoreOptions, file string) (*magicdragon.Outcome, *ledger.Appended, error) {
	var out *magicdragon.Outcome
	app, err := cmdutil.RecordHand(file, ledger.Magic, opts.at, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := opts.agreeWithLedger(file, st); err != nil {
			return nil, err
		}
		in := &ledger.Inputs{Winner: opts.winner, Hand: opts.hand, SelfDrawn: opts.selfDrawn, DiscardBy: opts.discardBy, AllNatural: opts.allNatural}
		for _, l := range opts.losers {
			name, hand, _ := strings.Cut(l, "=")
			in.Losers = append(in.Losers, ledger.NamedHand{Name: strings.TrimSpace(name), Hand: strings.TrimSpace(hand)})
		}
		var transfers map[string]int
		var err error
		out, transfers, err = settleRecorded(in, st)
		if err != nil {
			return nil, err
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Transfers: transfers}, nil
	})
	return out, app, err
}

// agreeWithLedger refuses flags that contradict the ledger's state.
func (o *scoreOptions) agreeWithLedger(file string, st ledger.State) error {
	if o.table.version != "" && !strings.EqualFold(o.table.version, st.Version) {
		return fmt.Errorf("%s plays version %s now; leave out --version %s", file, st.Version, o.table.version)
	}
	if o.dealer != "" && o.dealer != st.Dealer {
		return fmt.Errorf("%s says %s deals this game; leave out --dealer %s", file, st.Dealer, o.dealer)
	}
	if o.dealerRule && !st.Header.Rules.DealerRule {
		return fmt.Errorf("%s does not play the special dealer rule; leave out --dealer-rule", file)
	}
	if o.table.smallHands || o.table.withoutSuit != "" || o.table.rulesetFile != "" {
		return errors.New("a ledger records the four-suit game with the built-in ruleset; leave out --small-hands, --without-suit and --ruleset")
	}
	return nil
}
