package lineedit

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/vtscreen"
)

// screen is a Renderer drawing on a vt, the width the vt's.
type screen struct {
	t   *testing.T
	vt  *vtscreen.Screen
	out bytes.Buffer
	r   *Renderer
}

func newScreen(t *testing.T, cols int) *screen {
	s := &screen{t: t, vt: vtscreen.New(cols, 100, true)}
	s.r = NewRenderer(&s.out, func() int { return s.vt.Cols() })
	return s
}

// draw draws v and replays what the Renderer wrote; it returns how many
// bytes that was.
func (s *screen) draw(v View) int {
	s.t.Helper()
	if err := s.r.Draw(v); err != nil {
		s.t.Fatal(err)
	}
	return s.replay()
}

func (s *screen) replay() int {
	s.t.Helper()
	n := s.out.Len()
	if err := s.vt.Feed(s.out.Bytes()); err != nil {
		s.t.Fatalf("%v in %q", err, s.out.Bytes())
	}
	s.out.Reset()
	return n
}

// expectRows is what a person should see: prompt and answer wrapped at
// cols, every rune one column wide, and the message on the row under the
// answer's end (under the row the cursor takes after a full last row).
func expectRows(prompt, text, message string, cols int) []string {
	rows := chunk(prompt+text, cols)
	if message != "" {
		if len([]rune(prompt+text))%cols == 0 {
			rows = append(rows, "")
		}
		rows = append(rows, chunk(message, cols)...)
	}
	for i := range rows {
		rows[i] = strings.TrimRight(rows[i], " ")
	}
	for len(rows) > 0 && rows[len(rows)-1] == "" {
		rows = rows[:len(rows)-1]
	}
	return rows
}

func chunk(s string, cols int) []string {
	rs := []rune(s)
	var rows []string
	for len(rs) > cols {
		rows = append(rows, string(rs[:cols]))
		rs = rs[cols:]
	}
	return append(rows, string(rs))
}

// checkCursor: the terminal's cursor stands on the rune of the answer at
// the cursor, or just after the answer's last rune.
func (s *screen) checkCursor(prompt string, text []rune, cursor int) {
	s.t.Helper()
	r, c := s.vt.Cursor()
	all := []rune(prompt + string(text))
	i := len([]rune(prompt)) + cursor
	wantR, wantC := i/s.vt.Cols(), i%s.vt.Cols()
	if r != wantR || c != wantC {
		s.t.Fatalf("cursor at row %d col %d, want row %d col %d (index %d of %q at %d columns)\n%s",
			r, c, wantR, wantC, cursor, string(text), s.vt.Cols(), strings.Join(s.vt.Rows(), "|\n"))
	}
	if i < len(all) && s.vt.At(r, c) != all[i] {
		s.t.Fatalf("under the cursor %q, want %q", s.vt.At(r, c), all[i])
	}
}

func (s *screen) checkRows(want []string) {
	s.t.Helper()
	if got := s.vt.Rows(); !slices.Equal(got, want) {
		s.t.Fatalf("the screen shows\n%s|\nwant\n%s|", strings.Join(got, "|\n"), strings.Join(want, "|\n"))
	}
}

// TestRenderMatchesLayout: whatever the keys, the width and the message,
// the screen shows the prompt and answer wrapped at the width, the message
// under them, and the cursor on the rune it is before: random edits at
// widths from 3 to 15, the width changed now and then as a person resizes
// the window (the terminal cutting its rows, as xterm does).
func TestRenderMatchesLayout(t *testing.T) {
	keys := []Key{'a', 'b', ' ', 'x', KeyLeft, KeyRight, KeyHome, KeyEnd, KeyBackspace, KeyDelete, KeyCtrlW, KeyCtrlK, KeyCtrlU}
	for seed := range uint64(200) {
		rnd := rand.New(rand.NewPCG(seed, 1))
		s := newScreen(t, 3+rnd.IntN(13))
		prompt := strings.Repeat("p", rnd.IntN(20)) + "? "
		line := NewLine("")
		message := ""
		for range 60 {
			switch n := rnd.IntN(40); {
			case n == 0:
				s.vt.Resize(3 + rnd.IntN(13))
			case n == 1:
				message = strings.Repeat("m", 1+rnd.IntN(20))
			case n == 2:
				message = ""
			default:
				line.Apply(keys[rnd.IntN(len(keys))])
			}
			s.draw(View{Prompt: prompt, Text: line.Runes(), Cursor: line.Cursor(), Message: message})
			s.checkRows(expectRows(prompt, line.String(), message, s.vt.Cols()))
			s.checkCursor(prompt, line.Runes(), line.Cursor())
		}
	}
}

// TestRenderWide: a wide rune that does not fit at the end of a row starts
// the next, and the cursor is put before it there.
func TestRenderWide(t *testing.T) {
	s := newScreen(t, 6)
	text := []rune("ab東京")
	s.draw(View{Prompt: "> ", Text: text, Cursor: 3})
	s.checkRows([]string{"> ab東", "京"})
	if r, c := s.vt.Cursor(); r != 1 || c != 0 {
		t.Errorf("cursor at %d,%d, want 1,0 (before 京)", r, c)
	}
	s.draw(View{Prompt: "> ", Text: text, Cursor: 4})
	if r, c := s.vt.Cursor(); r != 1 || c != 2 {
		t.Errorf("cursor at %d,%d, want 1,2 (after 京)", r, c)
	}
	text = []rune("a東京")
	s.draw(View{Prompt: "> ", Text: text, Cursor: 3})
	s.checkRows([]string{"> a東", "京"})
	if r, c := s.vt.Cursor(); r != 1 || c != 2 {
		t.Errorf("cursor at %d,%d, want 1,2", r, c)
	}
}

// TestRenderMark: a mark that changes is rewritten in place; the prompt
// and answer stay.
func TestRenderMark(t *testing.T) {
	s := newScreen(t, 8)
	text := []rune("abcdefghijkl")
	s.draw(View{Mark: "?", Prompt: " q: ", Text: text, Cursor: 12})
	s.checkRows([]string{"? q: abc", "defghijk", "l"})
	n := s.draw(View{Mark: "\x1b[31mx\x1b[0m", Prompt: " q: ", Text: text, Cursor: 12})
	s.checkRows([]string{"x q: abc", "defghijk", "l"})
	s.checkCursor("x q: ", text, 12)
	if n > 30 {
		t.Errorf("a new mark wrote %d bytes: it should not redraw the answer", n)
	}
}

// TestRenderClearAndFinish: Clear takes the prompt off, the message too;
// Finish leaves the answered line and moves under it.
func TestRenderClearAndFinish(t *testing.T) {
	s := newScreen(t, 8)
	s.draw(View{Prompt: "q: ", Text: []rune("abcdefghij"), Cursor: 2, Message: "no good at all"})
	s.checkRows([]string{"q: abcde", "fghij", "no good", "at all"})
	if err := s.r.Clear(); err != nil {
		t.Fatal(err)
	}
	s.replay()
	s.checkRows(nil)
	s.draw(View{Prompt: "q: ", Text: []rune("abcdefghij"), Cursor: 0})
	if err := s.r.Finish(View{Prompt: "q: ", Text: []rune("done")}); err != nil {
		t.Fatal(err)
	}
	s.replay()
	s.checkRows([]string{"q: done"})
	if r, c := s.vt.Cursor(); r != 1 || c != 0 {
		t.Errorf("after Finish the cursor is at %d,%d, want 1,0", r, c)
	}
	s.draw(View{Prompt: "next: ", Text: []rune("x"), Cursor: 1})
	s.checkRows([]string{"q: done", "next: x"})
}

// TestRenderTypingIsLinear: typing at the end of the answer writes the
// key typed and little else, whatever the answer's length: the bytes
// written for an answer of 2N keys are about twice those for N, at a
// width that wraps it many times.
func TestRenderTypingIsLinear(t *testing.T) {
	typed := func(n int) int {
		s := newScreen(t, 40)
		line := NewLine("")
		total := 0
		for i := range n {
			line.Apply(Key('a' + i%26))
			total += s.draw(View{Mark: "?", Prompt: " Hand: ", Text: line.Runes(), Cursor: line.Cursor()})
		}
		s.checkRows(expectRows("? Hand: ", line.String(), "", 40))
		return total
	}
	n, n2 := typed(500), typed(1000)
	if n2 > 2*n+64 {
		t.Errorf("typing 500 keys wrote %d bytes, 1000 keys %d: more than twice", n, n2)
	}
	if n > 600 {
		t.Errorf("typing 500 keys wrote %d bytes: more than the keys and a move a row", n)
	}
}

// TestRenderMeasuresWhatChanged: typing at the end of the answer measures
// the key typed, not the whole answer again at every key: the runes
// measured for 2N keys are about twice those for N, where they were N²/2.
func TestRenderMeasuresWhatChanged(t *testing.T) {
	typed := func(n int) int {
		s := newScreen(t, 40)
		measured := 0
		s.r.cells = func(c rune) int { measured++; return cellWidth(c) }
		line := NewLine("")
		for i := range n {
			line.Apply(Key('a' + i%26))
			s.draw(View{Mark: "?", Prompt: " Hand: ", Text: line.Runes(), Cursor: line.Cursor()})
		}
		s.checkRows(expectRows("? Hand: ", line.String(), "", 40))
		s.checkCursor("? Hand: ", line.Runes(), line.Cursor())
		return measured
	}
	n, n2 := typed(500), typed(1000)
	if n2 > 2*n+64 || n > 4*500 {
		t.Errorf("typing 500 keys measured %d runes, 1000 keys %d: the answer is measured again at every key", n, n2)
	}
}

// TestRenderPlacesAsMeasuredAfresh: where the Renderer keeps each rune of
// the answer, from view to view, is where measuring the answer afresh
// puts it, whatever the edits, the runes (wide ones too) and the width.
func TestRenderPlacesAsMeasuredAfresh(t *testing.T) {
	keys := []Key{'a', '東', 'é', ' ', KeyLeft, KeyRight, KeyHome, KeyEnd, KeyBackspace, KeyDelete, KeyCtrlW, KeyCtrlU}
	for seed := range uint64(100) {
		rnd := rand.New(rand.NewPCG(seed, 2))
		s := newScreen(t, 3+rnd.IntN(13))
		line := NewLine("")
		for range 60 {
			if rnd.IntN(30) == 0 {
				s.vt.Resize(3 + rnd.IntN(13))
			}
			line.Apply(keys[rnd.IntN(len(keys))])
			s.draw(View{Prompt: "q? ", Text: line.Runes(), Cursor: line.Cursor()})
			p := s.r.head
			for i, c := range line.Runes() {
				if s.r.places[i] != p {
					t.Fatalf("seed %d: rune %d of %q kept at %v, measured afresh at %v", seed, i, line.String(), s.r.places[i], p)
				}
				p = s.r.advance(p, cellWidth(c))
			}
			if end := s.r.places[len(line.Runes())]; end != p || len(s.r.places) != len(line.Runes())+1 {
				t.Fatalf("seed %d: the end of %q kept at %v, measured afresh at %v", seed, line.String(), end, p)
			}
		}
	}
}

// TestRenderOnlyMoves: a key that only moves the cursor writes a move.
func TestRenderOnlyMoves(t *testing.T) {
	s := newScreen(t, 10)
	line := NewLine(strings.Repeat("abc ", 20))
	s.draw(View{Prompt: "> ", Text: line.Runes(), Cursor: line.Cursor()})
	for _, k := range []Key{KeyHome, KeyRight, KeyEnd, KeyLeft} {
		line.Apply(k)
		if n := s.draw(View{Prompt: "> ", Text: line.Runes(), Cursor: line.Cursor()}); n > 8 {
			t.Errorf("%q wrote %d bytes, want a move", k, n)
		}
		s.checkCursor("> ", line.Runes(), line.Cursor())
	}
}
