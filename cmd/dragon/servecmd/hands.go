package servecmd

import (
	"errors"
	"slices"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// A game's hand on the phones: its qa.Description (the list of the
// games holds it as a qa.Form) walked a question at a time, each
// question asked of the device whose it is, as a serve.HandForm.
//
//   - What the ledger knows (the players in their seats, the dealer, the
//     version, the round, the stakes, the session's rules) comes from its
//     state (Form.Agree) and is never asked.
//   - A question asked of each player (the losers' hands of Magic Dragon,
//     every player's discards or fished cards) is asked on that player's
//     phone alone, once the questions before it are answered; the others
//     answer theirs at the same time, in any order.
//   - A question the table answers as a whole is asked on the
//     scorekeeper's page until the answers name a winner ("Who won?" is
//     the scorekeeper's: the table says it aloud), then on the winner's
//     phone (his hand, how its last tile came), and still on the
//     scorekeeper's, for a winner without a phone.
//
// Each answer is checked as the command line checks it, against the
// answers given before it: a tile two players cannot both hold is refused
// at the second, naming the first. The answers are kept by the server in
// the order given (serve.Entries) and walked again from the ledger's
// state at every look, so a record is made from the state it is appended
// to.

// handForm is the hand of game g, served from the ledger file.
type handForm struct {
	file string
	g    cmdutil.Game
}

var _ serve.HandForm = handForm{}

// Name is the game's name in the ledger: letters alone.
func (f handForm) Name() string { return string(f.g.Name) }

// Title offers the form: each player entering his own part where a
// question of the hand is asked of each player, else the winner his hand.
func (f handForm) Title() string {
	if f.g.Hand.EachPart() != "" {
		return "a " + f.g.Title + " hand, each player entering his own part on his phone"
	}
	return "a " + f.g.Title + " hand, the winner entering his hand on his phone"
}

// walk are the answers in, given in state st, walked again in the order
// given: what the ledger supplies, then each answer that its question,
// once asked, takes. An answer whose question is not asked yet waits for
// the answers it needs; one refused now (an answer before it changed) is
// left out, and its question asked again.
func (f handForm) walk(st books.State, in serve.Entries) (qa.Answers, error) {
	a, err := f.g.Hand.Agree(f.file, st, qa.Answers{})
	if err != nil {
		return nil, err
	}
	var left serve.Entries
	for _, g := range in {
		if !g.Offered {
			left = append(left, g)
		}
	}
	for len(left) > 0 {
		var later serve.Entries
		for _, g := range left {
			if q := f.asked(st, a, g.Field); q == nil {
				later = append(later, g)
			} else {
				_ = q.Answer(a, g.Value) // refused: asked again
			}
		}
		if len(later) == len(left) {
			break
		}
		left = later
	}
	return a, nil
}

// asked is the question named id when it is one asked now, given the
// answers a: the next of the table's, or, once those before it are in,
// the next a player is asked of his own part.
func (f handForm) asked(st books.State, a qa.Answers, id string) *qa.Question {
	next := f.g.Hand.Next(a)
	switch {
	case next == nil:
		return nil
	case next.ID == id:
		return next
	case next.Player == "":
		return nil
	}
	for _, p := range st.Header.Players {
		if q := f.g.Hand.NextOf(a, p); q != nil && q.ID == id {
			return q
		}
	}
	return nil
}

// question is the question who is asked now, given the answers a.
func (f handForm) question(a qa.Answers, who serve.Who) *qa.Question {
	next := f.g.Hand.Next(a)
	switch {
	case next != nil && next.Player == "" && who.Keeper:
		return next
	case next != nil && next.Player == "":
		if a["winner"] == who.Player && who.Player != "" {
			return next
		}
		return nil
	case next != nil && !who.Keeper:
		return f.g.Hand.NextOf(a, who.Player)
	}
	return nil
}

// Ask is the question who is asked now, as a field.
func (f handForm) Ask(st books.State, who serve.Who, in serve.Entries) []serve.Field {
	a, err := f.walk(st, in)
	if err != nil {
		return nil
	}
	q := f.question(a, who)
	if q == nil {
		return nil
	}
	return []serve.Field{f.field(q, a, in)}
}

// field is the question q, given the answers a, as a phone asks it:
// offering what was given to it before, else its default.
func (f handForm) field(q *qa.Question, a qa.Answers, in serve.Entries) serve.Field {
	fd := serve.Field{Name: q.ID, Label: q.Label(a), Kind: serve.Text, Value: in.Offer(q.ID)}
	if fd.Value == "" && q.Default != nil {
		fd.Value = q.Default(a)
	}
	switch q.Kind {
	case qa.Player, qa.Choice:
		fd.Kind = serve.Choice
		for _, o := range q.Options(a) {
			fd.Options = append(fd.Options, o.Label)
		}
	case qa.YesNo:
		fd.Kind = serve.YesNo
	}
	if keyed, ok := f.g.Hand.(qa.Keyed); ok {
		for _, k := range keyed.Keys(q, a) {
			fd.Keys = append(fd.Keys, serve.Key{Label: k.Label, Token: k.Token, Apart: k.Apart})
		}
		for _, p := range keyed.Pieces(q, a) {
			l := p.Look
			fd.Tiles = append(fd.Tiles, serve.Tile{Token: p.Token, Name: l.Name, Left: p.Left,
				Face: serve.Face{Mark: l.Mark, Count: l.Count, Text: l.Text, Halves: l.Halves}})
		}
	}
	return fd
}

// Enter checks who's answer to the question he is asked against the
// answers before it, and keeps it in place of any given to it before. A
// refusal that takes back answers before it (qa.Again) keeps them, and
// the answer refused, to offer again.
func (f handForm) Enter(st books.State, who serve.Who, e serve.Entry, in serve.Entries) (serve.Entries, error) {
	a, err := f.walk(st, in)
	if err != nil {
		return nil, err
	}
	q := f.question(a, who)
	if q == nil {
		return nil, errors.New("there is no question for you now; nothing was entered")
	}
	given := serve.Given{By: who.By(), Field: q.ID, Label: q.Label(a), Value: e[q.ID]}
	in = slices.DeleteFunc(in, func(g serve.Given) bool { return g.Field == q.ID })
	var again *qa.Again
	switch err := q.Answer(a, given.Value); {
	case errors.As(err, &again):
		for i := range in {
			if slices.Contains(again.Keys, in[i].Field) {
				in[i].Offered = true
			}
		}
		given.Offered = true
		return append(in, given), &serve.FieldError{Field: q.ID, Err: err}
	case err != nil:
		return nil, &serve.FieldError{Field: q.ID, Err: err}
	}
	return append(in, given), nil
}

// Waiting is whom the hand waits for: the scorekeeper or the winner for
// the table's question, else each player still to give his own part.
func (f handForm) Waiting(st books.State, in serve.Entries) []serve.Who {
	a, err := f.walk(st, in)
	if err != nil {
		return []serve.Who{{Keeper: true}}
	}
	next := f.g.Hand.Next(a)
	switch {
	case next == nil:
		return nil
	case next.Player == "" && a.Has("winner"):
		return []serve.Who{{Player: a["winner"]}}
	case next.Player == "":
		return []serve.Who{{Keeper: true}}
	}
	var out []serve.Who
	for _, p := range st.Header.Players {
		if f.g.Hand.NextOf(a, p) != nil {
			out = append(out, serve.Who{Player: p})
		}
	}
	return out
}

// resultWidth is the width the game's words are fitted to: a phone held
// upright, 360 px, shows some 40 characters of the page's type.
const resultWidth = 40

// Result scores the complete answers as the command line does, in the
// game's own words, and makes the record.
func (f handForm) Result(st books.State, in serve.Entries) (*serve.Result, error) {
	a, err := f.walk(st, in)
	if err != nil {
		return nil, err
	}
	if q := f.g.Hand.Next(a); q != nil {
		return nil, errors.New("the hand is not complete: " + q.Label(a) + " is still to be answered")
	}
	if err := f.g.Hand.CheckAll(a); err != nil {
		return nil, err
	}
	res, rec, err := f.g.Hand.Result(a)
	if err != nil {
		return nil, err
	}
	lines, err := f.g.Hand.Lines(res, resultWidth)
	if err != nil {
		return nil, err
	}
	shown, err := f.g.Hand.Shown(res)
	if err != nil {
		return nil, err
	}
	return &serve.Result{Lines: lines, Shown: shown, Record: rec}, nil
}

// Config is what 'dragon serve' serves of the ledger file, from the
// command line's words (commands) and the list of the games: its game's
// hand, entered from the phones a question at a time, and its penalty of
// a false declaration when it has one; the games' words for the report;
// the device on the machine serving it the scorekeeper. Where it listens,
// the codes and the log are the caller's.
func Config(file string, commands serve.Commands, games cmdutil.Games) (serve.Config, error) {
	cfg := serve.Config{File: file, LocalKeeper: true, Commands: commands,
		Describers: games.Describers(), Auditors: games.Auditors()}
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		return cfg, err
	}
	for _, g := range games {
		if g.Name != cur.Header.Game {
			continue
		}
		if g.Hand != nil {
			cfg.Forms = append(cfg.Forms, handForm{file: file, g: g})
		}
		if g.FalseDeclaration != nil {
			cfg.Penalty = &serve.Penalty{Title: "A false declaration", Played: g.PlaysFalseDeclaration,
				Record: func(st books.State, player string) (*books.HandRecord, string, error) {
					return g.FalseDeclarationRecord(file, st, player)
				}}
		}
	}
	return cfg, nil
}
