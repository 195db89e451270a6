package evening

import (
	"errors"
	"fmt"
	"maps"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// won scores a won hand from its tiles or cards, walking the game's
// qa.Form: the ledger supplies what it knows (the seats, the dealer,
// the round, the version, the stakes) and only the rest is asked, each
// answer checked as it is given. Then the review: the score in the game's
// own words and the answers given, to record, to change an answer of, or
// to drop. A record is agreed again under the ledger's lock with only
// what was typed.
func (t *table) won() error {
	f := t.game.Hand
	h, err := scoreflow.AskAnswered(t.o.IO, t.file, t.cur.Header.Game, f, qa.Answers{})
	if err != nil {
		return err
	}
	for {
		scored := t.scored(f, h.Walked)
		t.o.println(answered(h.Asked))
		switch act, err := t.review(scored, len(h.Asked) > 0); {
		case err != nil:
			return err
		case act == record:
			err := t.recordShown(f, h)
			if !errors.Is(err, errMoved) {
				return err
			}
			if err := t.scoreAgain(h); err != nil {
				return err
			}
			continue
		case act == drop:
			t.notRecorded()
			return nil
		}
		if err := t.change(h); err != nil {
			return err
		}
	}
}

// errMoved refuses a hand whose money, agreed again with the ledger as it
// stands when it is recorded, is not the money the table was shown.
var errMoved = errors.New("the ledger moved on since the hand was shown")

// recordShown records the hand h as the review showed it: agreed again
// under the ledger's lock with what was typed, and refused (errMoved)
// when the ledger as it stands then (a record made elsewhere, an edit)
// moves other money than the review showed.
func (t *table) recordShown(f qa.Form, h *scoreflow.AnsweredHand) error {
	_, shown, err := f.Result(h.Walked)
	if err != nil {
		return err
	}
	return t.record(func(st books.State) (*books.HandRecord, error) {
		a, err := f.Agree(t.file, st, h.Given())
		if err != nil {
			return nil, err
		}
		_, r, err := f.Result(a)
		if err == nil && !(maps.Equal(r.Transfers, shown.Transfers) && maps.Equal(r.Scores, shown.Scores)) {
			err = errMoved
		}
		return r, err
	})
}

// scoreAgain takes the ledger as it stands now for the hand h, whose
// money the ledger's moving on changed, and says so: the review shows it
// scored again, to record as it is now, change or drop.
func (t *table) scoreAgain(h *scoreflow.AnsweredHand) error {
	cur, err := ledger.ReadCurrent(t.file)
	if err != nil {
		return err
	}
	if err := h.Again(t.file, cur.State); err != nil {
		return err
	}
	t.cur = cur
	t.o.println(fmt.Sprintf("Not recorded: %s changed while the %s was shown (it holds %s now), which changes its money. Here it is scored as the ledger stands now.",
		t.file, t.play(), words.Plural(cur.State.Records, "record")))
	return nil
}

// scored shows the score of the answers a in the game's own words, or
// why they are refused, with what was counted when the hand was scored
// (qa.Counted); false when refused.
func (t *table) scored(f qa.Form, a qa.Answers) bool {
	err := f.CheckAll(a)
	var r any
	if err == nil {
		r, _, err = f.Result(a)
	}
	var counted *qa.Counted
	if err == nil || errors.As(err, &counted) {
		lines, lerr := f.Lines(r, t.o.IO.Width())
		for _, l := range lines {
			t.o.println(l)
		}
		if err == nil {
			err = lerr
		}
	}
	if err != nil {
		t.o.println(fmt.Sprintf("Refused: %s.", term.Message(err)))
	}
	return err == nil
}

// answered lists the answers given at the prompts, each beside its
// question.
func answered(asked []scoreflow.Asked) string {
	s := "The answers given:"
	for _, g := range asked {
		s += "\n  " + g.String()
	}
	return s
}

// What the review of a hand can do with it.
type act int

const (
	record act = iota
	change
	drop
)

// review asks what to do with the hand shown: record it (unless it was
// refused), change an answer (when one was given), or drop it.
func (t *table) review(scored, changeable bool) (act, error) {
	var acts []act
	label := fmt.Sprintf("Record this %s?", t.play())
	if scored {
		acts = append(acts, record)
	} else {
		label = fmt.Sprintf("This %s cannot be recorded as it is", t.play())
	}
	if changeable {
		acts = append(acts, change)
	}
	acts = append(acts, drop)
	items := make([]string, len(acts))
	for i, a := range acts {
		items[i] = [...]string{"Record it", "Change an answer", "Drop it: record nothing"}[a]
	}
	i, err := t.o.IO.Prompter.Select(label, items, 0)
	if err != nil {
		return drop, err
	}
	return acts[i], nil
}

// change asks which answer to change and asks it again, the old answer
// ready to edit; the hand is walked again, keeping every other answer
// that still applies. Ctrl-C inside it goes back to the review, the hand
// as it was.
func (t *table) change(h *scoreflow.AnsweredHand) error {
	items := make([]string, len(h.Asked))
	for i, g := range h.Asked {
		items[i] = fit(g.String(), t.o.IO.Width()-4) // a list indents its items by 4
	}
	i, err := t.o.IO.Prompter.Select("Which answer?", items, 0)
	if err == nil {
		err = h.Change(i)
	}
	if errors.Is(err, term.ErrCancelled) {
		t.o.println("Nothing changed.")
		return nil
	}
	return err
}

// offer asks whether to record the record shown and, when the answer is
// yes, records it (record).
func (t *table) offer(build func(st books.State) (*books.HandRecord, error)) error {
	yes, err := t.o.IO.Prompter.Confirm(t.recordThis(), true)
	if err != nil {
		return err
	}
	if !yes {
		t.notRecorded()
		return nil
	}
	return t.record(build)
}

// recordThis is the question that offers to record: "Record this game".
func (t *table) recordThis() string { return "Record this " + t.play() }

// record appends the record build makes in the state it is appended to,
// under the ledger's lock, and says where it went.
func (t *table) record(build func(st books.State) (*books.HandRecord, error)) error {
	app, err := cmdutil.RecordHand(t.file, t.cur.Header.Game, &cmdutil.At{}, build)
	if err != nil {
		return err
	}
	cmdutil.PrintWarnings(t.o.IO.ErrOut, app)
	t.o.println(cmdutil.RecordedAs(t.file, app))
	return nil
}

// notRecorded says a hand was shown and not recorded.
func (t *table) notRecorded() { t.o.println("Not recorded; " + t.file + " is as it was.") }
