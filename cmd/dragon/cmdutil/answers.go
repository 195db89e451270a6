package cmdutil

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/ledger"
)

// The command line's two ways to fill a game's hand.Description: its
// flags, and on a terminal its prompts, which ask what the flags left.

// FlagAnswers are the answers the flags named give: each flag on the
// command line, under its name, its value as typed (a list joined by
// commas, a yes as "true").
func FlagAnswers(fs *pflag.FlagSet, names []string) hand.Answers {
	a := hand.Answers{}
	for _, name := range names {
		f := fs.Lookup(name)
		if f == nil || !f.Changed {
			continue
		}
		if list, ok := f.Value.(pflag.SliceValue); ok {
			a[name] = strings.Join(list.GetSlice(), ",")
		} else {
			a[name] = f.Value.String()
		}
	}
	return a
}

// AskAnswers asks on the terminal of ios every question of the hand f
// still to be asked, in order, filing each answer in a. Each answer is
// checked as it is given, against the answers before it: a line refused
// stays for editing; a choice refused is asked again, the reason on a
// line of its own; a refusal that takes answers back (hand.Again) asks
// their questions again, offering what was given.
func AskAnswers(ios *IOStreams, f hand.Form, a hand.Answers) error {
	given := map[string]string{} // by question, what was answered
	for q := f.Next(a); q != nil; q = f.Next(a) {
		def, ok := given[q.ID]
		if !ok && q.Default != nil {
			def = q.Default(a)
		}
		s, err := ask(ios.Prompter, q, a, def)
		if err != nil {
			return err
		}
		given[q.ID] = s
		var again *hand.Again
		switch err := q.Answer(a, s); {
		case err == nil:
		case errors.As(err, &again):
			fmt.Fprintln(ios.ErrOut, Message(err))
			a.Forget(again.Keys...)
		case q.Kind == hand.Text || q.Kind == hand.Players:
			return err // the prompt's own check took it
		default:
			fmt.Fprintln(ios.ErrOut, Message(err))
		}
	}
	return nil
}

// ask asks q as its kind wants, offering def, and returns the answer as
// Question.Answer takes it.
func ask(p Prompter, q *hand.Question, a hand.Answers, def string) (string, error) {
	label := q.Label(a)
	switch q.Kind {
	case hand.Player, hand.Choice:
		opts := q.Options(a)
		labels := make([]string, len(opts))
		for i, o := range opts {
			labels[i] = o.Label
		}
		i, err := p.Select(label, labels, max(slices.Index(labels, def), 0))
		if err != nil {
			return "", err
		}
		return labels[i], nil
	case hand.YesNo:
		yes, err := p.Confirm(label, def == "true")
		return strconv.FormatBool(yes), err
	}
	return p.Input(label, def, func(s string) error { return q.Refusal(a, s) })
}

// AskFor asks, on the terminal of ios, for what the typed answers leave
// of the hand f of game g; a ledger file (when not "") supplies its part
// first. The ledger is read here only to ask at the table: what it
// supplies is not typed, and a record takes it again from the state it is
// appended to (RecordAnswers). It returns the answers walked, and the
// typed ones with those given at the prompts.
func AskFor(ios *IOStreams, file string, g ledger.Game, f hand.Form, typed hand.Answers) (walked, given hand.Answers, err error) {
	a := typed.Clone()
	if file != "" {
		cur, err := ReadLedgerOf(file, g)
		if err != nil {
			return nil, nil, err
		}
		if a, err = f.Agree(file, cur.State, typed); err != nil {
			return nil, nil, err
		}
	}
	supplied := maps.Clone(a)
	if err := AskAnswers(ios, f, a); err != nil {
		return nil, nil, err
	}
	given = typed.Clone()
	for k, v := range a {
		if was, ok := supplied[k]; !ok || was != v { // answered at a prompt
			given[k] = v
		}
	}
	return a, given, nil
}

// RecordAnswers scores the hand d of the typed answers in the state of
// the ledger file it is appended to, under the ledger's lock, and appends
// it: what the ledger supplies comes from that state, and a typed answer
// that says otherwise is refused (hand.Description.Agree), so
// scorekeepers recording at once each get the transfers of their place in
// the order and no refusal names a flag nobody typed. check, when not
// nil, refuses first what that state makes wrong, in the command's words.
// It returns the result, the answers it was scored by, and the record.
func RecordAnswers[R any](file string, d *hand.Description[R], at *At, typed hand.Answers, check func(ledger.State) error) (R, hand.Answers, *ledger.Appended, error) {
	var r R
	var a hand.Answers
	app, err := RecordHand(file, d.Game, at, func(st ledger.State) (*ledger.HandRecord, error) {
		if check != nil {
			if err := check(st); err != nil {
				return nil, err
			}
		}
		var err error
		if a, err = d.Agree(file, st, typed); err != nil {
			return nil, err
		}
		var rec *ledger.HandRecord
		r, rec, err = d.Settle(a)
		return rec, err
	})
	return r, a, app, err
}
