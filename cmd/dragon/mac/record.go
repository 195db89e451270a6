package mac

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A MAC I game in the ledger is its points: the ledger adds them up and
// the highest total over the agreed number of games wins the match.

// recordGame scores the game for the ledger's players and appends it,
// under the ledger's lock.
func recordGame(opts *scoreOptions) (game.Result, *ledger.Appended, error) {
	var res game.Result
	app, err := cmdutil.RecordHand(opts.record, ledger.MAC, opts.at, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := atTable(opts.record, opts.players, st.Header); err != nil {
			return nil, err
		}
		var err error
		if res, err = game.Score(opts.players); err != nil {
			return nil, err
		}
		points := map[string]int{}
		for _, p := range res.Players {
			points[p.Name] = p.Points
		}
		return &ledger.HandRecord{Kind: ledger.Win, Scores: points}, nil
	})
	return res, app, err
}

// atTable refuses a name that is not at the ledger's table and a player
// left out.
func atTable(file string, players []game.Fished, h *ledger.Header) error {
	given := map[string]bool{}
	for _, p := range players {
		if h.Seat(p.Name) < 0 {
			return fmt.Errorf("%s is not at the table of %s (players: %s)", p.Name, file, strings.Join(h.Players, ", "))
		}
		given[p.Name] = true
	}
	var missing []string
	for _, p := range h.Players {
		if !given[p] {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s records every player's points: give --fished for %s too (%s for none)", file, words.JoinAnd(missing), missing[0]+"=")
	}
	return nil
}
