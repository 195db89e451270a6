package term

import (
	"io"
	"strings"
	"testing"
)

// TestShownOnTerminal: data that quotes a file or a person is written as
// it is to a file or a pipe, and with its escapes shown on a terminal;
// words for people are shown with their escapes wherever they go.
func TestShownOnTerminal(t *testing.T) {
	const note = "a \x1b]52;c;aGk=\x07 b"
	for _, tty := range []bool{false, true} {
		var out strings.Builder
		ios := &IOStreams{Out: &out, OutTTY: tty}
		io.WriteString(ios.ShownOnTerminal(), note)
		if want := map[bool]string{false: note, true: `a \x1b]52;c;aGk=\x07 b`}[tty]; out.String() != want {
			t.Errorf("data on a terminal %v: %q, want %q", tty, out.String(), want)
		}
		out.Reset()
		io.WriteString(ios.Shown(), note)
		if out.String() != `a \x1b]52;c;aGk=\x07 b` {
			t.Errorf("words on a terminal %v: %q", tty, out.String())
		}
	}
}
