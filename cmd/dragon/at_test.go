package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestAtAheadIsRefused: --at a time hours from now, which a script
// cannot write, is refused in one line that says how far ahead it is and
// how far ahead a time may be; the ledger is left as it was.
func TestAtAheadIsRefused(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "l.yaml")
	ios := func() (*bytes.Buffer, *term.IOStreams) {
		var errOut bytes.Buffer
		return &errOut, &term.IOStreams{Out: &bytes.Buffer{}, ErrOut: &errOut}
	}
	_, io := ios()
	if code := runHere([]string{"ledger", "new", file, "--game", "magic", "--players", "Ann,Bo,Cy,Di"}, io); code != 0 {
		t.Fatal("ledger new failed")
	}
	before, _ := os.ReadFile(file)
	at := time.Now().Add(20 * time.Hour).Format("2006-01-02 15:04")
	errOut, io := ios()
	code := runHere([]string{"ledger", "add", file, "--tie", "--at", at}, io)
	want := "dragon: --at " + at + ": the time " + at + " is 20 hours from now, and a hand is recorded once played; give a time up to now (at most 5 minutes ahead, for a clock that is fast)\n"
	if code != 1 || errOut.String() != want {
		t.Errorf("exit %d, %q; want %q", code, errOut, want)
	}
	if now, _ := os.ReadFile(file); !bytes.Equal(now, before) {
		t.Errorf("the ledger changed")
	}
	out, io := ios()
	io.Out = out
	if runHere([]string{"ledger", "add", "--help"}, io); !bytes.Contains(out.Bytes(), []byte("more than 5 minutes\nafter now")) {
		t.Errorf("ledger add --help does not say how far ahead --at may be:\n%s", out)
	}
}
