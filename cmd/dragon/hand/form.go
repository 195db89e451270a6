package hand

import "github.com/dragon-tools/dragon/ledger"

// Form is a Description seen by a flow that walks every game's hands
// alike without knowing what each scores to: the list of the games holds
// each game's as one, for the audit, the evening and the table's page.
type Form interface {
	// Next is the next question to ask, given the answers a; nil when
	// none is left. Question.Answer files the answer.
	Next(a Answers) *Question
	// Flags are the flags that answer the hand.
	Flags() []string
	// Agree adds what the ledger file (its state st) supplies to the
	// answers typed, refusing a typed answer that says otherwise.
	Agree(file string, st ledger.State, typed Answers) (Answers, error)
	// CheckAll checks the answers together, once all are in.
	CheckAll(a Answers) error
	// Result scores the answers: the game's result, to show, and the
	// record to append.
	Result(a Answers) (any, *ledger.HandRecord, error)
	// Recompute is the audit of a recorded hand (ledger.Auditor).
	Recompute(h *ledger.HandRecord, st ledger.State) (map[string]int, error)
}

// Next returns the next question to ask, given the answers a.
func (d *Description[R]) Next(a Answers) *Question { return d.Questions.Next(a) }

// Result scores the answers a as Settle does, the game's result as any.
func (d *Description[R]) Result(a Answers) (any, *ledger.HandRecord, error) {
	return d.Settle(a)
}
