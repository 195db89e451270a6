package cmdutil

import (
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
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

// AskAnswers asks on p every question of the hand f still to be asked,
// in order, filing each answer in a. Each answer is checked as it is
// typed, against the answers before it; a refused one stays for editing.
func AskAnswers(p Prompter, f hand.Form, a hand.Answers) error {
	for q := f.Next(a); q != nil; q = f.Next(a) {
		s, err := ask(p, q, a)
		if err != nil {
			return err
		}
		if err := q.Answer(a, s); err != nil {
			return err
		}
	}
	return nil
}

// ask asks q as its kind wants and returns the answer as Question.Answer
// takes it.
func ask(p Prompter, q *hand.Question, a hand.Answers) (string, error) {
	label := q.Label(a)
	switch q.Kind {
	case hand.Player, hand.Choice:
		opts := q.Options(a)
		labels := make([]string, len(opts))
		for i, o := range opts {
			labels[i] = o.Label
		}
		i, err := p.Select(label, labels, 0)
		if err != nil {
			return "", err
		}
		return labels[i], nil
	case hand.YesNo:
		yes, err := p.Confirm(label, false)
		return strconv.FormatBool(yes), err
	}
	return p.Input(label, "", func(s string) error {
		if q.Check == nil {
			return nil
		}
		return q.Check(a, s)
	})
}
