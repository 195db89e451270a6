package magic

import (
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A Magic Dragon win in the ledger is recorded with the hands as typed;
// the ledger supplies the players, the version in force, the dealer and
// the table's rules (dealer rule, stakes, small hands, a suit removed).
// Its transfers are what magicrecord settles in the state the record is
// appended to, and the audit settles every recorded win again the same
// way.

// Rulebook is what the ledger needs of Magic Dragon's rules: its versions,
// ultimate cycles and suits.
func Rulebook() books.Rulebook { return magicrecord.Rulebook() }

// seat is what the ledger's state st supplies to a hand: the version in
// force, the dealer, the dealer rule, small hands, the suit removed, the
// players and the stakes. A flag that says otherwise would score another
// game than the one a record of it is refused in.
func seat(st books.State) ([]qa.Supplied, error) {
	r, v, players := st.Header.Rules, st.Version, st.Header.Players
	// Every record audited is seated: the words are joined, not formatted.
	return []qa.Supplied{
		{Key: "version", Value: v, Says: "plays version " + v + " now", Echo: true,
			Same: func(t string) bool { return strings.EqualFold(t, v) }},
		{Key: "dealer", Value: st.RoleHolder, Says: "says " + st.RoleHolder + " deals this game", Echo: true},
		onlyWhen("dealer-rule", r.DealerRule, "does not play the special dealer rule"),
		onlyWhen("small-hands", r.SmallHands, "is kept for "+strconv.Itoa(len(players))+" players with full hands"),
		{Key: "without-suit", Value: r.WithoutSuit, Same: func(t string) bool { return strings.EqualFold(t, r.WithoutSuit) },
			Refused: func(t string) string { return "is not kept for the game without suit " + strings.ToUpper(t) }},
		{Key: "players", Value: strings.Join(players, ","), Says: "seats its players"},
		{Key: "stakes", Value: strconv.Itoa(r.Stakes), Says: "plays for stakes of " + strconv.Itoa(r.Stakes), Echo: true},
	}, nil
}

// onlyWhen supplies the rule key as the ledger plays it (on), refusing a
// typed yes when it does not, in its words (off): a typed no leaves the
// ledger's rule as it is.
func onlyWhen(key string, on bool, off string) qa.Supplied {
	return qa.Supplied{Key: key, Value: strconv.FormatBool(on), Says: off,
		Same: func(t string) bool { return on || t != "true" }}
}

// recorded refuses, for the audit, a recorded win that cannot be settled
// again, at the table the ledger supplies: a winner not at it, or his hand
// not read (naming him, so check reports it at the hand's line).
func recorded(a qa.Answers) error {
	if err := (magicrecord.Table{Players: a.List("players")}).CheckWinner(a["winner"]); err != nil {
		return err
	}
	g, err := game(a)
	if err != nil {
		return err
	}
	if _, err := g.Table.ParseHand(a["hand"], false); err != nil {
		return &books.HandError{Player: a["winner"], Err: err}
	}
	return nil
}
