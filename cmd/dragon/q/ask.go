package q

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// askScore walks the table through a win: the players and the banker
// (unless the ledger seats them), the winner, the round, the hand and how
// the winning card came. Every answer is checked as it is typed.
func askScore(o *scoreOptions) error {
	p := o.io.Prompter
	var err error
	if o.players == nil {
		if o.players, err = askTable(p); err != nil {
			return err
		}
	}
	if o.winner == "" {
		if o.winner, err = cmdutil.AskOne(p, "Who won?", o.players, 0); err != nil {
			return err
		}
	}
	if !o.given("round") && o.record.File == "" {
		rounds := qmahjongg.Table{Players: o.players}.Rounds()
		names := make([]string, len(rounds))
		for i, r := range rounds {
			names[i] = qmahjongg.SeatName(r)
		}
		i, err := p.Select("Which round?", names, 0)
		if err != nil {
			return err
		}
		o.round, o.roundAsked = rounds[i], true
	}
	if o.hand, err = p.Input(o.winner+"'s eight cards, exposed groups in [ ] (e.g. W3 F1 1C 2C 3C [4B 5B 6B])", "", checkHand); err != nil {
		return err
	}
	if o.selfDrawn || o.discardBy != "" || o.gongReplacement != "" || o.bankerFirstDraw || o.bankerFirstDiscard {
		return nil
	}
	return askSource(o)
}

// askTable asks for the players around the table and which of them is
// the banker, and lists them clockwise from the banker.
func askTable(p cmdutil.Prompter) ([]string, error) {
	players, err := cmdutil.AskPlayers(p, 2, 4)
	if err != nil {
		return nil, err
	}
	banker, err := cmdutil.AskOne(p, "Who is the banker (East)?", players, 0)
	if err != nil {
		return nil, err
	}
	i := slices.Index(players, banker)
	return append(players[i:], players[:i]...), nil
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

// askSource asks how the winning card came.
func askSource(o *scoreOptions) error {
	items := []string{"drawn by the winner (self-drawn)", "the replacement after his own gong", "the replacement after a gong made with a discard"}
	for _, name := range cmdutil.Others(o.players, o.winner) {
		items = append(items, "a discard by "+name)
	}
	i, err := o.io.Prompter.Select("How did the winning card come?", items, 0)
	if err != nil {
		return err
	}
	switch i {
	case 0:
		o.selfDrawn = true
	case 1:
		o.gongReplacement = "own"
	case 2:
		o.gongReplacement = "discard"
	default:
		o.discardBy = strings.TrimPrefix(items[i], "a discard by ")
	}
	return nil
}
