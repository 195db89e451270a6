package mac

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A MAC I game in the ledger is every player's fished cards and the points
// they give: the ledger adds the points up (the highest total over the
// agreed number of games wins the match); the audit counts them again.

// recordGame scores the game for the ledger's players and appends it,
// under the ledger's lock.
func recordGame(opts *scoreOptions) (game.Result, *ledger.Appended, error) {
	var res game.Result
	app, err := cmdutil.RecordHand(opts.record, ledger.MAC, opts.at, func(st ledger.State) (*ledger.HandRecord, error) {
		if err := atTable(opts.record, opts.players, st.Header, "give --fished for %s too (%s= for none)"); err != nil {
			return nil, err
		}
		var err error
		if res, err = game.Score(opts.players); err != nil {
			return nil, err
		}
		in := &ledger.Inputs{}
		for _, p := range opts.players {
			in.Hands = append(in.Hands, ledger.NamedHand{Name: p.Name, Hand: dragondeck.Deck.Format(p.Cards)})
		}
		return &ledger.HandRecord{Kind: ledger.Win, Inputs: in, Scores: pointsOf(res)}, nil
	})
	return res, app, err
}

func pointsOf(res game.Result) map[string]int {
	points := map[string]int{}
	for _, p := range res.Players {
		points[p.Name] = p.Points
	}
	return points
}

// Auditor is the audit of 'ledger check' for MAC I: it counts again the
// points of every game recorded with its fished cards; other records are
// checked by the ledger alone.
type Auditor struct{}

// Recompute scores the game h again and returns each player's points;
// ledger.ErrSkip for a game recorded as points only.
func (Auditor) Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
	if h.Kind != ledger.Win || h.Inputs == nil || len(h.Inputs.Hands) == 0 {
		return nil, ledger.ErrSkip
	}
	var players []game.Fished
	for _, nh := range h.Inputs.Hands {
		ks, err := game.ParseCards(nh.Hand)
		if err != nil {
			return nil, &ledger.HandError{Player: nh.Name, Err: err}
		}
		players = append(players, game.Fished{Name: nh.Name, Cards: ks})
	}
	if err := atTable("the ledger", players, st.Header, `add %s to the fished cards (%s: "" for none)`); err != nil {
		return nil, err
	}
	res, err := game.Score(players)
	if err != nil {
		return nil, err
	}
	return pointsOf(res), nil
}

// atTable refuses a name that is not at the ledger's table and a player
// left out; fix says how to give the players left out, then the first of
// them, where they are written (flags, or the ledger).
func atTable(file string, players []game.Fished, h *ledger.Header, fix string) error {
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
		return fmt.Errorf("%s records every player's points: "+fix, file, words.JoinAnd(missing), missing[0])
	}
	return nil
}
