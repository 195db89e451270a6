package lineedit

import (
	"errors"
	"io"

	"github.com/dragon-tools/dragon/internal/words"
)

// Question is what ReadLine asks, and how it judges the answer.
type Question struct {
	Prompt string // drawn after the mark, before the answer
	// Default is offered, typed already: the first character typed
	// replaces it, an editing key (an arrow, Backspace) edits it.
	Default string
	// History names the question: Up recalls the answers given to
	// questions of the same History earlier in the run.
	History string
	// Mark returns what is drawn before the prompt, as the answer stands
	// (a sign that it would be taken or refused); nil draws none. It is
	// given the answer's runes, which it must not keep or change: it is
	// asked at every key, and the answer's length in a string every time
	// would make typing a long one quadratic.
	Mark func(answer []rune) string
	// Refuse returns why answer cannot be taken, shown under it while it
	// is unchanged, or "" to take it; nil takes every answer.
	Refuse func(answer string) string
	// Answered returns what is left on the screen once answer is taken,
	// laid out as the question was (Renderer.Finish); nil leaves the
	// mark, the prompt and the answer.
	Answered func(answer string) View
}

// ErrInterrupted is returned when Ctrl-C cancels a question.
var ErrInterrupted = words.NewError("lineedit", "interrupted")

// Editor asks questions on a terminal in raw mode, one at a time, and
// keeps their answers for Up. The caller puts the terminal in raw mode
// around ReadLine.
type Editor struct {
	keys    *Keys
	out     io.Writer
	width   func() int
	history History
}

// NewEditor reads keys, draws on out, and asks width for the terminal's
// columns (0 when not known) before every draw.
func NewEditor(keys *Keys, out io.Writer, width func() int) *Editor {
	return &Editor{keys: keys, out: out, width: width}
}

// ReadLine asks q until an answer is taken, and returns it. Ctrl-C returns
// ErrInterrupted, Ctrl-D on an empty line io.EOF, and the prompt is taken
// off the screen; an error reading the keys is returned as it is.
func (e *Editor) ReadLine(q Question) (string, error) {
	r := NewRenderer(e.out, e.width)
	line := &Line{}
	line.Offer(q.Default)
	older := e.history.recall(q.History)
	refused, refusedAt := "", 0 // why the answer was refused, at which edit
	for {
		if !e.keys.Buffered() {
			if refused != "" && line.Edits() != refusedAt {
				refused = ""
			}
			v := View{Prompt: q.Prompt, Text: line.Runes(), Cursor: line.Cursor(), Message: refused}
			if q.Mark != nil {
				v.Mark = q.Mark(line.Runes())
			}
			if err := r.Draw(v); err != nil {
				return "", err
			}
		}
		k, err := e.keys.Next()
		if err != nil {
			return "", errors.Join(err, r.Clear())
		}
		switch line.Apply(k) {
		case Submit:
			answer := line.String()
			if q.Refuse != nil {
				if refused = q.Refuse(answer); refused != "" {
					refusedAt = line.Edits()
					continue
				}
			}
			e.history.Add(q.History, answer)
			return answer, r.Finish(q.answered(answer))
		case Interrupt:
			return "", errors.Join(ErrInterrupted, r.Clear())
		case EndOfFile:
			return "", errors.Join(io.EOF, r.Clear())
		case Older:
			if s, ok := older.older(line.String()); ok {
				line.Set(s)
			}
		case Newer:
			if s, ok := older.newer(); ok {
				line.Set(s)
			}
		}
	}
}

// answered is what is left once answer is taken.
func (q Question) answered(answer string) View {
	if q.Answered != nil {
		return q.Answered(answer)
	}
	v := View{Prompt: q.Prompt, Text: []rune(answer)}
	if q.Mark != nil {
		v.Mark = q.Mark(v.Text)
	}
	return v
}
