package serve

import (
	"errors"
	"slices"
	"sync"

	"github.com/dragon-tools/dragon/internal/laidout"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A HandForm is one way of entering the current hand from the phones, a
// step at a time: it asks each device what is its to answer next (a
// player his own part, the scorekeeper what the table says as a whole),
// checks each answer against the answers given before it, and once every
// answer the hand needs is in, gives the result to show and the record
// to append. A game's hand description becomes one (cmd/dragon/servecmd);
// TypedTransfers is the one that needs no game rule. Every method is
// called with the ledger's state, so the players, the dealer, the round
// and the stakes come from the ledger; none may keep state of its own
// between calls: the answers are kept by the server, in the order given.
type HandForm interface {
	// Name tells the forms of a ledger apart in a request: a word of
	// letters, digits and hyphens, fixed for the form.
	Name() string
	// Title is how the page offers the form: "a hand typed as money".
	Title() string
	// Ask is what who answers next, given the answers in: the fields of
	// one step (one question, or what a player types at once); none when
	// nothing is his to answer now.
	Ask(st books.State, who Who, in Entries) []Field
	// Enter checks the answers e that who gives to the fields Ask gave
	// him, against the answers in, and returns the answers with them; a
	// refusal says why, with the command line's message (a *FieldError
	// names the field), and nothing is kept. A refusal that takes back
	// answers given before (a change to any of them may mend it) returns
	// the answers without them, with the refusal.
	Enter(st books.State, who Who, e Entry, in Entries) (Entries, error)
	// Waiting lists whom the hand waits for now, players in seat order;
	// none when it is complete.
	Waiting(st books.State, in Entries) []Who
	// Result is what the complete answers come to in state st: the lines
	// the scorekeeper reads before recording, and the record. It is
	// called again under the ledger's lock to record, with the state
	// then; an error there records nothing.
	Result(st books.State, in Entries) (*Result, error)
}

// Who is a device that answers: a player, on his own phone, or the
// scorekeeper, for the table as a whole.
type Who struct {
	Player string
	Keeper bool
}

// By is who's name in the answers: the player, or "" for the scorekeeper.
func (w Who) By() string {
	if w.Keeper {
		return ""
	}
	return w.Player
}

// String names who for people.
func (w Who) String() string {
	if w.Keeper {
		return "the scorekeeper"
	}
	return w.Player
}

// Entry is one step's answers: each field's name and the value as typed.
type Entry map[string]string

// Given is one answer given from a device.
type Given struct {
	// By is the player who gave it; "" for the scorekeeper.
	By string
	// Field is the field it answers, Label how the field asked it.
	Field, Label, Value string
	// Offered marks an answer taken back (by the one who gave it, or by
	// a refusal of a later one), kept only to offer again: it is no
	// part of the hand.
	Offered bool
}

// Entries are the answers given to the current hand, in the order given.
type Entries []Given

// clone returns a copy of in that shares nothing with it.
func (in Entries) clone() Entries { return slices.Clone(in) }

// Of are the answers the player by gave ("" for the scorekeeper), in
// order, without those taken back.
func (in Entries) Of(by string) Entries {
	var out Entries
	for _, g := range in {
		if g.By == by && !g.Offered {
			out = append(out, g)
		}
	}
	return out
}

// Offer is the value last given to field, taken back or not, to offer
// when it is asked again; "" when none was.
func (in Entries) Offer(field string) string {
	for i := len(in) - 1; i >= 0; i-- {
		if in[i].Field == field {
			return in[i].Value
		}
	}
	return ""
}

// FieldKind is what a field takes, which says how a phone asks for it.
type FieldKind int

// The kinds of field.
const (
	// Text is a line of text: tiles or cards in the game's notation.
	Text FieldKind = iota + 1
	// Number is a whole number: a score.
	Number
	// Money is a whole amount of money won (+) or lost (-): its sign is
	// asked apart from its digits, as a phone's number pad has no minus.
	Money
	// Choice is one of the field's Options.
	Choice
	// YesNo is yes ("true") or no ("false").
	YesNo
)

// Field is one thing a device fills.
type Field struct {
	// Name is the field's name in the answers and in the request: a word
	// of letters, digits, hyphens and colons.
	Name  string
	Label string
	Kind  FieldKind
	// Options are the answers a Choice offers.
	Options []string
	// Value is offered before anything is typed: what was given before,
	// or the answer offered first.
	Value string
	// Hint is an example of what to type: "+12 or -4".
	Hint string
	// Keys are a keypad for a Text field: each key adds its token.
	Keys []Key
	// Tiles are the same keypad's pieces to tap, a kind a tap: a phone
	// offers them in place of the keys (tiles.go).
	Tiles []Tile
}

// Key is one key of a field's keypad: what it shows, what it adds.
type Key struct {
	Label, Token string
	// Apart marks a key that writes no piece (a bracket, '-'): the
	// tiles to tap offer it too.
	Apart bool
}

// FieldError is a refusal of one field of an entry.
type FieldError struct {
	Field string
	Err   error
}

func (e *FieldError) Error() string { return e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }

// Result is what a complete hand comes to.
type Result struct {
	// Lines are what the scorekeeper reads before recording, in the
	// command line's words.
	Lines []string
	// Shown, when set, is the same laid out for the page, shown in place
	// of Lines.
	Shown  *Shown
	Record *books.HandRecord
}

// Shown is a result laid out for a page (package laidout): the winner's
// split as its sets, tables of values, the lines after them.
type Shown = laidout.Result

// Table is a table of a result laid out.
type Table = laidout.Table

// pending is the current hand: the answers given, kept in memory until
// the scorekeeper records them. A stop loses them, and the page says so.
type pending struct {
	mu      sync.Mutex
	forms   []HandForm
	form    HandForm
	entries Entries
	// rev counts the changes, so a result shown can be told from the
	// entries as they are when it is recorded.
	rev int
}

func newPending(forms []HandForm) *pending {
	return &pending{forms: forms, form: forms[0]}
}

// hand is a look at the current hand at one moment.
type hand struct {
	form    HandForm
	entries Entries
	rev     int
}

func (p *pending) now() hand {
	p.mu.Lock()
	defer p.mu.Unlock()
	return hand{p.form, p.entries.clone(), p.rev}
}

// count is how many answers are given and not taken back: what a stop
// loses.
func (p *pending) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, g := range p.entries {
		if !g.Offered {
			n++
		}
	}
	return n
}

// errChanged refuses to record a hand whose entries changed since its
// result was shown.
var errChanged = errors.New("an entry changed since the result was shown; nothing was recorded: look at the result again")

// errStale refuses an answer to a question that is no longer the one
// asked: another device answered it, or the hand moved on.
var errStale = errors.New("that question is no longer the one asked (another phone answered it, or the hand moved on); nothing was entered: look again")

// enter checks and keeps who's answers to the step whose first field is
// named q, each field's value read by value, in state st.
func (p *pending) enter(st books.State, who Who, q string, value func(Field) string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	fields := p.form.Ask(st, who, p.entries)
	if len(fields) == 0 || fields[0].Name != q {
		return errStale
	}
	e := Entry{}
	for _, f := range fields {
		e[f.Name] = value(f)
	}
	out, err := p.form.Enter(st, who, e, p.entries.clone())
	if out != nil {
		p.entries = out
		p.rev++
	}
	return err
}

// back takes back the last answer who gave, to offer again; false when
// he has given none.
func (p *pending) back(who Who) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.entries) - 1; i >= 0; i-- {
		if g := &p.entries[i]; g.By == who.By() && !g.Offered {
			g.Offered = true
			p.rev++
			return true
		}
	}
	return false
}

// choose starts the current hand again with the form named name.
func (p *pending) choose(name string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, f := range p.forms {
		if f.Name() == name {
			p.form, p.entries = f, nil
			p.rev++
			return true
		}
	}
	return false
}

// clear drops every answer: the hand was recorded, or the scorekeeper
// starts it again.
func (p *pending) clear() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.entries = nil
	p.rev++
}
