package serve

import (
	"errors"
	"maps"
	"sync"

	"github.com/dragon-tools/dragon/ledger"
)

// A HandForm is one way of entering the current hand from the phones:
// each player fills his own entry on his own phone, the form checks it
// against the entries already in, and once every entry the hand needs is
// in, it gives the result to show and the record to append. A game's
// hand description implements it (the questions it asks each player,
// their checks, its score and its record); TypedTransfers is the one that
// needs no game rule. Every method is called with the ledger's state, so
// the dealer, the round and the stakes come from the ledger; none may
// keep state of its own between calls.
type HandForm interface {
	// Name tells the forms of a ledger apart in a request: a word of
	// letters, digits and hyphens, fixed for the form.
	Name() string
	// Title is how the page offers the form: "a hand typed as money".
	Title() string
	// Fields are what player fills, in the order asked, given the
	// entries already in (a winner is asked what a loser is not).
	Fields(st ledger.State, player string, in Entries) []Field
	// Check refuses player's entry e, given the entries of the others,
	// with the command line's message; a *FieldError names the field.
	// An entry refused is not kept.
	Check(st ledger.State, player string, e Entry, others Entries) error
	// Waiting lists, in seat order, the players whose entries the hand
	// still needs; none when it is complete.
	Waiting(st ledger.State, in Entries) []string
	// Result is what the complete entries come to in state st: the lines
	// the scorekeeper reads before recording, and the record. It is
	// called again under the ledger's lock to record, with the state
	// then; an error there records nothing.
	Result(st ledger.State, in Entries) (*Result, error)
}

// Entry is one player's entry: each field's name and the value as typed.
type Entry map[string]string

// Entries are the entries in, by player.
type Entries map[string]Entry

// clone returns a copy of in that shares nothing with it.
func (in Entries) clone() Entries {
	out := make(Entries, len(in))
	for p, e := range in {
		out[p] = maps.Clone(e)
	}
	return out
}

// FieldKind is what a field takes, which says how a phone asks for it.
type FieldKind int

// The kinds of field.
const (
	// Text is a line of text: tiles or cards in the game's notation.
	Text FieldKind = iota + 1
	// Number is a whole number, signed: an amount of money, a score.
	Number
	// Choice is one of the field's Options.
	Choice
	// YesNo is a box to tick: "true" when ticked, "" when not.
	YesNo
)

// Field is one thing a player fills.
type Field struct {
	// Name is the field's name in the entry and in the request: a word
	// of letters, digits and hyphens.
	Name  string
	Label string
	Kind  FieldKind
	// Options are the answers a Choice offers.
	Options []string
	// Hint is an example of what to type: "+12 or -4".
	Hint string
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
	// Lines are what the scorekeeper reads before recording.
	Lines  []string
	Record *ledger.HandRecord
}

// pending is the current hand: the entries in, kept in memory until the
// scorekeeper records them. A stop loses them, and the page says so.
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
	return &pending{forms: forms, form: forms[0], entries: Entries{}}
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

func (p *pending) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.entries)
}

// errChanged refuses to record a hand whose entries changed since its
// result was shown.
var errChanged = errors.New("an entry changed since the result was shown; nothing was recorded: look at the result again")

// enter checks player's entry e in state st and keeps it.
func (p *pending) enter(st ledger.State, player string, e Entry) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	others := p.entries.clone()
	delete(others, player)
	if err := p.form.Check(st, player, e, others); err != nil {
		return err
	}
	p.entries[player] = e
	p.rev++
	return nil
}

// choose starts the current hand again with the form named name.
func (p *pending) choose(name string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, f := range p.forms {
		if f.Name() == name {
			p.form, p.entries = f, Entries{}
			p.rev++
			return true
		}
	}
	return false
}

// clear drops every entry: the hand was recorded, or the scorekeeper
// starts it again.
func (p *pending) clear() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.entries = Entries{}
	p.rev++
}
