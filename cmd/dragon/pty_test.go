package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// terminal runs dragon in a pseudo-terminal and plays the person at it:
// wait for text on the screen, type an answer.
type terminal struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	mu   sync.Mutex
	buf  bytes.Buffer // everything printed, escape codes removed
	seen int          // how far expect has read
	done chan struct{}
	err  error // the process's exit
}

var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\a|\r`)

// startTerminal starts `dragon args…` (the test binary, installed on PATH
// by testscript.Main) with a terminal for stdin, stdout and stderr.
func startTerminal(t *testing.T, dir string, args ...string) *terminal {
	t.Helper()
	path, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "TERM=xterm")
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 100})
	if err != nil {
		t.Fatal(err)
	}
	term := &terminal{t: t, cmd: cmd, tty: tty, done: make(chan struct{})}
	go func() {
		chunk := make([]byte, 4096)
		for {
			n, err := tty.Read(chunk)
			term.mu.Lock()
			term.buf.Write(chunk[:n])
			term.mu.Unlock()
			if err != nil {
				break
			}
		}
		term.err = cmd.Wait()
		close(term.done)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-term.done
		tty.Close()
	})
	return term
}

// screen returns what has been printed, with escape codes removed.
func (term *terminal) screen() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	return ansi.ReplaceAllString(term.buf.String(), "")
}

// expect waits until text appears after what was already matched.
func (term *terminal) expect(text string) {
	term.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		s := term.screen()
		if i := strings.Index(s[min(term.seen, len(s)):], text); i >= 0 {
			term.seen += i + len(text)
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	term.t.Fatalf("waited 10s for %q; the screen shows:\n%s", text, term.screen())
}

// send types keys.
func (term *terminal) send(keys string) {
	term.t.Helper()
	time.Sleep(30 * time.Millisecond) // let the prompt take the terminal
	if _, err := io.WriteString(term.tty, keys); err != nil {
		term.t.Fatal(err)
	}
}

// line types an answer and Enter.
func (term *terminal) line(answer string) { term.send(answer + "\r") }

const (
	keyDown  = "\x1b[B"
	keyCtrlC = "\x03"
)

// exitCode waits for dragon to end and returns its exit code.
func (term *terminal) exitCode() int {
	term.t.Helper()
	select {
	case <-term.done:
	case <-time.After(10 * time.Second):
		term.t.Fatalf("dragon did not end; the screen shows:\n%s", term.screen())
	}
	var ee *exec.ExitError
	if errors.As(term.err, &ee) {
		return ee.ExitCode()
	}
	if term.err != nil {
		term.t.Fatal(term.err)
	}
	return 0
}

// TestTerminalMenu: dragon alone on a terminal offers a menu; choosing the
// units table shows it.
func TestTerminalMenu(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	term.expect("What would you like to do?")
	term.send(keyDown)
	term.line("")
	term.expect("Table I: winning units, version C")
	term.expect("pure quad-towers")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestTerminalCancel: Ctrl-C at a prompt exits 2 and says nothing was
// written.
func TestTerminalCancel(t *testing.T) {
	term := startTerminal(t, t.TempDir())
	term.expect("What would you like to do?")
	term.send(keyCtrlC)
	term.expect("dragon: cancelled; nothing was written")
	if code := term.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}
