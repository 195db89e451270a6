package evening

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/ledger"
)

// won scores a won hand from its tiles or cards, walking the game's
// hand.Form: the ledger supplies what it knows (the seats, the dealer,
// the round, the stakes) and only the rest is asked; the score is shown
// as the game's score command shows it, and recorded once confirmed,
// agreed again under the ledger's lock with only what was typed.
func (t *table) won() error {
	f := t.game.Hand
	if f == nil {
		return t.scoreByCommand()
	}
	supplied, err := f.Agree(t.file, t.st(), hand.Answers{})
	if err != nil {
		return err
	}
	a := supplied.Clone()
	if err := cmdutil.AskAnswers(t.o.IO.Prompter, f, a); err != nil {
		return err
	}
	if err := f.CheckAll(a); err != nil {
		return err
	}
	if _, _, err := f.Result(a); err != nil {
		return err
	}
	if err := t.o.Run(scoreLine(t.game, f, a)...); err != nil {
		return err
	}
	typed := hand.Answers{}
	for k, v := range a {
		if _, was := supplied[k]; !was {
			typed[k] = v
		}
	}
	return t.offer(func(st ledger.State) (*ledger.HandRecord, error) {
		a, err := f.Agree(t.file, st, typed)
		if err != nil {
			return nil, err
		}
		_, r, err := f.Result(a)
		return r, err
	})
}

// scoreLine is the command line of the game's score command that scores
// the answers a as the flags would: the hand, then each flag answered.
func scoreLine(g cmdutil.Game, f hand.Form, a hand.Answers) []string {
	args := []string{g.Group, "score", a["hand"]}
	for _, flag := range f.Flags() {
		switch v, ok := a[flag]; {
		case !ok || flag == "hand" || v == "false":
		case v == "true":
			args = append(args, "--"+flag)
		default:
			args = append(args, "--"+flag+"="+v)
		}
	}
	return args
}

// scoreByCommand scores a won hand of a game whose hand has no
// description yet with its score command, which asks what the ledger
// does not know and records the hand (offering to first, where the
// command can).
func (t *table) scoreByCommand() error {
	flag := "--record"
	if score, _, err := t.game.Command(t.o.IO).Find([]string{"score"}); err == nil && score.Flags().Lookup("ledger") != nil {
		flag = "--ledger"
	}
	return t.o.Run(t.game.Group, "score", flag, t.file)
}

// offer asks whether to record the hand shown and, when the answer is
// yes, appends the record build makes in the state it is appended to,
// under the ledger's lock, and says where it went and what comes next.
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
	for _, w := range app.Warnings {
		t.o.problem(w)
	}
	t.o.println(cmdutil.RecordedAs(t.file, app))
	return nil
}

// notRecorded says a hand was shown and not recorded.
func (t *table) notRecorded() { t.o.println("Not recorded; " + t.file + " is as it was.") }
