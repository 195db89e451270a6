package qa

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Form is a Description seen by a flow that walks every game's hands
// alike without knowing what each scores to: the list of the games holds
// each game's as one, for the audit, the evening and the table's page.
type Form interface {
	// Next is the next question to ask, given the answers a; nil when
	// none is left. Question.Answer files the answer.
	Next(a Answers) *Question
	// NextOf is the next question to ask the player name of those asked
	// of each player (Question.Each), given the answers a; nil when none
	// is left: what a player gives of his own part, on his own phone.
	NextOf(a Answers, name string) *Question
	// EachPart is what the hand's question asked of each player
	// (Question.Each) asks, in words ("the losers' hands"), or "" when
	// none is: a flow offers each player his own part only then.
	EachPart() string
	// Flags are the flags that answer the hand.
	Flags() []string
	// Agree adds what the ledger file (its state st) supplies to the
	// answers typed, refusing a typed answer that says otherwise.
	Agree(file string, st books.State, typed Answers) (Answers, error)
	// CheckAll checks the answers together, once all are in.
	CheckAll(a Answers) error
	// Result scores the answers: the game's result, to show, and the
	// record to append.
	Result(a Answers) (any, *books.HandRecord, error)
	// Lines are the result Result gave in words, as the game's score
	// command prints it, in plain lines of text fitted to width columns
	// (0: every line whole): no escape codes, nothing of a terminal, for
	// a flow that shows it in its own way (the evening at a terminal, the
	// page in the page).
	Lines(result any, width int) ([]string, error)
	// Shown is the result Result gave laid out for a page (its sets,
	// its tables); nil when the game lays out none.
	Shown(result any) (*Shown, error)
	// Recompute is the audit of a recorded hand (books.Auditor).
	Recompute(h *books.HandRecord, st books.State) (map[string]int, error)
}

// Next returns the next question to ask, given the answers a.
func (d *Description[R]) Next(a Answers) *Question { return d.Questions.Next(a) }

// NextOf returns the next question to ask the player name, given the
// answers a.
func (d *Description[R]) NextOf(a Answers, name string) *Question {
	return d.Questions.NextOf(a, name)
}

// EachPart is what the hand's question asked of each player asks, or "".
func (d *Description[R]) EachPart() string { return d.Questions.EachPart() }

// Result scores the answers a as Settle does, the game's result as any.
func (d *Description[R]) Result(a Answers) (any, *books.HandRecord, error) {
	return d.Settle(a)
}

// Lines writes result, which Result gave, with the game's Print fitted to
// width, and returns its lines.
func (d *Description[R]) Lines(result any, width int) ([]string, error) {
	r, err := d.result(result)
	if err != nil {
		return nil, err
	}
	if d.Print == nil {
		return nil, fmt.Errorf("hand: a %s hand has no words for its result", d.Game.Title())
	}
	var b bytes.Buffer
	d.Print(&b, width, r)
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"), nil
}

// result is result as the game's own result type.
func (d *Description[R]) result(result any) (R, error) {
	r, ok := result.(R)
	if !ok {
		return r, fmt.Errorf("hand: a %s hand scores to %T, not %T", d.Game.Title(), *new(R), result)
	}
	return r, nil
}
