package lineedit

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/vtscreen"
)

// ask runs questions with the keys given, one part a read, on a vt of
// cols columns, and returns the answers and errors.
func ask(t *testing.T, cols int, keys []string, qs ...Question) ([]string, []error, *vtscreen.Screen) {
	t.Helper()
	var out bytes.Buffer
	e := NewEditor(NewKeys(&chunks{parts: keys}), &out, func() int { return cols })
	var answers []string
	var errs []error
	for _, q := range qs {
		a, err := e.ReadLine(q)
		answers, errs = append(answers, a), append(errs, err)
	}
	s := vtscreen.New(cols, 40, true)
	if err := s.Feed(out.Bytes()); err != nil {
		t.Fatalf("%v in %q", err, out.Bytes())
	}
	return answers, errs, s
}

func plainQuestion(label string) Question {
	return Question{Prompt: label + ": ", History: label}
}

// TestEditorAnswer: the keys edit the answer; Enter takes it and leaves
// the answered line.
func TestEditorAnswer(t *testing.T) {
	q := plainQuestion("Hand")
	q.Answered = func(a string) View { return View{Prompt: "Hand = ", Text: []rune(a)} }
	answers, errs, s := ask(t, 20, []string{"123C 45", "6C\x1b[D\x1b[D\x7fX", "\x1b[F\x1b[H\x1b[3~", "\r"}, q)
	if answers[0] != "23C 4X6C" || errs[0] != nil {
		t.Errorf("answer %q, %v", answers[0], errs[0])
	}
	if got := s.Rows(); !slices.Equal(got, []string{"Hand = 23C 4X6C"}) {
		t.Errorf("screen %q", got)
	}
}

// TestEditorCancel: Ctrl-C cancels with text or without, Ctrl-D only on an
// empty line; the prompt is taken off the screen. A closed terminal is an
// error of its own.
func TestEditorCancel(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys string
		want error
	}{
		{"ctrl_c_with_text", "abc\x03", ErrInterrupted},
		{"ctrl_c_empty", "\x03", ErrInterrupted},
		{"ctrl_d_empty", "\x04", io.EOF},
		{"ctrl_d_emptied", "ab\x7f\x7f\x04", io.EOF},
		{"terminal_closed", "abc", io.EOF},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, s := ask(t, 20, []string{tc.keys}, plainQuestion("Hand"))
			if !errors.Is(errs[0], tc.want) {
				t.Errorf("error %v, want %v", errs[0], tc.want)
			}
			if got := s.Rows(); len(got) != 0 {
				t.Errorf("the prompt is left: %q", got)
			}
		})
	}
	answers, errs, _ := ask(t, 20, []string{"abc\x1b[D\x04\r"}, plainQuestion("Hand"))
	if answers[0] != "ab" || errs[0] != nil {
		t.Errorf("Ctrl-D with text: %q, %v; want it to delete under the cursor", answers[0], errs[0])
	}
}

// TestEditorRefuse: a refused answer stays for editing with the reason
// under it, until it changes; the mark follows the answer as it stands,
// and the last answer judged is the one taken.
func TestEditorRefuse(t *testing.T) {
	var judged []string
	q := plainQuestion("Hand")
	q.Mark = func(a []rune) string {
		if strings.ContainsRune(string(a), 'X') {
			return "x "
		}
		return "? "
	}
	q.Refuse = func(a string) string {
		judged = append(judged, a)
		if strings.Contains(a, "X") {
			return ">> no X"
		}
		return ""
	}
	var out bytes.Buffer
	e := NewEditor(NewKeys(&chunks{parts: []string{"12X", "\r", "\x1b[D", "\x7f", "\r"}}), &out, func() int { return 30 })
	s := vtscreen.New(30, 10, true)
	keysSeen := 0
	e.keys.r = &watch{r: e.keys.r, each: func() {
		if err := s.Feed(out.Bytes()); err != nil {
			t.Fatal(err)
		}
		out.Reset()
		keysSeen++
		switch keysSeen {
		case 3: // after Enter
			if got := s.Rows(); !slices.Equal(got, []string{"x Hand: 12X", ">> no X"}) {
				t.Errorf("after Enter the screen shows %q", got)
			}
		case 4: // after a move: the reason stays
			if got := s.Rows(); !slices.Equal(got, []string{"x Hand: 12X", ">> no X"}) {
				t.Errorf("after a move the screen shows %q", got)
			}
		case 5: // after Backspace: "1X", still X, the reason gone
			if got := s.Rows(); !slices.Equal(got, []string{"x Hand: 1X"}) {
				t.Errorf("after an edit the screen shows %q", got)
			}
		}
	}}
	a, err := e.ReadLine(q)
	if err == nil || a != "" {
		t.Fatalf("%q, %v: want the keys to run out", a, err)
	}
	if !slices.Equal(judged, []string{"12X", "1X"}) {
		t.Errorf("judged %q", judged)
	}
}

// watch calls each before every read.
type watch struct {
	r    io.Reader
	each func()
}

func (w *watch) Read(b []byte) (int, error) {
	w.each()
	return w.r.Read(b)
}

// TestEditorRecall: Up recalls the answers given to the same question
// earlier, newest first; Down comes back to the line being typed; another
// question's answers are not offered.
func TestEditorRecall(t *testing.T) {
	answers, errs, _ := ask(t, 40, []string{
		"first\r", "second\r",
		"draft\x1b[A\x1b[A\x1b[A", "!\r", // up twice to "first", a third does nothing; edited
		"\x1b[A\x1b[B\x1b[B\r",            // up, then down to the draft (empty)
		"typed\x1b[A\x1b[A\x1b[B\x1b[B\r", // back down to what was typed
		"\x1b[Ax\r",                       // another question: nothing to recall
	}, plainQuestion("q"), plainQuestion("q"), plainQuestion("q"), plainQuestion("q"), plainQuestion("q"), plainQuestion("other"))
	want := []string{"first", "second", "first!", "", "typed", "x"}
	if !slices.Equal(answers, want) {
		t.Errorf("answers %q, want %q (errors %v)", answers, want, errs)
	}
}

// TestEditorTypeahead: keys typed after Enter wait for the next question.
func TestEditorTypeahead(t *testing.T) {
	answers, _, s := ask(t, 40, []string{"Ann,Bo\rBo\r"}, plainQuestion("Players"), plainQuestion("Dealer"))
	if !slices.Equal(answers, []string{"Ann,Bo", "Bo"}) {
		t.Errorf("answers %q", answers)
	}
	if got := s.Rows(); !slices.Equal(got, []string{"Players: Ann,Bo", "Dealer: Bo"}) {
		t.Errorf("screen %q", got)
	}
}

// TestEditorDefault: the default is there to edit, the cursor after it.
func TestEditorDefault(t *testing.T) {
	q := plainQuestion("Hand")
	q.Default = "123C"
	answers, _, _ := ask(t, 40, []string{"\x7fS\r"}, q)
	if answers[0] != "123S" {
		t.Errorf("answer %q", answers[0])
	}
}

// BenchmarkTypeAtEnd: an answer of 200 keys typed one read a key, at a
// width that wraps it, each key marked as it stands, as a hand is typed.
func BenchmarkTypeAtEnd(b *testing.B) {
	keys := make([]string, 0, 201)
	for i := range 200 {
		keys = append(keys, string(rune('a'+i%26)))
	}
	keys = append(keys, "\r")
	q := Question{Prompt: " The loser's hand: ", Mark: func([]rune) string { return "?" }}
	var n int
	for b.Loop() {
		w := &countWriter{}
		e := NewEditor(NewKeys(&chunks{parts: slices.Clone(keys)}), w, func() int { return 80 })
		if _, err := e.ReadLine(q); err != nil {
			b.Fatal(err)
		}
		n = w.n
	}
	b.ReportMetric(float64(n), "bytes/answer")
}

type countWriter struct{ n int }

func (w *countWriter) Write(b []byte) (int, error) {
	w.n += len(b)
	return len(b), nil
}
