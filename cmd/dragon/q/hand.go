package q

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Hand is Q Mahjongg's account of a won hand by the built-in ruleset,
// which a ledger records by: what the flags and the questions give, what
// the ledger supplies (the players clockwise from its banker, the round,
// the stake), how it is scored and settled, and what the ledger keeps.
var Hand = newHand(rulesets.QMahjongg)

// newHand is the account of a hand played by the rules load returns.
func newHand(load func() (*qmahjongg.Rules, error)) *qa.Description[*outcome] {
	return &qa.Description[*outcome]{
		Game:      books.QMahjongg,
		Questions: questions,
		Also:      []string{"seat", "stakes", "fang"},
		Seat:      seat,
		Check:     check,
		Score: func(a qa.Answers) (*outcome, error) {
			rules, err := load()
			if err != nil {
				return nil, err
			}
			return score(a, rules)
		},
		Kept: []string{"winner", "hand", "self-drawn", "discard-by", "gong-replacement", "banker-first-draw",
			"banker-first-discard", "fang"},
		Record:   record,
		Recorded: recorded,
		Print:    printOutcome,
		Show:     show,
		Keypad:   keypad,
	}
}

// win is the hand and what the answers say about how it was won.
type win struct {
	hand  *qmahjongg.Hand
	ctx   qmahjongg.Context
	table *qmahjongg.Table // nil without the players
	// impliedSeat is set when a special occasion says where the scorer
	// sits (the banker, East).
	impliedSeat bool
	// discardBy is who discarded the winning card: the banker, on his
	// first discard.
	discardBy string
}

// outcome is a hand scored: the answers and rules it was scored by, the
// win, the score and, with the players, the payments.
type outcome struct {
	answers qa.Answers
	rules   *qmahjongg.Rules
	win     win
	res     *qmahjongg.Result
	settled qmahjongg.Level // the level paid: --fang, or the computed one
	stake   int
	pay     *qmahjongg.Settlement
}

// check refuses flags that say two things of how the winning card came.
func check(a qa.Answers) error {
	switch {
	case a.Has("gong-replacement") && a.Has("discard-by"):
		return errors.New("--gong-replacement is a win on the card drawn after a gong, so it cannot be on --discard-by; leave one out")
	case a.Yes("banker-first-draw") && a.Has("discard-by"):
		return errors.New("--banker-first-draw is the banker's win before his first discard, counted as self-drawn; leave out --discard-by")
	}
	return nil
}

// score scores the win and, with the players, settles it: the one path of
// 'q score', of a record and of the ledger's audit.
func score(a qa.Answers, rules *qmahjongg.Rules) (*outcome, error) {
	out := &outcome{answers: a, rules: rules}
	var err error
	if out.win, err = readWin(a); err != nil {
		return nil, err
	}
	if out.res, err = qmahjongg.Score(out.win.hand, out.win.ctx, rules); err != nil {
		return nil, err
	}
	out.settled = out.res.Fang
	if a.Has("fang") {
		if out.settled, err = qmahjongg.ParseLevel(a["fang"]); err != nil {
			return nil, fmt.Errorf("fang: %w", err)
		}
	}
	if out.win.table != nil {
		if err := out.settle(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// settle works out the payments at the level settled, at the stake given
// (or the ledger's), else the ruleset's.
func (out *outcome) settle() error {
	out.stake = out.answers.Number("stakes", out.rules.Stake)
	w := out.win
	if !w.ctx.SelfDrawn() && w.ctx.Source != tiles.Discard {
		return errors.New("the payments depend on how the winning card came: give --self-drawn or --discard-by NAME")
	}
	var err error
	out.pay, err = w.table.Settle(out.answers["winner"], w.ctx.SelfDrawn(), w.discardBy, out.settled, out.stake)
	return err
}

// readWin reads the hand and its context and checks them against the
// table.
func readWin(a qa.Answers) (win, error) {
	h, err := qmahjongg.ParseHand(a["hand"])
	if err != nil {
		return win{}, err
	}
	w := win{hand: h, discardBy: a["discard-by"]}
	if w.ctx, err = context(a); err != nil {
		return w, err
	}
	if a.Has("players") {
		t, err := qmahjongg.NewTable(a.List("players"))
		if err != nil {
			return w, err
		}
		w.table = &t
		if err := t.CheckContext(w.ctx, a["winner"]); err != nil {
			return w, err
		}
		w.ctx.Seat, _ = t.Seat(a["winner"])
		if err := w.bankerDiscard(a); err != nil {
			return w, err
		}
	}
	if w.ctx.Seat == "" && a.Yes("banker-first-draw") {
		w.ctx.Seat, w.impliedSeat = "E", true
	}
	return w, w.ctx.Validate()
}

// context reads the answers of how the hand was won.
func context(a qa.Answers) (qmahjongg.Context, error) {
	ctx := qmahjongg.Context{BankerFirstDraw: a.Yes("banker-first-draw"), BankerFirstDiscard: a.Yes("banker-first-discard")}
	round := "E"
	if a.Has("round") {
		round = a["round"]
	}
	var err error
	if ctx.Round, err = windFlag("round", round); err != nil {
		return ctx, err
	}
	if a.Has("seat") {
		if ctx.Seat, err = windFlag("seat", a["seat"]); err != nil {
			return ctx, err
		}
	}
	switch {
	case a.Yes("self-drawn"):
		ctx.Source = tiles.SelfDrawn
	case a.Has("discard-by") || ctx.BankerFirstDiscard:
		ctx.Source = tiles.Discard
	}
	switch g := a["gong-replacement"]; strings.ToLower(g) {
	case "":
	case "own":
		ctx.GongReplacement = qmahjongg.OwnGong
	case "discard":
		ctx.GongReplacement = qmahjongg.DiscardGong
	default:
		return ctx, fmt.Errorf("--gong-replacement %q: write own (a gong of his own draw) or discard (a gong made with another's discard)", g)
	}
	return ctx, nil
}

// bankerDiscard makes a win on the banker's first discard one on the
// banker's discard.
func (w *win) bankerDiscard(a qa.Answers) error {
	if !a.Yes("banker-first-discard") {
		return nil
	}
	banker := w.table.Banker()
	if w.discardBy != "" && w.discardBy != banker {
		return fmt.Errorf("--banker-first-discard: the banker %s discarded the winning card, not %s; leave out --discard-by", banker, w.discardBy)
	}
	w.discardBy = banker
	return nil
}

// Readings are Q Mahjongg's readings, for 'dragon help readings'.
var Readings = qmahjongg.Choices
