// Package qa holds the questions and answers of a game's hand: what a
// hand needs to be scored and recorded, the questions, their order, when
// each is asked, the check of each answer against the answers before it,
// the flag that gives it, and how the answers become the score and the
// ledger's record. Each game
// supplies one Description; the command line's flags and prompts, the
// evening's loop and the table's page are ways to fill it, so they cannot
// disagree. Nothing here talks to a person: no terminal, no page.
package qa

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

// Forget takes back the answers under keys: their questions are asked
// again (see Again).
func (a Answers) Forget(keys ...string) {
	for _, k := range keys {
		delete(a, k)
	}
}

// EachKey is the key of the answer to the question id asked of the player
// name (Question.Each): "losers:Bo". A name holds no ':' (see
// internal/players), so the key is the one's alone.
func EachKey(id, name string) string { return id + ":" + name }

// SetEach files s as the answer to the question id asked of the player
// name, and adds him to the names under id, in the order given.
func (a Answers) SetEach(id, name, s string) {
	a[EachKey(id, name)] = s
	if names := a.List(id); !slices.Contains(names, name) {
		a[id] = strings.Join(append(names, name), ",")
	}
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
	// Default is the answer offered before anything is typed, given the
	// answers before it: the Label of the option offered first, the text
	// of a Text question ready to edit, "true" for a YesNo; nil offers
	// the first option, an empty line, no.
	Default func(Answers) string
	// Check refuses an answer that cannot be right given the answers
	// before it, saying why; nil takes any. A Player or Choice answer is
	// checked with what its option sets already in a. An *Again takes
	// back answers before it.
	Check func(a Answers, answer string) error
	// Keep files a Text or Players answer under the flags' names (a
	// notation tidied, pieces joined into the hand); nil files it under
	// ID alone.
	Keep func(a Answers, answer string)
	// Count, for a Players question, refuses a count of players who
	// cannot play, given the answers before it (the rules they play by):
	// the answer is read as names parted by commas, checked, and kept
	// tidied ("Ann,Bo,Cy"), before Check and Keep, which it needs neither
	// of.
	Count func(a Answers, n int) error

	// Each, when set, makes the question one asked of each of the
	// players it names, given the answers before it, in that order (the
	// losers, every player at the table): Next returns the question Of
	// gives for the first of them still unanswered. Each answer is kept
	// under EachKey(ID, name) ("losers:Bo"), and the names answered, in
	// the order answered, under ID ("Bo,Cy,Di"), so a record keeps them
	// in that order. Once one of Flags is answered it is not asked.
	Each func(Answers) []string
	// Of is the question asked of the player name, for an Each question:
	// its Label, Check and Keep, each knowing whom it asks. Its ID, Kind
	// (unless it has its own) and Player are set by Next.
	Of func(name string) Question
	// Part, for an Each question, is what the players asked give, as the
	// help says it: "the losers' hands", "every player's discards".
	Part string
	// Player is whom the question is asked of: set on the question Next
	// returns for an Each question (its ID is EachKey(the Each question's
	// ID, Player)); "" for any other.
	Player string
}

// Again refuses an answer that the answers before it make wrong where a
// change to any of them may mend it (Magic Dragon's version G: the hand
// is too poor for how its last tile came, so either may change). A flow
// takes back the answers under Keys and asks their questions again,
// offering what was given: the command line, the evening and the page
// alike.
type Again struct {
	Err error
	// Keys are the answers taken back.
	Keys []string
}

// Error says what is wrong.
func (e *Again) Error() string { return e.Err.Error() }

// Unwrap returns what is wrong.
func (e *Again) Unwrap() error { return e.Err }

// answered reports whether q's answer is known from a.
func (q *Question) answered(a Answers) bool {
	return a.Has(q.ID) || slices.ContainsFunc(q.Flags, a.Has)
}

// Asked reports whether q is still to be asked, given the answers a: an
// Each question, of any player.
func (q *Question) Asked(a Answers) bool {
	if q.Each != nil {
		return q.nextOf(a, "") != nil
	}
	return !q.answered(a) && (q.Applies == nil || q.Applies(a))
}

// nextOf returns the Each question q as asked of the first player still
// unanswered (of the player name alone, when not ""); nil when none is.
func (q *Question) nextOf(a Answers, name string) *Question {
	if slices.ContainsFunc(q.Flags, a.Has) || q.Applies != nil && !q.Applies(a) {
		return nil
	}
	for _, n := range q.Each(a) {
		if (name == "" || n == name) && !a.Has(EachKey(q.ID, n)) {
			of := q.Of(n)
			of.ID, of.Player = EachKey(q.ID, n), n
			if of.Kind == 0 {
				of.Kind = q.Kind
			}
			return &of
		}
	}
	return nil
}

// Questions are a hand's questions in the order they are asked.
type Questions []Question

// Next returns the first question still to be asked given the answers a;
// nil when there is none. A flow asks it, files the answer with Answer,
// and asks for Next again.
func (qs Questions) Next(a Answers) *Question {
	for i := range qs {
		switch q := &qs[i]; {
		case q.Each != nil:
			if of := q.nextOf(a, ""); of != nil {
				return of
			}
		case q.Asked(a):
			return q
		}
	}
	return nil
}

// NextOf returns the first question still to be asked of the player
// name (of an Each question), given the answers a; nil when there is
// none. A flow where each player gives his own part (the page, on each
// player's phone) asks him these, whatever the others have answered:
// each answer is checked against those given before it.
func (qs Questions) NextOf(a Answers, name string) *Question {
	for i := range qs {
		if q := &qs[i]; q.Each != nil {
			if of := q.nextOf(a, name); of != nil {
				return of
			}
		}
	}
	return nil
}

// CountPlayers refuses the players a flag gave (--players, never asked)
// that their question's Count refuses: a game whose scoring seats any
// number still seats only as many as it says.
func (qs Questions) CountPlayers(a Answers) error {
	for _, q := range qs {
		if q.Kind == Players && q.Count != nil && a.Has(q.ID) {
			if _, err := q.players(a, a[q.ID]); err != nil {
				return err
			}
		}
	}
	return nil
}

// EachPart is what the question asked of each player (Question.Each)
// asks, as the help says it (its Part; "his own part" when it says
// nothing), or "" when no question is asked of each player.
func (qs Questions) EachPart() string {
	i := slices.IndexFunc(qs, func(q Question) bool { return q.Each != nil })
	switch {
	case i < 0:
		return ""
	case qs[i].Part == "":
		return "his own part"
	}
	return qs[i].Part
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
