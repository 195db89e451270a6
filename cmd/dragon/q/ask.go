package q

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// questions walk the table through a win: the players and the banker
// (unless the ledger seats them), the winner, the round, the hand and how
// the winning card came. Every answer is checked as it is given.
var questions = qa.Questions{
	qa.PlayersQuestion("table", cmdutil.PlayersLabel, cmdutil.PlayerCount(2, 4)),
	{ID: "banker", Kind: qa.Player, Flags: []string{"players"}, Label: func(qa.Answers) string { return "Who is the banker (East)?" },
		Applies: func(a qa.Answers) bool { return a.Has("table") }, Options: bankerOptions},
	qa.WinnerQuestion("Who won?"),
	{ID: "round", Kind: qa.Choice, Label: func(qa.Answers) string { return "Which round?" }, Options: roundOptions},
	{ID: "hand", Kind: qa.Text, Check: func(_ qa.Answers, s string) error { return checkHand(s) },
		Label: func(a qa.Answers) string {
			return a["winner"] + "'s eight cards, exposed groups in [ ] (e.g. W3 F1 1C 2C 3C [4B 5B 6B])"
		}},
	{ID: "source", Kind: qa.Choice, Flags: []string{"self-drawn", "discard-by", "gong-replacement", "banker-first-draw", "banker-first-discard"},
		Label: func(qa.Answers) string { return "How did the winning card come?" }, Options: sourceOptions},
}

// bankerOptions are the players around the table as the banker, each
// listing them clockwise from him.
func bankerOptions(a qa.Answers) []qa.Option {
	table := a.List("table")
	var out []qa.Option
	for i, name := range table {
		clockwise := append(slices.Clone(table[i:]), table[:i]...)
		out = append(out, qa.Option{Label: name, Sets: qa.Answers{"players": strings.Join(clockwise, ",")}})
	}
	return out
}

// roundOptions are the table's rounds: as many as players.
func roundOptions(a qa.Answers) []qa.Option {
	var out []qa.Option
	for _, r := range (qmahjongg.Table{Players: a.List("players")}).Rounds() {
		out = append(out, qa.Option{Label: qmahjongg.SeatName(r), Sets: qa.Answers{"round": r}})
	}
	return out
}

// sourceOptions are how the winning card can have come: drawn, the
// replacement after a gong of either kind (when the hand holds a gong,
// shown or in hand), or a discard; and the special occasions, each where
// it can be: the banker's win before his first discard (the winner is
// the banker), a win on the banker's first discard (he is not).
func sourceOptions(a qa.Answers) []qa.Option {
	out := []qa.Option{{Label: "drawn by the winner (self-drawn)", Sets: qa.Answers{"self-drawn": "true"}}}
	if h, err := qmahjongg.ParseHand(a["hand"]); err == nil && h.Gongs() > 0 {
		out = append(out,
			qa.Option{Label: "the replacement after his own gong", Sets: qa.Answers{"gong-replacement": "own"}},
			qa.Option{Label: "the replacement after a gong made with a discard", Sets: qa.Answers{"gong-replacement": "discard"}})
	}
	out = append(out, qa.DiscardOptions(a)...)
	players := a.List("players")
	if len(players) == 0 {
		return out
	}
	if banker := players[0]; a["winner"] != banker {
		return append(out, qa.Option{Label: "the banker " + banker + "'s first discard (6 Fang)", Sets: qa.Answers{"banker-first-discard": "true"}})
	}
	return append(out, qa.Option{Label: "the banker's deal, before his first discard (6 Fang)", Sets: qa.Answers{"banker-first-draw": "true"}})
}

// checkHand checks that s is a winning hand by the built-in rules.
func checkHand(s string) error {
	h, err := qmahjongg.ParseHand(s)
	if err != nil {
		return err
	}
	rules, err := rulesets.QMahjongg()
	if err != nil {
		return err
	}
	_, err = qmahjongg.Score(h, qmahjongg.Context{Round: "E"}, rules)
	return err
}
