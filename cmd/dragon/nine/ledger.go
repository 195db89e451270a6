package nine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// A Nine Dragons win in the ledger is recorded with the hand as typed and
// how it was won; the ledger supplies the seats (East from its rotation),
// the round and the stakes. Its transfers are what ninedragons.Game.Settle
// says, and the audit settles every recorded win again.

// seat is what the ledger's state st supplies to a hand: the players as
// East, South, West, North, the round, the stakes and the session's
// minimum hand; and whether the session plays the fifth-tile rule: in one
// that does not, nobody pays for a fifth tile.
func seat(st books.State) ([]qa.Supplied, error) {
	seats := seating(st)
	round, err := ninedragons.ParseWind(st.Round)
	if err != nil {
		return nil, err
	}
	r := st.Header.Rules
	stakes := max(r.Stakes, 1)
	out := []qa.Supplied{
		{Key: "players", Value: strings.Join(seats, ","),
			Says: fmt.Sprintf("seats %s as East, South, West, North for this hand", strings.Join(seats, ", "))},
		{Key: "round", Value: round.String(), Says: fmt.Sprintf("plays the %s round now", round.Name()), Echo: true,
			Same: func(t string) bool { return strings.EqualFold(t, round.String()) || strings.EqualFold(t, round.Name()) }},
		{Key: "stakes", Value: strconv.Itoa(stakes), Says: fmt.Sprintf("plays for stakes of %d", stakes), Echo: true},
		{Key: "minimum", Value: strconv.Itoa(r.Minimum), Says: "plays a minimum hand of " + words.Plural(r.Minimum, "point"), Echo: true},
	}
	if !r.FifthTile {
		return append(out, qa.Supplied{Key: "fifth-tile", Value: "false", Says: "does not play the fifth-tile rule (rules: fifth_tile: false)",
			Same: func(t string) bool { return t != "true" }}), nil
	}
	return append(out, qa.Supplied{Key: fifthTileRule, Value: "true"}), nil
}

// seating returns the players of the ledger's next hand as East, South,
// West, North.
func seating(st books.State) []string {
	winds := st.SeatWinds()
	out := make([]string, len(books.Winds))
	for name, w := range winds {
		for i, x := range books.Winds {
			if x == w {
				out[i] = name
			}
		}
	}
	return out
}

// record is what the ledger keeps of a scored win: the answers (a win on
// the replacement after a kong is self-drawn), and the chips.
func record(a qa.Answers, out *outcome) (qa.Answers, map[string]int) {
	if a.Yes("kong-replacement") {
		a = a.Clone()
		a["self-drawn"] = "true"
	}
	return a, out.pay.Transfers
}

// recorded refuses, for the audit, a recorded win that cannot be settled
// again: a hand that cannot be read, or no word of where its winning tile
// came from.
func recorded(a qa.Answers) error {
	if _, err := ninedragons.ParseHand(a["hand"]); err != nil {
		// A HandError: ledger check reports it at the hand's line.
		return &books.HandError{Player: a["winner"], Err: err}
	}
	if !a.Has("self-drawn") && !a.Has("discard-by") {
		return errors.New("the chips depend on where the winning tile came from: write self_drawn: true or discard_by: NAME")
	}
	return nil
}
