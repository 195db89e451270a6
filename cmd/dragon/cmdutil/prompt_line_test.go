package cmdutil

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
		a := newLineAsker(strings.NewReader(tc.in), &out, nil, stylesFor(func(string) string { return "" }))
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
	a := newLineAsker(strings.NewReader("1x\n\x1b[A42\x1b[D\n\n"), &out, nil, stylesFor(func(string) string { return "dumb" }))
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

// TestStylesFor: a terminal that says it is dumb, or says nothing, gets
// no colour and no attributes: not one escape byte.
func TestStylesFor(t *testing.T) {
	for term, dumb := range map[string]bool{"dumb": true, "": true, "xterm": false, "xterm-256color": false, "linux": false} {
		s := stylesFor(func(k string) string { return map[string]string{"TERM": term}[k] })
		if s.dumb() != dumb || dumb && s.color {
			t.Errorf("TERM=%q: %+v, want dumb %v", term, s, dumb)
		}
		if painted := s.paint()("red", "x") + s.paint()("bold", "y"); dumb && strings.Contains(painted, "\x1b") {
			t.Errorf("TERM=%q paints %q", term, painted)
		}
	}
}
