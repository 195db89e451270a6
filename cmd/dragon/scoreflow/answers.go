package scoreflow

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The command line's two ways to fill a game's qa.Description: its
// flags, and on a terminal its prompts, which ask what the flags left.

// FlagAnswers are the answers the flags named give: each flag on the
// command line, under its name, its value as typed (a list joined by
// commas, a yes as "true").
func FlagAnswers(fs *pflag.FlagSet, names []string) qa.Answers {
	a := qa.Answers{}
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

// Asked is an answer given at a prompt: the question as it was asked
// (its ID, and its Label then), and the answer as Question.Answer took
// it.
type Asked struct {
	ID, Label, Answer string
}

// String is the question and its answer as a list of answers shows
// them, the question without its example: "Who won? Bo", "Bo's flowers:
// RF2", "Bo's shown sets and kongs: none".
func (q Asked) String() string {
	label := q.Label
	if i := strings.LastIndex(label, " ("); i > 0 && strings.HasSuffix(label, ")") {
		label = label[:i]
	}
	switch q.Answer {
	case "":
		return label + term.LabelSep(label) + "none"
	case "true", "false": // a yes-or-no question's answer, as filed
		return label + term.LabelSep(label) + map[string]string{"true": "yes", "false": "no"}[q.Answer]
	}
	return label + term.LabelSep(label) + q.Answer
}

// key tells a question as it was asked from every other: a question asked
// of a player, or worded from the winner, is another question once the
// winner is another player.
func (q Asked) key() string { return q.ID + "\x00" + q.Label }

// answerer asks, on a terminal, every question of a hand still to be
// asked, in order, and keeps what was answered, so that the hand can be
// walked again. Each answer is checked as it is given, against the
// answers before it: a line refused stays for editing; a choice refused
// is asked again, the reason on a line of its own; a refusal that takes
// answers back (qa.Again) asks their questions again, offering what was
// given.
type answerer struct {
	ios *term.IOStreams
	f   qa.Form
	// keep are answers taken again without asking, by Asked.key, while
	// their question is asked and its check takes them.
	keep map[string]string
	// offer are answers offered again for editing, by question ID, with
	// the question as it was worded.
	offer map[string]Asked
	asked []Asked
}

func newAnswerer(ios *term.IOStreams, f qa.Form) *answerer {
	return &answerer{ios: ios, f: f, keep: map[string]string{}, offer: map[string]Asked{}}
}

// walk asks, or takes from keep, the answer of every question of the hand
// still to be asked given a, filing each in a.
func (w *answerer) walk(a qa.Answers) error {
	for q := w.f.Next(a); q != nil; q = w.f.Next(a) {
		got := Asked{ID: q.ID, Label: q.Label(a)}
		s, kept := w.keep[got.key()]
		delete(w.keep, got.key()) // taken once: refused, it is asked
		if !kept {
			var err error
			if s, err = w.ask(q, a); err != nil {
				return err
			}
		}
		got.Answer = s
		w.offer[q.ID] = got
		err := w.file(q, a, got)
		var again *qa.Again
		switch {
		case err == nil:
		case errors.As(err, &again):
			w.say(term.Message(err))
		case kept:
			w.say(keptRefused(got.Label) + term.Message(err))
		case q.Kind == qa.Text || q.Kind == qa.Players:
			return err // the prompt's own check took it
		default:
			w.say(term.Message(err))
		}
	}
	return nil
}

// keptRefused begins the line that says an answer kept is refused now:
// "Cy's hand: the answer kept …", a question without its own colon.
func keptRefused(label string) string {
	return strings.TrimSuffix(label, "?") + ": the answer kept is refused now: "
}

// say says why an answer was refused, on lines of its own broken between
// words to fit the screen.
func (w *answerer) say(s string) { term.Para(w.ios.ErrOut, w.ios.Fit(), "  ", s) }

// ask asks q, offering what was given before or its Default.
func (w *answerer) ask(q *qa.Question, a qa.Answers) (string, error) {
	// A yes or no is offered again only to the question it answered: a
	// yes about Cy's discard is no answer about Bo's.
	o, ok := w.offer[q.ID]
	ok = ok && (q.Kind != qa.YesNo || o.Label == q.Label(a))
	def := ""
	switch {
	case ok:
		def = o.Answer
	case q.Default != nil:
		def = q.Default(a)
	}
	return ask(w.ios.Prompter, q, a, def)
}

// file files the answer got to q in a and keeps it; a refusal that takes
// answers back (qa.Again) forgets them, and their questions are asked
// again.
func (w *answerer) file(q *qa.Question, a qa.Answers, got Asked) error {
	err := q.Answer(a, got.Answer)
	var again *qa.Again
	switch {
	case err == nil:
		w.asked = append(w.asked, got)
	case errors.As(err, &again):
		a.Forget(again.Keys...)
		w.asked = slices.DeleteFunc(w.asked, func(g Asked) bool { return slices.Contains(again.Keys, g.ID) })
	}
	return err
}

// ask asks q as its kind wants, offering def, and returns the answer as
// Question.Answer takes it.
func ask(p term.Prompter, q *qa.Question, a qa.Answers, def string) (string, error) {
	label := q.Label(a)
	switch q.Kind {
	case qa.Player, qa.Choice:
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
	case qa.YesNo:
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
func AskFor(ios *term.IOStreams, file string, g books.Game, f qa.Form, typed qa.Answers) (walked, given qa.Answers, err error) {
	h, err := AskAnswered(ios, file, g, f, typed)
	if err != nil {
		return nil, nil, err
	}
	return h.Walked, h.Given(), nil
}

// RecordAnswers scores the hand d of the typed answers in the state of
// the ledger file it is appended to, under the ledger's lock, and appends
// it: what the ledger supplies comes from that state, and a typed answer
// that says otherwise is refused (qa.Description.Agree), so
// scorekeepers recording at once each get the transfers of their place in
// the order and no refusal names a flag nobody typed. check, when not
// nil, refuses first what that state makes wrong, in the command's words.
// It returns the result, the answers it was scored by, and the record.
func RecordAnswers[R any](file string, d *qa.Description[R], at *cmdutil.At, typed qa.Answers, check func(books.State) error) (R, qa.Answers, *ledger.Appended, error) {
	var r R
	var a qa.Answers
	app, err := cmdutil.RecordHand(file, d.Game, at, func(st books.State) (*books.HandRecord, error) {
		if check != nil {
			if err := check(st); err != nil {
				return nil, err
			}
		}
		var err error
		if a, err = d.Agree(file, st, typed); err != nil {
			return nil, err
		}
		var rec *books.HandRecord
		r, rec, err = d.Settle(a)
		return rec, err
	})
	return r, a, app, err
}
