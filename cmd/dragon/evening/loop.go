package evening

import (
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// table is an evening under way: its ledger, the game it is kept for, and
// where it stands, read afresh before every question of the loop.
type table struct {
	o    *Options
	file string
	game cmdutil.Game
	cur  *ledger.Current
}

// table reads where the ledger file stands.
func (o *Options) table(file string) (*table, error) {
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		return nil, err
	}
	for _, g := range o.Games {
		if g.Name == cur.Header.Game {
			return &table{o: o, file: file, game: g, cur: cur}, nil
		}
	}
	return nil, fmt.Errorf("%s is kept for %s, a game this dragon does not know", file, cur.Header.Game.Title())
}

// st is where the table stands.
func (t *table) st() books.State { return t.cur.State }

// play is what the game calls a hand: "hand", "game".
func (t *table) play() string { return t.cur.Header.Game.Play() }

// loop is the evening: where the table stands, then what happened, until
// the table leaves; what a choice wrote waits to be read (goOn) before
// the standings are drawn again. What one choice does wrong, or Ctrl-C inside it,
// comes back to the loop with nothing recorded; Ctrl-C at the loop leaves.
func (o *Options) loop(file string, s *screen) error {
	next := 0    // the rows the standings and the menu take
	warned := -1 // the warnings the ledger held at the last turn
	for {
		t, err := o.table(file)
		if err != nil && next > 0 { // what went wrong was said as it happened
			return fmt.Errorf("%s changed outside the evening and no longer reads, so the evening stops: 'dragon ledger check %s' lists what to mend; then run 'dragon' again", file, file)
		}
		if err != nil {
			return err
		}
		if warned >= 0 && len(t.cur.Warnings) > warned {
			t.hintLoan()
		}
		warned = len(t.cur.Warnings)
		cs := t.choices()
		first := next == 0
		if first { // not drawn yet: the header, the players, the menu
			next = 6 + len(t.cur.Header.Players) + menuRows(len(cs))
		}
		o.goOn(s, next)
		s.rows.Reset()
		if err := t.stand(first); err != nil {
			return err
		}
		next = s.rows.Rows() + menuRows(len(cs))
		labels := make([]string, len(cs))
		for i, c := range cs {
			labels[i] = c.label
		}
		i, err := o.IO.Prompter.Select("What now?", labels, 0)
		if err != nil || cs[i].do == nil {
			o.println(t.kept())
		}
		switch {
		case err != nil:
			return term.CancelledKeeping("what was recorded stays in " + file)
		case cs[i].do == nil:
			return nil
		}
		if err := cs[i].do(t); err != nil {
			o.problem(err)
		}
	}
}

// stand shows where the table stands. A warning the ledger holds (money
// below zero) is said in full once, when the record that raises it is
// made; at the first turn a line says the ledger holds it, and where it
// is listed, and no turn says it again.
func (t *table) stand(first bool) error {
	fmt.Fprintln(t.o.IO.Out)
	if err := t.o.Run("ledger", "show", t.file, "--no-warnings"); err != nil {
		return err
	}
	if n := len(t.cur.Warnings); first && n > 0 {
		t.o.println(fmt.Sprintf("%s holds %s, said when its record was made: 'Check the ledger' lists %s.",
			t.file, words.Plural(n, "warning"), map[bool]string{true: "it", false: "them"}[n == 1]))
	}
	return nil
}

// kept says what stays recorded when the table leaves, and how to go on,
// in lines that fit the narrowest terminal.
func (t *table) kept() string {
	st := t.st()
	s := t.file + " keeps the evening, nothing recorded yet."
	switch {
	case st.Played == 1:
		s = fmt.Sprintf("The %s recorded stays in %s.", t.play(), t.file)
	case st.Played > 0:
		s = fmt.Sprintf("The %s recorded stay in %s.", words.Plural(st.Played, t.play()), t.file)
	case st.Records > 0:
		s = fmt.Sprintf("What was recorded stays in %s.", t.file)
	}
	return s + "\nRun 'dragon' here to go on with the evening."
}

// choice is one thing the loop offers; a nil do leaves.
type choice struct {
	label string
	do    func(t *table) error
}

// choices are what the loop offers in the ledger's state: the hand's
// outcomes while play goes on (a win, each of the game's kinds of hand
// nobody won, a false declaration where the table plays one, a hand
// scored elsewhere), the game's set-ups, then the ledger's own.
func (t *table) choices() []choice {
	st, g := t.st(), t.cur.Header.Game
	var cs []choice
	if st.Over == "" {
		if t.game.Hand != nil {
			cs = append(cs, choice{"Score the " + t.play(), (*table).won})
		}
		for _, k := range books.Kinds {
			if k != books.Win && g.IsHand(k) {
				cs = append(cs, choice{fmt.Sprintf("%s: nobody won", cmdutil.Capitalize(kindWords(g, k))), nobodyWon(k)})
			}
		}
		if t.game.FalseDeclaration != nil && t.game.Hand != nil && t.plays("false_declaration") {
			cs = append(cs, choice{"A false declaration: the declarer pays", (*table).falseDeclaration})
		}
		elsewhere := "money"
		if g.Totals() {
			elsewhere = "scores"
		}
		cs = append(cs, choice{fmt.Sprintf("A %s scored elsewhere: type the %s", t.play(), elsewhere), (*table).elsewhere})
		for _, it := range t.game.Setup {
			cs = append(cs, choice{fmt.Sprintf("Set up the %s: %s", t.play(), it.Label), func(t *table) error { return t.o.paged(func() error { return t.setUp(it) }) }})
		}
	}
	// Undo is offered before there is a record to undo, so that a
	// numbered menu keeps its numbers from the first record on.
	settle := "Settle up: who pays whom"
	if t.cur.Header.Game.Totals() {
		settle = "Settle up: the match in points"
	}
	return append(cs, t.books(),
		choice{"Undo the last record", (*table).undo},
		choice{"History: every record so far", func(t *table) error { return t.o.paged(func() error { return t.o.Run("ledger", "history", t.file) }) }},
		choice{"Check the ledger", func(t *table) error { return t.o.paged(t.check) }},
		choice{settle, func(t *table) error { return t.o.paged(func() error { return t.o.Run("ledger", "settle", t.file) }) }},
		choice{"Leave (the ledger keeps the evening)", nil},
	)
}

// kindWords names a hand nobody won, with its article: "a tie", "a dead
// hand", "a Wongg (dead)".
func kindWords(g books.Game, k books.Kind) string {
	if k == books.Dead {
		return "a " + g.DeadHand()
	}
	return "a " + string(k)
}

// plays reports whether the session plays the optional rule key; a rule
// the game does not make optional is always played.
func (t *table) plays(key string) bool {
	for _, ru := range t.cur.Header.Game.Rules() {
		if ru.Key == key {
			return !ru.IsZero(t.cur.Header.Rules)
		}
	}
	return true
}

// check runs 'ledger check', which is silent when the ledger is sound,
// and says so; with warnings (money below zero), which it lists, that it
// finds no error.
func (t *table) check() error {
	if err := t.o.Run("ledger", "check", t.file); err != nil {
		return err
	}
	if n := len(t.cur.Warnings); n > 0 {
		t.o.println(fmt.Sprintf("%s is sound: 'dragon ledger check' finds no error, and the %s above.", t.file, words.Plural(n, "warning")))
		t.hintLoan()
		return nil
	}
	t.o.println(t.file + " is sound: 'dragon ledger check' finds nothing wrong.")
	return nil
}

// setUp runs the set-up it of the next hand, asking first for what it
// asks.
func (t *table) setUp(it cmdutil.SetupItem) error {
	args := it.Args(t.st())
	if it.Ask != nil {
		more, err := it.Ask(t.o.IO.Prompter)
		if err != nil {
			return err
		}
		args = append(args, more...)
	}
	return t.o.Run(args...)
}
