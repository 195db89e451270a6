package magic

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// A Magic Dragon win in the ledger is recorded with the hands as typed,
// and its transfers are what magicrecord.Settle says in the state the
// record is appended to; the audit (magicrecord.Auditor) settles every
// recorded win again the same way.

// Auditor is the audit of 'ledger check' for Magic Dragon.
type Auditor = magicrecord.Auditor

// Rulebook is what the ledger needs of Magic Dragon's rules: its versions,
// ultimate cycles and suits.
func Rulebook() ledger.Rulebook { return magicrecord.Rulebook() }

// typedFlags are the table flags as the person typed them, before a
// ledger fills in what they leave out: only these can contradict it.
type typedFlags struct {
	table      tableFlags
	dealer     string
	dealerRule bool
}

// scored is a hand scored, settled when the losers are given, and the
// record written when it was recorded.
type scored struct {
	g   *magicdragon.Game
	w   magicdragon.Win
	out *magicdragon.Outcome
	app *ledger.Appended
}

// recordHand settles the zappo of opts and appends it to the ledger at
// file, under the ledger's lock. Everything the ledger supplies (the
// version, the dealer, the dealer rule, the stakes, the table) is taken
// from the state the record is appended to, never from a read before the
// lock; the flags the person typed must agree with it.
func recordHand(opts *scoreOptions, file string) (*scored, error) {
	if opts.winner == "" || len(opts.losers) == 0 {
		return nil, errors.New("--record needs the whole table: --winner NAME and a --loser NAME=HAND for every other player")
	}
	s := &scored{}
	app, err := cmdutil.RecordWin(file, ledger.Magic, &opts.record.At, func(st ledger.State) (*ledger.Inputs, map[string]int, error) {
		if err := opts.agreeWithLedger(file, st); err != nil {
			return nil, nil, err
		}
		var err error
		if s.g, err = magicrecord.Game(st); err != nil {
			return nil, nil, err
		}
		if s.w, err = opts.win(s.g); err != nil {
			return nil, nil, err
		}
		in := &ledger.Inputs{Winner: opts.winner, Hand: opts.hand, SelfDrawn: opts.selfDrawn, DiscardBy: opts.discardBy, AllNatural: opts.allNatural}
		for _, l := range opts.losers {
			n, _ := players.Cut(l)
			in.Losers = append(in.Losers, ledger.NamedHand{Name: n.Name, Hand: strings.TrimSpace(n.Rest)})
		}
		var transfers map[string]int
		s.out, transfers, err = magicrecord.Settle(in, st)
		return in, transfers, err
	})
	s.app = app
	return s, err
}

// agreeWithLedger refuses flags the person typed that contradict the
// state the record is appended to.
func (o *scoreOptions) agreeWithLedger(file string, st ledger.State) error {
	t, r := o.typed, st.Header.Rules
	switch {
	case t.table.version != "" && !strings.EqualFold(t.table.version, st.Version):
		return fmt.Errorf("%s plays version %s now; leave out --version %s", file, st.Version, t.table.version)
	case t.dealer != "" && t.dealer != st.Dealer:
		return fmt.Errorf("%s says %s deals this game; leave out --dealer %s", file, st.Dealer, t.dealer)
	case t.dealerRule && !r.DealerRule:
		return fmt.Errorf("%s does not play the special dealer rule; leave out --dealer-rule", file)
	case t.table.smallHands && !r.SmallHands:
		return fmt.Errorf("%s is kept for %d players with full hands; leave out --small-hands", file, len(st.Header.Players))
	case t.table.withoutSuit != "" && !strings.EqualFold(t.table.withoutSuit, r.WithoutSuit):
		return fmt.Errorf("%s is not kept for the game without suit %s; leave out --without-suit", file, strings.ToUpper(t.table.withoutSuit))
	case t.table.rulesetFile != "":
		return errors.New("a ledger records hands by the built-in ruleset; leave out --ruleset")
	}
	return nil
}
