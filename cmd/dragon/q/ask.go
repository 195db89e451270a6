package q

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// questions walk the table through a win: the players and the banker
// (unless the ledger seats them), the winner, the round, the hand and how
// the winning card came. Every answer is checked as it is given.
var questions = hand.Questions{
	hand.PlayersQuestion("table", cmdutil.PlayersLabel, cmdutil.PlayerCount(2, 4)),
	{ID: "banker", Kind: hand.Player, Flags: []string{"players"}, Label: func(hand.Answers) string { return "Who is the banker (East)?" },
		Applies: func(a hand.Answers) bool { return a.Has("table") }, Options: bankerOptions},
	hand.WinnerQuestion("Who won?"),
	{ID: "round", Kind: hand.Choice, Label: func(hand.Answers) string { return "Which round?" }, Options: roundOptions},
	{ID: "hand", Kind: hand.Text, Check: func(_ hand.Answers, s string) error { return checkHand(s) },
		Label: func(a hand.Answers) string {
			return a["winner"] + "'s eight cards, exposed groups in [ ] (e.g. W3 F1 1C 2C 3C [4B 5B 6B])"
		}},
	{ID: "source", Kind: hand.Choice, Flags: []string{"self-drawn", "discard-by", "gong-replacement", "banker-first-draw", "banker-first-discard"},
		Label: func(hand.Answers) string { return "How did the winning card come?" }, Options: sourceOptions},
}

// bankerOptions are the players around the table as the banker, each
// listing them clockwise from him.
func bankerOptions(a hand.Answers) []hand.Option {
	table := a.List("table")
	var out []hand.Option
	for i, name := range table {
		clockwise := append(slices.Clone(table[i:]), table[:i]...)
		out = append(out, hand.Option{Label: name, Sets: hand.Answers{"players": strings.Join(clockwise, ",")}})
	}
	return out
}

// roundOptions are the table's rounds: as many as players.
func roundOptions(a hand.Answers) []hand.Option {
	var out []hand.Option
	for _, r := range (qmahjongg.Table{Players: a.List("players")}).Rounds() {
		out = append(out, hand.Option{Label: qmahjongg.SeatName(r), Sets: hand.Answers{"round": r}})
	}
	return out
}

// sourceOptions are how the winning card can have come: drawn, the
// replacement after a gong of either kind (when the hand holds a gong,
// shown or in hand), or a discard; and the special occasions, each where
// it can be: the banker's win before his first discard (the winner is
// the banker), a win on the banker's first discard (he is not).
func sourceOptions(a hand.Answers) []hand.Option {
	out := []hand.Option{{Label: "drawn by the winner (self-drawn)", Sets: hand.Answers{"self-drawn": "true"}}}
	if h, err := qmahjongg.ParseHand(a["hand"]); err == nil && h.Gongs() > 0 {
		out = append(out,
			hand.Option{Label: "the replacement after his own gong", Sets: hand.Answers{"gong-replacement": "own"}},
			hand.Option{Label: "the replacement after a gong made with a discard", Sets: hand.Answers{"gong-replacement": "discard"}})
	}
	out = append(out, hand.DiscardOptions(a)...)
	players := a.List("players")
	if len(players) == 0 {
		return out
	}
	if banker := players[0]; a["winner"] != banker {
		return append(out, hand.Option{Label: "the banker " + banker + "'s first discard (6 Fang)", Sets: hand.Answers{"banker-first-discard": "true"}})
	}
	return append(out, hand.Option{Label: "the banker's deal, before his first discard (6 Fang)", Sets: hand.Answers{"banker-first-draw": "true"}})
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
