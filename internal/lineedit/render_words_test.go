package lineedit

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// longPrompt is a question wider than the screens it is drawn on.
const longPrompt = " Play the fifth-tile rule (who discards an unseen tile with fewer than five in the wall pays for everyone when it wins)? [y/N]: "

// TestRenderPromptBreaksBetweenWords: a prompt wider than the terminal is
// broken between its words, no word cut across two rows; the answer goes
// on after it.
func TestRenderPromptBreaksBetweenWords(t *testing.T) {
	for _, cols := range []int{20, 33, 60, 80} {
		s := newScreen(t, cols)
		s.draw(View{Mark: "?", Prompt: longPrompt, Text: []rune("y"), Cursor: 1})
		rows := s.vt.Rows()
		if got, want := strings.Fields(strings.Join(rows, " ")), strings.Fields("?"+longPrompt+"y"); !slices.Equal(got, want) {
			t.Errorf("%d columns: a word is cut across rows:\n%s", cols, strings.Join(rows, "|\n"))
		}
		for _, row := range rows {
			if n := len([]rune(row)); n > cols {
				t.Errorf("%d columns: a row of %d", cols, n)
			}
		}
	}
}

// TestRenderFinishBreaksAsAsked: the answered question keeps the rows of
// the question as it was asked, a mark of the same width in place of the
// question's, and the answer after the prompt; the cursor goes under it.
func TestRenderFinishBreaksAsAsked(t *testing.T) {
	for _, cols := range []int{20, 33, 60, 80} {
		s := newScreen(t, cols)
		s.draw(View{Mark: "?", Prompt: longPrompt, Text: []rune("y"), Cursor: 1})
		asked := s.vt.Rows()
		if err := s.r.Finish(View{Mark: "+", Prompt: longPrompt, Text: []rune("y")}); err != nil {
			t.Fatal(err)
		}
		s.replay()
		answered := s.vt.Rows()
		want := append([]string{"+" + strings.TrimPrefix(asked[0], "?")}, asked[1:]...)
		if !slices.Equal(answered, want) {
			t.Errorf("%d columns: asked\n%s|\nanswered\n%s|", cols, strings.Join(asked, "|\n"), strings.Join(answered, "|\n"))
		}
		if r, c := s.vt.Cursor(); r != len(asked) || c != 0 {
			t.Errorf("%d columns: after Finish the cursor is at %d,%d, want %d,0", cols, r, c, len(asked))
		}
	}
}

// TestRenderFinishAsDrawn: whatever the prompt, the answer and the width,
// Finish leaves the rows the last Draw showed (without the message), and
// the cursor on the row under the answer's end.
func TestRenderFinishAsDrawn(t *testing.T) {
	words := []string{"a", "bb", "ccc", "dddddddd", "東", "e?"}
	for seed := range uint64(200) {
		rnd := rand.New(rand.NewPCG(seed, 3))
		cols := 3 + rnd.IntN(20)
		var prompt []string
		for range rnd.IntN(12) {
			prompt = append(prompt, words[rnd.IntN(len(words))])
		}
		text := []rune(strings.Repeat("x", rnd.IntN(2*cols)))
		v := View{Mark: "?", Prompt: " " + strings.Join(prompt, " ") + ": ", Text: text, Cursor: len(text)}
		s := newScreen(t, cols)
		s.draw(v)
		drawn := s.vt.Rows()
		r, c := s.vt.Cursor() // at the answer's end
		if c > 0 {
			r++
		}
		v.Cursor = 0
		if err := s.r.Finish(v); err != nil {
			t.Fatal(err)
		}
		s.replay()
		if got := s.vt.Rows(); !slices.Equal(got, drawn) {
			t.Fatalf("seed %d, %d columns: drawn\n%s|\nfinished\n%s|", seed, cols, strings.Join(drawn, "|\n"), strings.Join(got, "|\n"))
		}
		if gr, gc := s.vt.Cursor(); gr != r || gc != 0 {
			t.Fatalf("seed %d, %d columns: after Finish the cursor is at %d,%d, want %d,0:\n%s|", seed, cols, gr, gc, r, strings.Join(drawn, "|\n"))
		}
	}
}

// TestRenderMessageBreaksBetweenWords: a refusal under the answer wider
// than the terminal is broken between words, as the prompt is, not where
// the terminal would cut it.
func TestRenderMessageBreaksBetweenWords(t *testing.T) {
	s := newScreen(t, 20)
	s.draw(View{Prompt: "q: ", Text: []rune("X9"), Cursor: 2, Message: "the flowers are RF1–RF4 and BF1–BF4"})
	s.checkRows([]string{"q: X9", "the flowers are", "RF1–RF4 and BF1–BF4"})
}
