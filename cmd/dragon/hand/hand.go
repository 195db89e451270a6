// Package hand describes what a hand of a game needs to be scored and
// recorded: the questions, their order, when each is asked, the check of
// each answer against the answers before it, the flag that gives it, and
// how the answers become the score and the ledger's record. Each game
// supplies one Description; the command line's flags and prompts, the
// evening's loop and the table's page are ways to fill it, so they cannot
// disagree. Nothing here talks to a person: no terminal, no page.
package hand

import (
	"slices"
	"strconv"
	"strings"
)

// Answers are what is known of a hand, each under the name of the flag
// that gives it on the command line ("winner", "discard-by"); the hand's
// notation, the command line's argument, is under "hand". Values are as
// typed: a yes is "true", a list of players "Ann,Bo,Cy,Di". An answer to a
// question is also kept under the question's ID.
type Answers map[string]string

// Has reports whether key is answered.
func (a Answers) Has(key string) bool {
	_, ok := a[key]
	return ok
}

// Yes reports whether key is answered yes.
func (a Answers) Yes(key string) bool { return a[key] == "true" }

// Number returns the whole-number answer key, def when it is not
// answered (or not a number: the flag that gives it checks it).
func (a Answers) Number(key string, def int) int {
	if n, err := strconv.Atoi(a[key]); err == nil {
		return n
	}
	return def
}

// List returns a list answer ("Ann,Bo,Cy") as its items; nil when key is
// not answered.
func (a Answers) List(key string) []string {
	if !a.Has(key) {
		return nil
	}
	return strings.Split(a[key], ",")
}

// Clone returns a copy of a to change apart from it.
func (a Answers) Clone() Answers {
	out := make(Answers, len(a))
	for k, v := range a {
		out[k] = v
	}
	return out
}

// Kind is the sort of answer a question takes: it tells a flow how to ask
// (a line to type, a list to choose from, yes or no).
type Kind int

// The kinds of question.
const (
	// Text is a line of text, such as tiles in the game's notation,
	// read and refused by the question's Check.
	Text Kind = iota + 1
	// Players is the players, as a list: "Ann,Bo,Cy,Di".
	Players
	// Player is one of the players, from the question's Options.
	Player
	// Choice is one of the question's Options.
	Choice
	// YesNo is yes ("true") or no ("false").
	YesNo
)

// Option is an answer a Player or Choice question offers.
type Option struct {
	// Label is how the option is offered, and the answer that takes it:
	// "Bo", "a discard by Bo".
	Label string
	// Sets is what taking it answers: {"discard-by": "Bo"}.
	Sets Answers
}

// Question is one thing a hand needs to know.
type Question struct {
	// ID names the question; its answer is kept under it.
	ID   string
	Kind Kind
	// Label asks the question, given the answers before it: "Cy's
	// flowers".
	Label func(Answers) string
	// Flags are the flags that answer the question on the command line,
	// none for the one named ID; once one of them (or ID) is answered the
	// question is not asked.
	Flags []string
	// Applies says whether the question is asked at all, given the
	// answers before it; nil asks it whenever it is unanswered.
	Applies func(Answers) bool
	// Options are the answers a Player or Choice question offers, given
	// the answers before it.
	Options func(Answers) []Option
	// Check refuses a Text or Players answer that cannot be right given
	// the answers before it, saying why; nil takes any.
	Check func(a Answers, answer string) error
	// Keep files a Text or Players answer under the flags' names (a
	// notation tidied, pieces joined into the hand); nil files it under
	// ID alone.
	Keep func(a Answers, answer string)
}

// answered reports whether q's answer is known from a.
func (q *Question) answered(a Answers) bool {
	return a.Has(q.ID) || slices.ContainsFunc(q.Flags, a.Has)
}

// Asked reports whether q is still to be asked, given the answers a.
func (q *Question) Asked(a Answers) bool {
	return !q.answered(a) && (q.Applies == nil || q.Applies(a))
}

// Questions are a hand's questions in the order they are asked.
type Questions []Question

// Next returns the first question still to be asked given the answers a;
// nil when there is none. A flow asks it, files the answer with Answer,
// and asks for Next again.
func (qs Questions) Next(a Answers) *Question {
	for i := range qs {
		if qs[i].Asked(a) {
			return &qs[i]
		}
	}
	return nil
}

// flags are the flags that answer q.
func (q *Question) flags() []string {
	if len(q.Flags) == 0 {
		return []string{q.ID}
	}
	return q.Flags
}

// Flags are the flags that answer any of the questions, in order, each
// once.
func (qs Questions) Flags() []string {
	var out []string
	for _, q := range qs {
		for _, f := range q.flags() {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}
