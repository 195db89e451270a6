package term

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/chzyer/readline"
	"github.com/creack/pty"
)

// TestRawModeRestoredOnPanic: a prompt puts the terminal in raw mode and
// gives it back as it was, even when a check panics.
func TestRawModeRestoredOnPanic(t *testing.T) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	go func() { _, _ = io.Copy(io.Discard, ptmx) }()
	fd := int(tty.Fd())
	before, err := readline.GetState(fd)
	if err != nil {
		t.Fatal(err)
	}
	a := newLineAsker(tty, tty, func() int { return 80 }, promptStyle{color: true, attrs: true})
	if _, err := ptmx.WriteString("x"); err != nil {
		t.Fatal(err)
	}
	raw := false
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("the panic did not come through")
			}
		}()
		_, _ = a.input("Hand", "", func(string) error {
			now, _ := readline.GetState(fd)
			raw = !reflect.DeepEqual(before, now)
			panic("a check's fault")
		})
	}()
	if !raw {
		t.Errorf("the terminal was not in raw mode while asking")
	}
	if after, _ := readline.GetState(fd); !reflect.DeepEqual(before, after) {
		t.Errorf("the terminal was left in raw mode after a panic")
	}
}

// TestSelectKeys: a list hears Up, Down, Enter, Ctrl-C and Ctrl-D, and no
// other key: the Delete key must not reach readline, which takes it for
// Ctrl-D and cancels.
func TestSelectKeys(t *testing.T) {
	in := "\x1b[3~\x1b[D\x1b[C\x1b[H\x1b[Fhjkl\x17\x0b\x7f\x1b[B\x0e\x1b[A\x10\r\x03\x04"
	a := newLineAsker(strings.NewReader(in), io.Discard, nil, promptStyle{})
	got, err := io.ReadAll(a.selectKeys())
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{readline.CharNext, readline.CharNext, readline.CharPrev, readline.CharPrev, '\r', 0x03, 0x04}
	if !bytes.Equal(got, want) {
		t.Errorf("readline reads %q, want %q", got, want)
	}
}

// TestPlainSelect: on a dumb terminal a list is numbered and answered with
// a number; anything else is refused on a line and the number asked again;
// Enter alone takes the default.
func TestPlainSelect(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		out  string
	}{
		{"2\n", 1, "? Who won?\n   1) Ann\n   2) Bo\nChoose 1-2 (Enter for 1): + Who won? Bo\n"},
		{"\n", 0, "+ Who won? Ann\n"},
		{"x\n0\n 2 \n", 1, ">> \"x\" is not a number from 1 to 2\nChoose 1-2 (Enter for 1): >> \"0\" is not a number from 1 to 2\nChoose 1-2 (Enter for 1): + Who won? Bo\n"},
	} {
		var out bytes.Buffer
		a := newLineAsker(strings.NewReader(tc.in), &out, nil, stylesFor(func(string) string { return "" }, false))
		i, err := a.plainSelect("Who won?", []string{"Ann", "Bo"}, 0)
		if i != tc.want || err != nil || !strings.HasSuffix(out.String(), tc.out) {
			t.Errorf("%q: %d, %v, wrote\n%s\nwant %d ending\n%s", tc.in, i, err, out.String(), tc.want, tc.out)
		}
	}
}

// TestPlainInput: on a dumb terminal a refused answer gives its reason on
// a line of its own and the question is asked again; Enter alone takes
// the default, shown in brackets; keys that are not text are left out of
// the answer; the end of the input cancels.
func TestPlainInput(t *testing.T) {
	onlyDigits := func(s string) error {
		if strings.Trim(s, "0123456789") != "" {
			return fmt.Errorf("%q is not a number", s)
		}
		return nil
	}
	var out bytes.Buffer
	a := newLineAsker(strings.NewReader("1x\n\x1b[A42\x1b[D\n\n"), &out, nil, stylesFor(func(string) string { return "" }, false))
	got, err := a.plainInput("Fingers", "", onlyDigits)
	if got != "42" || err != nil {
		t.Errorf("answer %q, %v; want 42", got, err)
	}
	if want := "? Fingers: >> \"1x\" is not a number\n? Fingers: "; out.String() != want {
		t.Errorf("wrote %q, want %q", out.String(), want)
	}
	out.Reset()
	if got, err := a.plainInput("Hand", "123C", nil); got != "123C" || err != nil {
		t.Errorf("Enter alone: %q, %v; want the default", got, err)
	}
	if out.String() != "? Hand [123C]: " {
		t.Errorf("wrote %q: the default is not shown", out.String())
	}
	if _, err := a.plainInput("Hand", "", nil); !errors.Is(err, ErrCancelled) {
		t.Errorf("at the end of the input: %v, want ErrCancelled", err)
	}
}

// TestStylesFor: a terminal that takes no escape sequences gets no colour
// and no attributes: not one escape byte; NO_COLOR takes the colours
// away, not the rest.
func TestStylesFor(t *testing.T) {
	for _, tc := range []struct {
		vt            bool
		noColor       string
		color, escape bool
	}{
		{vt: false, color: false, escape: false},
		{vt: false, noColor: "1", color: false, escape: false},
		{vt: true, color: true, escape: true},
		{vt: true, noColor: "1", color: false, escape: true},
	} {
		s := stylesFor(func(k string) string { return map[string]string{"NO_COLOR": tc.noColor}[k] }, tc.vt)
		painted := s.paint()("red", "x") + s.paint()("bold", "y")
		if s.dumb() == tc.vt || s.color != tc.color || strings.Contains(painted, "\x1b") != tc.escape {
			t.Errorf("vt %v, NO_COLOR=%q: %+v paints %q", tc.vt, tc.noColor, s, painted)
		}
	}
}

// TestLongAnswerTakesLinearWork: typing an answer of 2n characters at a
// prompt, a key a read as a person types, costs twice the work of n, not
// four times: what is written to the terminal and what the answer's check
// is given grow with the keys typed. An answer longer than maxAnswer is
// refused unread: it cannot be right, and reading it at every key made
// typing quadratic.
func TestLongAnswerTakesLinearWork(t *testing.T) {
	type work struct{ written, checked int }
	typeAnswer := func(n int) work {
		var w work
		keys := &oneKeyARead{s: strings.Repeat("x", n) + "\r"}
		a := newLineAsker(keys, writerFunc(func(b []byte) { w.written += len(b) }), func() int { return 80 }, promptStyle{color: true, attrs: true})
		_, err := a.input("Hand", "", func(s string) error {
			w.checked += len(s)
			return errors.New("no tile is x")
		})
		if !errors.Is(err, ErrCancelled) {
			t.Fatalf("%d characters: %v; want the answer refused, then the keys run out", n, err)
		}
		return w
	}
	const n = 1500 // more than maxAnswer
	one, two := typeAnswer(n), typeAnswer(2*n)
	if one.written == 0 || two.written > 2*one.written+200 {
		t.Errorf("typing %d keys wrote %d bytes, %d keys %d: more than twice", n, one.written, 2*n, two.written)
	}
	if one.checked == 0 || two.checked > 2*one.checked {
		t.Errorf("typing %d keys checked %d bytes of answers, %d keys %d: more than twice", n, one.checked, 2*n, two.checked)
	}
}

// oneKeyARead hands out s one byte a read, as a terminal does a person's keys.
type oneKeyARead struct{ s string }

func (k *oneKeyARead) Read(b []byte) (int, error) {
	if k.s == "" {
		return 0, io.EOF
	}
	n := copy(b[:1], k.s)
	k.s = k.s[n:]
	return n, nil
}

// writerFunc counts what is written with a function.
type writerFunc func([]byte)

func (f writerFunc) Write(b []byte) (int, error) {
	f(b)
	return len(b), nil
}
