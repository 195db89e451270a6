package evening

import (
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// A screen that waits: what a choice writes (the wall, the history, the
// settle-up) is followed at once by where the table stands and the menu,
// which would scroll its top off the screen before anyone reads it. Long
// output stops at each screenful (paged), and when what was written and
// what comes next would not fit together, the evening stops first
// ("Enter to go on"). The rows are counted since the last question
// answered; a screen whose height is not known never waits.

// screen counts the rows written to the terminal since the last question
// answered.
type screen struct {
	term.Prompter
	rows *term.Rows
}

// counted puts a count of the rows written on o's streams, begun again
// at every question answered, and returns it with what takes it off.
func (o *Options) counted() (*screen, func()) {
	out, p := o.IO.Out, o.IO.Prompter
	s := &screen{Prompter: p, rows: term.CountRows(out)}
	o.IO.Out, o.IO.Prompter, o.screen = s.rows, s, s
	return s, func() { o.IO.Out, o.IO.Prompter, o.screen = out, p, nil }
}

// paged does what writes long output (the wall, the history, the check,
// the settle-up), stopping with "Enter to go on" at each screenful, the
// screen's height being known: a page is the screen less the row the stop
// takes.
func (o *Options) paged(do func() error) error {
	h := o.IO.Height()
	if o.screen == nil || h < 2 {
		return do()
	}
	s := o.screen
	s.rows.Page(h-1, func() { _, _ = s.Input("Enter to go on", "", nil) })
	defer s.rows.Page(0, nil)
	return do()
}

// Input asks as the prompter does; the count begins again after it.
func (s *screen) Input(label, def string, validate func(string) error) (string, error) {
	defer s.rows.Reset()
	return s.Prompter.Input(label, def, validate)
}

// Select asks as the prompter does; the count begins again after it.
func (s *screen) Select(label string, items []string, def int) (int, error) {
	defer s.rows.Reset()
	return s.Prompter.Select(label, items, def)
}

// Confirm asks as the prompter does; the count begins again after it.
func (s *screen) Confirm(label string, def bool) (bool, error) {
	defer s.rows.Reset()
	return s.Prompter.Confirm(label, def)
}

// goOn stops with "Enter to go on" when what was written since the last
// question and the next rows to be drawn would not fit on the screen
// together, the screen's height being known. Ctrl-C there goes on too.
func (o *Options) goOn(s *screen, next int) {
	h := o.IO.Height()
	if h == 0 || s.rows.Rows() == 0 || s.rows.Rows()+next <= h {
		return
	}
	_, _ = s.Input("Enter to go on", "", nil)
}

// menuRows are the rows a list of n items may take on the screen, with
// its question: a dumb terminal's numbers every item, and asks for the
// number on a line of its own (a list that moves its cursor shows 10 at
// most, and fewer rows).
func menuRows(n int) int { return n + 2 }
