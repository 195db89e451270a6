package magic

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger"
)

// A Magic Dragon win in the ledger is recorded with the hands as typed;
// the ledger supplies the players, the version in force, the dealer and
// the table's rules (dealer rule, stakes, small hands, a suit removed).
// Its transfers are what magicrecord settles in the state the record is
// appended to, and the audit settles every recorded win again the same
// way.

// Rulebook is what the ledger needs of Magic Dragon's rules: its versions,
// ultimate cycles and suits.
func Rulebook() ledger.Rulebook { return magicrecord.Rulebook() }

// seat is what the ledger's state st supplies to a hand: the version in
// force, the dealer, the dealer rule, small hands, the suit removed, the
// players and the stakes. A flag that says otherwise would score another
// game than the one a record of it is refused in.
func seat(st ledger.State) ([]hand.Supplied, error) {
	r, n := st.Header.Rules, len(st.Header.Players)
	return []hand.Supplied{
		{Key: "version", Value: st.Version, Says: fmt.Sprintf("plays version %s now", st.Version), Echo: true,
			Same: func(t string) bool { return strings.EqualFold(t, st.Version) }},
		{Key: "dealer", Value: st.Dealer, Says: fmt.Sprintf("says %s deals this game", st.Dealer), Echo: true},
		onlyWhen("dealer-rule", r.DealerRule, "does not play the special dealer rule"),
		onlyWhen("small-hands", r.SmallHands, fmt.Sprintf("is kept for %d players with full hands", n)),
		{Key: "without-suit", Value: r.WithoutSuit, Same: func(t string) bool { return strings.EqualFold(t, r.WithoutSuit) },
			Refused: func(t string) string { return "is not kept for the game without suit " + strings.ToUpper(t) }},
		{Key: "players", Value: strings.Join(st.Header.Players, ","), Says: "seats " + strings.Join(st.Header.Players, ", ")},
		{Key: "stakes", Value: strconv.Itoa(r.Stakes), Says: fmt.Sprintf("plays for stakes of %d", r.Stakes), Echo: true},
	}, nil
}

// onlyWhen supplies the rule key as the ledger plays it (on), refusing a
// typed yes when it does not, in its words (off): a typed no leaves the
// ledger's rule as it is.
func onlyWhen(key string, on bool, off string) hand.Supplied {
	return hand.Supplied{Key: key, Value: strconv.FormatBool(on), Says: off,
		Same: func(t string) bool { return on || t != "true" }}
}

// recorded refuses, for the audit, a recorded win that cannot be settled
// again, at the table the ledger supplies: a winner not at it, or his hand
// not read (naming him, so check reports it at the hand's line).
func recorded(a hand.Answers) error {
	if err := (magicrecord.Table{Players: a.List("players")}).CheckWinner(a["winner"]); err != nil {
		return err
	}
	g, err := game(a)
	if err != nil {
		return err
	}
	if _, err := g.Table.ParseHand(a["hand"], false); err != nil {
		return &ledger.HandError{Player: a["winner"], Err: err}
	}
	return nil
}
