package dominoes

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A Dancing Dragons hand in the ledger is its scores: the ledger adds them
// up (lowest total wins the match) and takes the next leader from them. The
// turn order is the ledger's, starting with the leader it gives.

// recordHand scores the hand in the ledger's turn order and appends it,
// under the ledger's lock; opts.hands are put in that order.
func recordHand(opts *scoreOptions) (game.Result, *ledger.Appended, error) {
	var res game.Result
	app, err := cmdutil.RecordHand(opts.record, ledger.Dominoes, opts.at, func(st ledger.State) (*ledger.HandRecord, error) {
		hands, err := inTurnOrder(opts.record, opts.hands, st)
		if err != nil {
			return nil, err
		}
		if res, err = game.Score(hands); err != nil {
			return nil, err
		}
		opts.hands = hands
		scores := map[string]int{}
		for _, p := range res.Players {
			scores[p.Name] = p.Score
		}
		return &ledger.HandRecord{Kind: ledger.Win, Scores: scores}, nil
	})
	return res, app, err
}

// turnOrder returns the players in turn order from the leader: the
// ledger keeps them in turn order.
func turnOrder(players []string, leader string) []string {
	for i, p := range players {
		if p == leader {
			return append(append([]string(nil), players[i:]...), players[:i]...)
		}
	}
	return players
}

// inTurnOrder puts the hands in the ledger's turn order, refusing a name
// that is not at its table and a player left out.
func inTurnOrder(file string, hands []game.Hand, st ledger.State) ([]game.Hand, error) {
	byName := map[string]game.Hand{}
	for _, h := range hands {
		if st.Header.Seat(h.Name) < 0 {
			return nil, fmt.Errorf("%s is not at the table of %s (players: %s)", h.Name, file, strings.Join(st.Header.Players, ", "))
		}
		if _, twice := byName[h.Name]; twice {
			return nil, fmt.Errorf("%s is named twice; give each player once", h.Name)
		}
		byName[h.Name] = h
	}
	var out []game.Hand
	var missing []string
	for _, p := range turnOrder(st.Header.Players, st.Dealer) {
		h, ok := byName[p]
		if !ok {
			missing = append(missing, p)
		}
		out = append(out, h)
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s records every player's discards: give --discards for %s too (%s for none)", file, words.JoinAnd(missing), missing[0]+"=")
	}
	return out, nil
}
