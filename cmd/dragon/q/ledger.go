package q

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// A Q Mahjongg win in the ledger is recorded with the hand as typed and
// how it was won; the ledger supplies the players clockwise from the
// banker of its rotation, the round, and the stake: the built-in
// ruleset's stake (2) times the ledger's stakes. The audit scores and
// settles every recorded win again by the same code as 'q score'.

// seat is what the ledger's state st supplies to a hand: the players
// clockwise from the banker, the round and the stake.
func seat(st books.State) ([]qa.Supplied, error) {
	rules, err := rulesets.QMahjongg()
	if err != nil {
		return nil, err
	}
	seats, round, stake := seating(st), st.Round[:1], rules.Stake*max(st.Header.Rules.Stakes, 1)
	return []qa.Supplied{
		{Key: "players", Value: strings.Join(seats, ","),
			Says: fmt.Sprintf("seats %s clockwise from the banker for this hand", strings.Join(seats, ", "))},
		{Key: "round", Value: round, Says: fmt.Sprintf("plays the %s round now", st.Round), Echo: true,
			Same: func(t string) bool { return strings.EqualFold(t, round) }},
		{Key: "stakes", Value: strconv.Itoa(stake), Says: fmt.Sprintf("plays for a stake of %d", stake), Echo: true},
	}, nil
}

// seating returns the players of the ledger's next hand clockwise from its
// banker.
func seating(st books.State) []string {
	ps := st.Header.Players
	i := max(st.Header.Seat(st.RoleHolder), 0)
	return append(slices.Clone(ps[i:]), ps[:i]...)
}

// record is what the ledger keeps of a scored win: the answers as scored
// (a win on the banker's first discard names him; a gong replacement and
// the banker's first draw are self-drawn; --fang is the level settled),
// and the payments.
func record(a qa.Answers, out *outcome) (qa.Answers, map[string]int) {
	kept := a.Clone()
	if d := out.win.discardBy; d != "" {
		kept["discard-by"] = d
	}
	if a.Has("gong-replacement") || a.Yes("banker-first-draw") {
		kept["self-drawn"] = "true"
	}
	if g := a["gong-replacement"]; g != "" {
		kept["gong-replacement"] = strings.ToLower(g)
	}
	if a.Has("fang") {
		kept["fang"] = out.settled.String()
	}
	return kept, out.pay.Transfers
}

// recorded refuses, for the audit, a recorded win that cannot be settled
// again, naming the record's own fields, not the flags that wrote them.
func recorded(a qa.Answers) error {
	switch g := a["gong-replacement"]; {
	case g != "" && g != "own" && g != "discard":
		return fmt.Errorf("gong_replacement: %q: write own (a gong of his own draw) or discard (a gong made with another's discard)", g)
	case !slices.ContainsFunc([]string{"self-drawn", "discard-by", "gong-replacement", "banker-first-draw", "banker-first-discard"}, a.Has):
		return errors.New("the payments depend on how the winning card came: write self_drawn: true or discard_by: NAME")
	}
	if _, err := qmahjongg.ParseLevel(a["fang"]); a.Has("fang") && err != nil {
		return fmt.Errorf("fang: %w", err)
	}
	return nil
}
