package evening

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/ledger"
)

// won scores a won hand from its tiles or cards, walking the game's
// hand.Form: the ledger supplies what it knows (the seats, the dealer,
// the round, the version, the stakes) and only the rest is asked, each
// answer checked as it is given; the score is shown in the game's own
// words, and recorded once confirmed, agreed again under the ledger's lock
// with only what was typed.
func (t *table) won() error {
	f := t.game.Hand
	walked, given, err := cmdutil.AskFor(t.o.IO, t.file, t.cur.Header.Game, f, hand.Answers{})
	if err != nil {
		return err
	}
	if err := f.CheckAll(walked); err != nil {
		return err
	}
	r, _, err := f.Result(walked)
	if err != nil {
		return err
	}
	lines, err := f.Lines(r, t.o.IO.Width())
	if err != nil {
		return err
	}
	for _, l := range lines {
		t.o.println(l)
	}
	return t.offer(func(st ledger.State) (*ledger.HandRecord, error) {
		a, err := f.Agree(t.file, st, given)
		if err != nil {
			return nil, err
		}
		_, r, err := f.Result(a)
		return r, err
	})
}

// offer asks whether to record the hand shown and, when the answer is
// yes, appends the record build makes in the state it is appended to,
// under the ledger's lock, and says where it went.
func (t *table) offer(build func(st ledger.State) (*ledger.HandRecord, error)) error {
	yes, err := t.o.IO.Prompter.Confirm("Record this hand", true)
	if err != nil {
		return err
	}
	if !yes {
		t.notRecorded()
		return nil
	}
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
