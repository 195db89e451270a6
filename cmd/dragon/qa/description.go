package qa

import (
	"fmt"
	"io"
	"slices"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Description is a game's account of a won hand, R being what the game
// scores it to. A hand travels: the questions are answered (Next,
// Question.Answer; on the command line the flags answer most), the ledger
// supplies what it knows (Agree), the answers are checked together
// (CheckAll), scored and turned into the record (Settle); the audit goes
// back from the record to the answers (Recompute). A game whose ledger
// keeps totals (books.Game.Totals: Dancing Dragons, MAC I) records each
// player's score where another records his transfer.
type Description[R any] struct {
	// Game is the game whose hands these are.
	Game books.Game
	// Questions are what the hand needs, in the order they are asked.
	Questions Questions
	// Also are the flags that answer the hand without a question of
	// their own (Nine Dragons' --seat, --stakes), so a flow that has
	// them takes them.
	Also []string
	// Seat is what the ledger's state st supplies to a hand played in
	// it: the players in their seats, the round, the stakes. Nil when
	// the ledger supplies nothing.
	Seat func(st books.State) ([]Supplied, error)
	// Check refuses answers that contradict each other or lack what they
	// need, once all are in (on the command line, flags given together);
	// nil takes them.
	Check func(a Answers) error
	// Score scores the hand the answers describe and, when they seat the
	// players, settles it.
	Score func(a Answers) (R, error)
	// Kept are the keys of the answers the ledger keeps of a hand (see
	// Inputs): what the audit needs to score it again.
	Kept []string
	// Record is what the ledger keeps of a scored hand: the answers to
	// keep (a, or a as the score settled them: who discarded, the level
	// paid) and each player's transfer.
	Record func(a Answers, r R) (Answers, map[string]int)
	// Recorded refuses, for the audit, the answers a record keeps, with
	// what the ledger's state supplies (Seat), when the hand cannot be
	// scored again from them, in the record's words; nil takes them. A
	// *books.HandError names the player whose hand it is.
	Recorded func(a Answers) error
	// Print writes r for people as the game's score command does, in
	// plain lines of text fitted to width columns (0: every line whole):
	// no colour, nothing of a terminal (see Lines).
	Print func(w io.Writer, width int, r R)
	// Show lays r out for a page, as Print says it (see Shown); nil:
	// the page shows Print's lines.
	Show func(r R) *Shown
	// Keypad is how the answer to the Text question q, given the answers
	// a before it, is written with the game's pieces: a phone offers its
	// keys (Keys) beside the field. Nil, or nil for q: typed only.
	Keypad func(q *Question, a Answers) *Keypad
}

// Supplied is an answer the ledger's state supplies to a hand.
type Supplied struct {
	// Key is the flag it answers, Value the answer.
	Key, Value string
	// Says is how the ledger words it, after the file's name, in the
	// refusal of an answer that differs: "plays the South round now".
	Says string
	// Same reports whether a typed answer says the same as Value (a
	// round given as E or East); nil compares the text.
	Same func(typed string) bool
	// Echo repeats the typed answer in the refusal: "leave out --round
	// E"; a list (--players) is left out whole.
	Echo bool
	// Refused, when set, words the refusal of the typed answer in place
	// of Says, when it depends on what was typed: "is not kept for the
	// game without suit C".
	Refused func(typed string) string
}

// Flags are every flag that answers a hand: those of the questions, then
// the others.
func (d *Description[R]) Flags() []string {
	out := d.Questions.Flags()
	for _, f := range d.Also {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// Agree returns the answers typed with what the ledger file (its state
// st) supplies, refusing a typed answer that says otherwise, with what
// the ledger says and the flag to leave out. Only typed answers can be
// refused: an answer the ledger supplied before is not typed, and the
// state it came from may have moved on.
func (d *Description[R]) Agree(file string, st books.State, typed Answers) (Answers, error) {
	a := typed.Clone()
	if d.Seat == nil {
		return a, nil
	}
	supplied, err := d.Seat(st)
	if err != nil {
		return nil, err
	}
	for _, s := range supplied {
		if t, ok := typed[s.Key]; ok && !s.same(t) {
			leave, says := "--"+s.Key, s.Says
			if s.Echo {
				leave += " " + t
			}
			if s.Refused != nil {
				says = s.Refused(t)
			}
			return nil, fmt.Errorf("%s %s; leave out %s", file, says, leave)
		}
		a[s.Key] = s.Value
	}
	return a, nil
}

func (s Supplied) same(typed string) bool {
	if s.Same != nil {
		return s.Same(typed)
	}
	return typed == s.Value
}

// CheckAll checks the answers together, once all are in.
func (d *Description[R]) CheckAll(a Answers) error {
	if d.Check == nil {
		return nil
	}
	return d.Check(a)
}

// Settle scores the hand of the answers a and makes its record: a win of
// the inputs and transfers (or, in a game of totals, scores) Record gives.
func (d *Description[R]) Settle(a Answers) (R, *books.HandRecord, error) {
	r, err := d.Score(a)
	if err != nil {
		return r, nil, err
	}
	kept, amounts := d.Record(a, r)
	in, err := Inputs(d.Game, kept, d.Kept)
	if err != nil {
		return r, nil, err
	}
	rec := &books.HandRecord{Kind: books.Win, Inputs: in, Transfers: amounts}
	if d.Game.Totals() {
		rec.Transfers, rec.Scores = nil, amounts
	}
	return r, rec, nil
}

// Rescore scores and settles again a win of the game recorded from its
// hand (the winner's, or every player's part), in the state st it was
// played in: what the hand scored to, and the record it makes;
// books.ErrSkip for any other record.
func (d *Description[R]) Rescore(h *books.HandRecord, st books.State) (R, *books.HandRecord, error) {
	a, err := d.recorded(h, st)
	if err != nil {
		var none R
		return none, nil, err
	}
	return d.Settle(a)
}

// recorded are the answers a record of a win kept, with what the state
// st it was played in supplies, checked as Rescore scores them.
func (d *Description[R]) recorded(h *books.HandRecord, st books.State) (Answers, error) {
	if st.Header.Game != d.Game || h.Kind != books.Win || h.Inputs == nil {
		return nil, books.ErrSkip
	}
	a := FromInputs(d.Game, h.Inputs, d.Kept)
	if !scoredFrom(d.Game, a, d.Kept) {
		return nil, books.ErrSkip
	}
	a, err := d.Agree("the ledger", st, a)
	if err != nil {
		return nil, err
	}
	if d.Recorded != nil {
		if err := d.Recorded(a); err != nil {
			return nil, err
		}
	}
	return a, d.CheckAll(a)
}

// Recompute is the audit of 'ledger check': it scores and settles again
// a win of the game recorded from its hand, in the state st it was
// played in, and returns each player's transfer (in a game of totals,
// his score), as Rescore's record holds them, without making the record;
// books.ErrSkip for any other record, which the ledger checks alone.
func (d *Description[R]) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	a, err := d.recorded(h, st)
	if err != nil {
		return nil, err
	}
	r, err := d.Score(a)
	if err != nil {
		return nil, err
	}
	_, amounts := d.Record(a, r)
	return amounts, nil
}
