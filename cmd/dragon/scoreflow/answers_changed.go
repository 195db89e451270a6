package scoreflow

import (
	"maps"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A hand answered at a terminal can be answered again: one answer
// changed, every other answer that still applies is kept (its question
// is still asked, and its check still takes it, against the answers
// before it as they are now), and only the rest is asked.

// AnsweredHand is a hand answered at a terminal: what the ledger and the
// flags supplied, and each answer given at the prompts, in the order
// asked.
type AnsweredHand struct {
	// Walked are every answer of the hand: supplied, typed and given.
	Walked qa.Answers
	// Asked are the answers given at the prompts, in the order asked.
	Asked []Asked

	ios      *term.IOStreams
	f        qa.Form
	typed    qa.Answers
	supplied qa.Answers // the typed answers with what the ledger supplied
}

// AskAnswered asks, on the terminal of ios, for what the typed answers leave
// of the hand f of game g; a ledger file (when not "") supplies its part
// first, read here only to ask at the table.
func AskAnswered(ios *term.IOStreams, file string, g books.Game, f qa.Form, typed qa.Answers) (*AnsweredHand, error) {
	a := typed.Clone()
	if file != "" {
		cur, err := cmdutil.ReadLedgerOf(file, g)
		if err != nil {
			return nil, err
		}
		if a, err = f.Agree(file, cur.State, typed); err != nil {
			return nil, err
		}
	}
	h := &AnsweredHand{ios: ios, f: f, typed: typed, supplied: maps.Clone(a)}
	return h, h.walk(newAnswerer(ios, f))
}

// walk walks the hand again from what was supplied, with w.
func (h *AnsweredHand) walk(w *answerer) error {
	a := h.supplied.Clone()
	if err := w.walk(a); err != nil {
		return err
	}
	h.Walked, h.Asked = a, w.asked
	return nil
}

// Given are the typed answers with those given at the prompts: what a
// record agrees again with the ledger under its lock.
func (h *AnsweredHand) Given() qa.Answers {
	given := h.typed.Clone()
	for k, v := range h.Walked {
		if was, ok := h.supplied[k]; !ok || was != v { // answered at a prompt
			given[k] = v
		}
	}
	return given
}

// Change asks the i-th answer of Asked again, the old answer ready to
// edit, and walks the hand again: every other answer is kept while its
// question is asked as it was and its check takes it; the rest is asked,
// an answer given to the same question worded otherwise (the winner's
// tiles, once the winner is another player) ready to edit.
// Cancelled, the hand stays as it was.
func (h *AnsweredHand) Change(i int) error {
	w := newAnswerer(h.ios, h.f)
	for j, g := range h.Asked {
		if j != i {
			w.keep[g.key()] = g.Answer
			w.offer[g.ID] = g
		}
	}
	w.offer[h.Asked[i].ID] = h.Asked[i]
	return h.walk(w)
}

// Again agrees the hand with the ledger file as it stands in st, moved on
// since the hand was asked: what the ledger supplies is taken anew (the
// dealer, the stakes), every answer given at the prompts is kept.
func (h *AnsweredHand) Again(file string, st books.State) error {
	given := h.Given()
	supplied, err := h.f.Agree(file, st, h.typed)
	if err != nil {
		return err
	}
	a, err := h.f.Agree(file, st, given)
	if err != nil {
		return err
	}
	h.supplied, h.Walked = supplied, a
	return nil
}
