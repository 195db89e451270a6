package q

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// A Q Mahjongg win in the ledger is recorded with the hand as typed and
// how it was won; the ledger supplies the players clockwise from the
// banker of its rotation, the round, and the stake: the built-in
// ruleset's stake (2) times the ledger's stakes. The audit scores and
// settles every recorded win again by the same code as 'q score'.

// seating returns the players of the ledger's next hand clockwise from its
// banker.
func seating(st ledger.State) []string {
	ps := st.Header.Players
	i := max(st.Header.Seat(st.Dealer), 0)
	return append(slices.Clone(ps[i:]), ps[:i]...)
}

// ledgerStake is the stake a ledger plays for: the ruleset's stake times
// the ledger's stakes, so that half Fang always pays a whole amount.
func ledgerStake(st ledger.State, rules *qmahjongg.Rules) int {
	return rules.Stake * max(st.Header.Rules.Stakes, 1)
}

// recordedOptions are the options of a recorded win, in the state it was
// played in.
func recordedOptions(in *ledger.Inputs, st ledger.State, rules *qmahjongg.Rules) (*scoreOptions, error) {
	o := &scoreOptions{hand: in.Hand, round: st.Round[:1], selfDrawn: in.SelfDrawn, discardBy: in.DiscardBy,
		gongReplacement: in.GongReplacement, bankerFirstDraw: in.BankerFirstDraw, bankerFirstDiscard: in.BankerFirstDiscard,
		players: seating(st), winner: in.Winner, stake: ledgerStake(st, rules), record: "the ledger",
		given: func(string) bool { return false }}
	if in.Fang != "" {
		if err := o.fang.Set(in.Fang); err != nil {
			return nil, fmt.Errorf("fang: %w", err)
		}
	}
	// The record's own fields are named, not the flags that wrote them.
	switch {
	case !slices.Contains([]string{"", "own", "discard"}, in.GongReplacement):
		return nil, fmt.Errorf("gong_replacement: %q: write own (a gong of his own draw) or discard (a gong made with another's discard)", in.GongReplacement)
	case !in.SelfDrawn && in.DiscardBy == "" && in.GongReplacement == "" && !in.BankerFirstDraw && !in.BankerFirstDiscard:
		return nil, errors.New("the payments depend on how the winning card came: write self_drawn: true or discard_by: NAME")
	}
	return o, o.check()
}

// settleRecorded scores and settles a recorded win again and returns each
// player's transfer.
func settleRecorded(in *ledger.Inputs, st ledger.State) (map[string]int, error) {
	_, out, err := scoreRecorded(in, st)
	if err != nil {
		return nil, err
	}
	return out.pay.Transfers, nil
}

// scoreRecorded scores and settles a recorded win again, in the state st
// it was played in, and returns the options it was scored with and the
// outcome.
func scoreRecorded(in *ledger.Inputs, st ledger.State) (*scoreOptions, *outcome, error) {
	rules, err := rulesets.QMahjongg()
	if err != nil {
		return nil, nil, err
	}
	o, err := recordedOptions(in, st, rules)
	if err != nil {
		return nil, nil, err
	}
	out, err := o.compute(rules)
	return o, out, err
}

// Auditor is the audit of 'ledger check' for Q Mahjongg: it scores and
// settles again every win recorded from a hand; other records are checked
// by the ledger alone.
type Auditor struct{}

// Recompute settles the win h again in the state st it was played in and
// returns each player's transfer; ledger.ErrSkip for any other record.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	return cmdutil.RecomputeWin(ledger.QMahjongg, h, st, settleRecorded)
}

// fromLedger takes the players, the round and the stake from the ledger,
// to ask at the table; flags that say otherwise are refused.
func (o *scoreOptions) fromLedger() error {
	cur, err := cmdutil.ReadLedgerOf(o.record, ledger.QMahjongg)
	if err != nil {
		return err
	}
	return o.agreeWithLedger(cur.State)
}

// agreeWithLedger takes the players, the round and the stake from the
// ledger's state st, refusing only flags the person typed that say
// otherwise.
func (o *scoreOptions) agreeWithLedger(st ledger.State) error {
	rules, err := rulesets.QMahjongg()
	if err != nil {
		return err
	}
	seats, round, stake := seating(st), st.Round[:1], ledgerStake(st, rules)
	if o.given("players") && strings.Join(o.players, ",") != strings.Join(seats, ",") {
		return fmt.Errorf("%s seats %s clockwise from the banker for this hand; leave out --players", o.record, strings.Join(seats, ", "))
	}
	if o.given("round") && !strings.EqualFold(o.round, round) {
		return fmt.Errorf("%s plays the %s round now; leave out --round %s", o.record, st.Round, o.round)
	}
	if o.given("stake") && o.stake != stake {
		return fmt.Errorf("%s plays for a stake of %d; leave out --stake %d", o.record, stake, o.stake)
	}
	o.players, o.round, o.stake = seats, round, stake
	return nil
}

// recordHand scores, settles and appends the win to the ledger under its
// lock, in the state the record is appended to.
func recordHand(opts *scoreOptions, rules *qmahjongg.Rules) (*outcome, error) {
	var out *outcome
	app, err := cmdutil.RecordWin(opts.record, ledger.QMahjongg, opts.at, func(st ledger.State) (*ledger.Inputs, map[string]int, error) {
		if err := opts.agreeWithLedger(st); err != nil {
			return nil, nil, err
		}
		var err error
		if out, err = opts.compute(rules); err != nil {
			return nil, nil, err
		}
		return opts.inputs(), out.pay.Transfers, nil
	})
	if err != nil {
		return nil, err
	}
	out.recorded = app
	return out, nil
}

// inputs are what the ledger records of the win, once scored (which names
// the banker who discarded on --banker-first-discard).
func (o *scoreOptions) inputs() *ledger.Inputs {
	in := &ledger.Inputs{Winner: o.winner, Hand: o.hand, DiscardBy: o.discardBy,
		SelfDrawn:       o.selfDrawn || o.gongReplacement != "" || o.bankerFirstDraw,
		GongReplacement: strings.ToLower(o.gongReplacement), BankerFirstDraw: o.bankerFirstDraw,
		BankerFirstDiscard: o.bankerFirstDiscard}
	if o.fang.given {
		in.Fang = o.fang.level.String()
	}
	return in
}
