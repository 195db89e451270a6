//go:build toygame

package toy

import (
	"fmt"
	"io"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/toydragons"
)

// Outcome is a toy hand scored: its answers, its points and, seated, the
// payments.
type Outcome struct {
	answers   qa.Answers
	points    int
	transfers map[string]int
}

// Hand is Toy Dragons' account of a won hand.
var Hand = &qa.Description[*Outcome]{
	Game: Name,
	Questions: qa.Questions{
		qa.PlayersQuestion("players", "Players in seat order", cmdutil.PlayerCount(4, 4)),
		qa.WinnerQuestion("Who won?"),
		{ID: "hand", Kind: qa.Text, Label: func(a qa.Answers) string { return a["winner"] + "'s points" },
			Check: func(_ qa.Answers, s string) error { _, err := toydragons.ParsePoints(s); return err }},
		{ID: "source", Kind: qa.Choice, Flags: []string{"self-drawn", "discard-by"},
			Label: func(qa.Answers) string { return "Where did the winning tile come from?" },
			Options: func(a qa.Answers) []qa.Option {
				return append([]qa.Option{{Label: "self-drawn", Sets: qa.Answers{"self-drawn": "true"}}}, qa.DiscardOptions(a)...)
			}},
		{ID: "called", Kind: qa.YesNo, Applies: limitHand,
			Label: func(a qa.Answers) string { return "Did " + a["winner"] + " call the limit hand before it was complete" }},
	},
	Check: func(a qa.Answers) error {
		if a.Yes("called") && !limitHand(a) {
			return fmt.Errorf("--called is a limit hand's, %d points: leave it out of a hand of %s", toydragons.MaxPoints, a["hand"])
		}
		return nil
	},
	Seat: func(st books.State) ([]qa.Supplied, error) {
		ps := st.Header.Players
		return []qa.Supplied{{Key: "players", Value: strings.Join(ps, ","), Says: "players " + strings.Join(ps, ", ")}}, nil
	},
	Score:  score,
	Kept:   []string{"winner", "hand", "self-drawn", "discard-by", "called"},
	Record: func(a qa.Answers, out *Outcome) (qa.Answers, map[string]int) { return a, out.transfers },
	Recorded: func(a qa.Answers) error {
		if _, err := toydragons.ParsePoints(a["hand"]); err != nil {
			return &books.HandError{Player: a["winner"], Err: err}
		}
		return nil
	},
	Print: print,
}

// score scores a toy hand and, seated, its payments.
func score(a qa.Answers) (*Outcome, error) {
	n, err := toydragons.ParsePoints(a["hand"])
	if err != nil {
		return nil, err
	}
	out := &Outcome{answers: a, points: n}
	if !a.Has("players") {
		return out, nil
	}
	if !a.Yes("self-drawn") && !a.Has("discard-by") {
		return nil, fmt.Errorf("the payments depend on where the winning tile came from: give --self-drawn or --discard-by NAME")
	}
	out.transfers = toydragons.Pay(a.List("players"), a["winner"], toydragons.Paid(n, a.Yes("called")), a.Yes("self-drawn"), a["discard-by"])
	return out, nil
}

// limitHand reports whether the hand typed is the limit, the only hand
// a winner may have called.
func limitHand(a qa.Answers) bool {
	n, err := toydragons.ParsePoints(a["hand"])
	return err == nil && n == toydragons.MaxPoints
}

// print writes a toy hand scored, for its score command and the evening
// alike.
func print(w io.Writer, _ int, out *Outcome) {
	fmt.Fprintf(w, "Points: %d\n", out.points)
	for _, p := range out.answers.List("players") {
		if v, ok := out.transfers[p]; ok {
			fmt.Fprintf(w, "  %s %+d\n", p, v)
		}
	}
}
