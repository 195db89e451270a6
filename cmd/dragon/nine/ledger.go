package nine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// A Nine Dragons win in the ledger is recorded with the hand as typed and
// how it was won; the ledger supplies the seats (East from its rotation),
// the round and the stakes. Its transfers are what ninedragons.Game.Settle
// says, and the audit settles every recorded win again.

// seating returns the players of the ledger's next hand as East, South,
// West, North.
func seating(st ledger.State) []string {
	winds := st.SeatWinds()
	out := make([]string, len(ledger.Winds))
	for name, w := range winds {
		for i, x := range ledger.Winds {
			if x == w {
				out[i] = name
			}
		}
	}
	return out
}

// settleRecorded scores and settles a win from a ledger record's inputs,
// in the state it was played in, and returns each player's transfer: by
// the path of 'nine score --record', with nothing typed.
func settleRecorded(in *ledger.Inputs, st ledger.State) (map[string]int, error) {
	out, err := scoreRecorded(in, st)
	if err != nil {
		return nil, err
	}
	return out.pay.Transfers, nil
}

// scoreRecorded scores and settles a win from a ledger record's inputs, in
// the state it was played in, and returns the outcome.
func scoreRecorded(in *ledger.Inputs, st ledger.State) (*outcome, error) {
	g, err := newGame()
	if err != nil {
		return nil, err
	}
	h, err := ninedragons.ParseHand(in.Hand)
	if err != nil {
		// A HandError: ledger check reports it at the hand's line.
		return nil, &ledger.HandError{Player: in.Winner, Err: err}
	}
	if !in.SelfDrawn && in.DiscardBy == "" {
		return nil, errors.New("the chips depend on where the winning tile came from: write self_drawn: true or discard_by: NAME")
	}
	o := &scoreOptions{hand: in.Hand, winner: in.Winner, selfDrawn: in.SelfDrawn, discardBy: in.DiscardBy,
		kongReplacement: in.KongReplacement, twelfthBy: in.TwelfthBy, fifthTile: in.FifthTile,
		given: func(string) bool { return false }}
	return o.settleIn(g, h, st)
}

// Auditor is the audit of 'ledger check' for Nine Dragons: it settles
// again every win recorded from a hand; other records are checked by the
// ledger alone.
type Auditor struct{}

// Recompute settles the win h again in the state st it was played in and
// returns each player's transfer; ledger.ErrSkip for any other record.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	return cmdutil.RecomputeWin(ledger.NineDragons, h, st, settleRecorded)
}

// fromLedger takes the seats, the round and the stakes from the ledger,
// to ask at the table; flags that say otherwise are refused.
func (o *scoreOptions) fromLedger() error {
	cur, err := cmdutil.ReadLedgerOf(o.record, ledger.NineDragons)
	if err != nil {
		return err
	}
	return o.agreeWithLedger(cur.State)
}

// agreeWithLedger takes the seats, the round and the stakes from the
// ledger's state st, refusing only flags the person typed that say
// otherwise.
func (o *scoreOptions) agreeWithLedger(st ledger.State) error {
	seats := seating(st)
	if o.given("players") && strings.Join(o.players, ",") != strings.Join(seats, ",") {
		return fmt.Errorf("%s seats %s as East, South, West, North for this hand; leave out --players", o.record, strings.Join(seats, ", "))
	}
	round, err := ninedragons.ParseWind(st.Round)
	if err != nil {
		return err
	}
	if o.given("round") && !strings.EqualFold(o.round, round.String()) && !strings.EqualFold(o.round, round.Name()) {
		return fmt.Errorf("%s plays the %s round now; leave out --round %s", o.record, round.Name(), o.round)
	}
	stakes := max(st.Header.Rules.Stakes, 1)
	if o.given("stakes") && o.stakes != stakes {
		return fmt.Errorf("%s plays for stakes of %d; leave out --stakes %d", o.record, stakes, o.stakes)
	}
	o.players, o.round, o.stakes = seats, round.String(), stakes
	return nil
}

// settleIn scores and settles the hand h in the ledger's state st, which
// seats the players and gives the round and the stakes.
func (o *scoreOptions) settleIn(g *ninedragons.Game, h *ninedragons.Hand, st ledger.State) (*outcome, error) {
	if err := o.agreeWithLedger(st); err != nil {
		return nil, err
	}
	return o.scoreHand(g, h)
}

// recordHand scores, settles and appends the win to the ledger under its
// lock, in the state the record is appended to.
func recordHand(opts *scoreOptions, g *ninedragons.Game) (*outcome, error) {
	h, err := ninedragons.ParseHand(opts.hand)
	if err != nil {
		return nil, err
	}
	in := &ledger.Inputs{Winner: opts.winner, Hand: opts.hand, SelfDrawn: opts.selfDrawn || opts.kongReplacement,
		DiscardBy: opts.discardBy, KongReplacement: opts.kongReplacement, TwelfthBy: opts.twelfthBy, FifthTile: opts.fifthTile}
	var out *outcome
	app, err := cmdutil.RecordWin(opts.record, ledger.NineDragons, opts.at, func(st ledger.State) (*ledger.Inputs, map[string]int, error) {
		var err error
		if out, err = opts.settleIn(g, h, st); err != nil {
			return nil, nil, err
		}
		return in, out.pay.Transfers, nil
	})
	if err != nil {
		return nil, err
	}
	out.recorded = app
	return out, nil
}
