package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/vtscreen"
)

// terminal runs dragon in a pseudo-terminal and plays the person at it:
// wait for text on the screen, type an answer.
type terminal struct {
	t    *testing.T
	cmd  *exec.Cmd
	tty  *os.File
	dumb bool // TERM=dumb: dragon reads in the terminal's own cooked mode
	mu   sync.Mutex
	buf  bytes.Buffer  // everything printed, as printed
	grew chan struct{} // closed, and replaced, whenever buf grows
	size termSize
	seen int // how far expect has read
	// plain is buf's first stripped bytes without their escape codes:
	// screen strips only what was printed since, not all again.
	plain    strings.Builder
	stripped int
	// shown is the screen display shows, fed buf's first fed bytes.
	shown *vtscreen.Screen
	fed   int
	done  chan struct{}
	err   error // the process's exit
}

// screenWait is how long a test waits for the screen to show what it
// expects before it fails: far longer than dragon ever takes, for a
// machine loaded by tests run in parallel.
const screenWait = 30 * time.Second

var ansi = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\a|\r`)

// ansiBegun is an escape code not yet whole: the end of what dragon has
// printed so far may cut one in two.
var ansiBegun = regexp.MustCompile(`^\x1b(?:\[[0-9;?]*|[()])?$`)

// startTerminal starts `dragon args…` (the dragon on PATH, as released:
// asReleased) with a terminal for stdin, stdout and stderr.
func startTerminal(t *testing.T, dir string, args ...string) *terminal {
	t.Helper()
	return startTerminalWith(t, termSize{100, 40}, []string{"NO_COLOR=1", "TERM=xterm"}, dir, args...)
}

// termSize is a terminal's columns and rows.
type termSize struct{ cols, rows int }

// startTerminalWith starts `dragon args…` in a terminal of the size given,
// NO_COLOR and TERM taken from env alone.
func startTerminalWith(t *testing.T, size termSize, env []string, dir string, args ...string) *terminal {
	t.Helper()
	path, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, args...)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "NO_COLOR=") && !strings.HasPrefix(kv, "TERM=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(append(cmd.Env, "XDG_CACHE_HOME="+filepath.Join(dir, ".cache")), env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: uint16(size.rows), Cols: uint16(size.cols)})
	if err != nil {
		t.Fatal(err)
	}
	term := &terminal{t: t, cmd: cmd, tty: tty, dumb: slices.Contains(env, "TERM=dumb"), size: size,
		grew: make(chan struct{}), done: make(chan struct{})}
	go func() {
		chunk := make([]byte, 4096)
		for {
			n, err := tty.Read(chunk)
			term.mu.Lock()
			term.buf.Write(chunk[:n])
			if n > 0 {
				close(term.grew)
				term.grew = make(chan struct{})
			}
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
	if term.dumb {
		term.keepOutputAtInterrupt()
	}
	return term
}

// screen returns what has been printed, with escape codes removed (an
// escape code cut by the end of what is printed so far waits for the
// rest).
func (term *terminal) screen() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	raw, cut := term.buf.Bytes(), term.buf.Len()
	if i := bytes.LastIndexByte(raw[term.stripped:], 0x1b); i >= 0 && ansiBegun.Match(raw[term.stripped+i:]) {
		cut = term.stripped + i // read once it is whole
	}
	term.plain.WriteString(ansi.ReplaceAllString(string(raw[term.stripped:cut]), ""))
	term.stripped = cut
	return term.plain.String()
}

// raw returns what has been printed, escape codes and all.
func (term *terminal) raw() []byte {
	term.mu.Lock()
	defer term.mu.Unlock()
	return bytes.Clone(term.buf.Bytes())
}

// printed returns how many bytes dragon has printed, and a channel closed
// once it prints more.
func (term *terminal) printed() (int, <-chan struct{}) {
	term.mu.Lock()
	defer term.mu.Unlock()
	return term.buf.Len(), term.grew
}

// endedHow words how dragon ended, from what cmd.Wait returned: its exit
// code, or the signal that ended it.
func endedHow(err error) string {
	if err == nil {
		return "exit 0"
	}
	return err.Error()
}

// ended reports whether dragon has ended.
func (term *terminal) ended() bool {
	select {
	case <-term.done:
		return true
	default:
		return false
	}
}

// await waits until ok, asked again whenever dragon prints, holds; what
// names what is awaited when it never comes.
func (term *terminal) await(what string, ok func() bool) {
	term.t.Helper()
	deadline := time.NewTimer(screenWait)
	defer deadline.Stop()
	for {
		_, grew := term.printed()
		if ok() {
			return
		}
		select {
		case <-grew:
		case <-term.done:
			if ok() {
				return
			}
			term.t.Fatalf("dragon ended (%v) before the screen showed %s; it shows:\n%s", endedHow(term.err), what, term.screen())
		case <-deadline.C:
			term.t.Fatalf("waited %v for %s; the screen shows:\n%s", screenWait, what, term.screen())
		}
	}
}

// expect waits until text appears after what was already matched.
func (term *terminal) expect(text string) {
	term.t.Helper()
	term.await(strconv.Quote(text), func() bool {
		s := term.screen()
		if i := strings.Index(s[min(term.seen, len(s)):], text); i >= 0 {
			term.seen += i + len(text)
			return true
		}
		return false
	})
}

// send types keys, once the prompt has taken the terminal: a prompt on a
// terminal that moves its cursor reads keys in raw mode, which it sets
// before it draws, so keys typed before then would be read as a line.
// A dumb terminal's prompts read in cooked mode, as typed ahead.
func (term *terminal) send(keys string) {
	term.t.Helper()
	if !term.dumb {
		term.awaitRawMode()
	}
	term.write(keys)
}

// write types keys at once, without waiting.
func (term *terminal) write(keys string) {
	term.t.Helper()
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
	case <-time.After(screenWait):
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
	t.Parallel()
	term := startTerminal(t, t.TempDir())
	singleHand(term, false) // the menu of a single hand, no ledger
	term.expect("What would you like to do?")
	term.choose("Show Table I, the winning units")
	term.expect("Table I: winning units, version C")
	term.expect("pure quad-towers")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestTerminalCancel: Ctrl-C at a prompt exits 2 and says nothing was
// written.
func TestTerminalCancel(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir())
	singleHand(term, false) // the menu of a single hand, no ledger
	term.expect("What would you like to do?")
	term.send(keyCtrlC)
	term.expect("dragon: cancelled; nothing was written")
	if code := term.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}

const keyBackspace = "\x7f"

// TestTerminalMagicSettlement plays a whole zappo through the prompts, as
// a table would: two wrong entries corrected at the prompt, three losers,
// the last tile a discard by one of them. The payments printed must be
// those the same hand gets from the flags.
func TestTerminalMagicSettlement(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "magic", "score")
	term.expect("Players, clockwise around the table")
	term.line("Ann,Bo,Cy,Di")
	term.expect("Who went out (zappo)?")
	term.line("") // Ann
	term.expect("Version")
	term.line("") // C, the default
	term.expect("Ann's exposed sets")
	term.line("")
	term.expect("Ann's other tiles")
	term.line("123C 123C 345S 333D 4X")
	term.expect(`"4X" at column 21: unknown tile`) // wrong entry 1, kept for editing
	term.line(keyBackspace + "4P")
	term.expect("How did the last tile come?")
	term.send(keyDown + keyDown + keyDown) // a discard by Di
	term.line("")
	term.expect("Bo's hand")
	term.line("(1C, 2C, 3C) (7C, 8C, 9C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)")
	term.expect("Cy's hand")
	term.line("456C 456C 789C 12S 55D")
	term.expect("Di's hand")
	term.line("111S 222S 999S 46S 5P")
	term.expect("this hand has 12") // wrong entry 2
	term.line(" 5P")
	term.expect("Who is the dealer?")
	term.send(keyDown + keyDown + keyDown) // Di
	term.line("")
	term.expect("Play the special dealer rule")
	term.line("y")
	term.expect("receives")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d; the screen shows:\n%s", code, term.screen())
	}

	var flags bytes.Buffer
	code := runTo(&flags, "magic", "score", "123C 123C 345S 44P 333D", "--winner", "Ann", "--discard-by", "Di",
		"--loser", "Bo=(1C, 2C, 3C) (7C, 8C, 9C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)",
		"--loser", "Cy=456C 456C 789C 12S 55D", "--loser", "Di=111S 222S 999S 46S 5P 5P",
		"--dealer", "Di", "--dealer-rule")
	if code != 0 {
		t.Fatalf("flags: exit %d: %s", code, flags.String())
	}
	want := flags.String()[strings.Index(flags.String(), "Payments to Ann:"):]
	got := term.screen()
	if i := strings.Index(got, "Payments to Ann:"); i < 0 || !strings.Contains(strings.ReplaceAll(got[i:], "\n\n", "\n"), strings.ReplaceAll(want, "\n\n", "\n")) {
		t.Errorf("the prompts and the flags disagree.\nflags:\n%s\nprompts:\n%s", want, got)
	}
}

// TestTerminalPenalty: magic penalty with no hand asks for it.
func TestTerminalPenalty(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand (13 tiles")
	term.line("(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)")
	term.expect("Penalty: 3 points")
	term.expect("Plan: give up 4S and 8D; obtain 2S or 5S, 6D or 9D, and 4P")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestNoTerminalNeverPrompts: with stdin a pipe, a flow that needs an
// answer fails at once naming what supplies it, and draws no prompt.
func TestNoTerminalNeverPrompts(t *testing.T) {
	t.Parallel()
	path, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"magic", "score"}, {"magic", "penalty"}} {
		cmd := exec.Command(path, args...)
		cmd.Stdin = strings.NewReader("\n")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("%v: %v, want exit 1", args, err)
		}
		if time.Since(start) > 5*time.Second {
			t.Errorf("%v took %v: it waited for input", args, time.Since(start))
		}
		if !strings.Contains(stderr.String(), "there is no terminal to ask on: give it on the command line") || stdout.Len() > 0 {
			t.Errorf("%v: stdout %q, stderr %q", args, stdout.String(), stderr.String())
		}
	}
}

// TestTerminalYinYang: setup yinyang asks for the players, the dealer and
// every player's fingers, and deals from them: the rulebook's example VII-2
// (Y1 = 11, Y2 = 6) starts on the wall across from the dealer.
func TestTerminalYinYang(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "setup", "yinyang")
	term.expect("Players, clockwise around the table")
	term.line("Cy,Ann,Bo,Di")
	term.expect("Who is the dealer?")
	term.line("")                                    // Cy
	for _, n := range []string{"3", "2", "5", "1"} { // Y1 = 11
		term.expect("first number: fingers")
		term.line(n)
	}
	term.expect("second number: fingers Cy shows")
	term.line("7")
	term.expect(`a hand shows 1 to 5 fingers, not "7"`) // corrected at the prompt
	term.line(keyBackspace + "1")
	for _, n := range []string{"1", "2", "2"} { // Y2 = 6
		term.expect("second number: fingers")
		term.line(n)
	}
	term.expect("Bo's wall is the starting side")
	term.expect("Y2 = 6")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// ledgerWith makes a Magic Dragon ledger in dir for the terminal tests.
func ledgerWith(t *testing.T, dir string) string {
	t.Helper()
	file := filepath.Join(dir, "evening.yaml")
	var out bytes.Buffer
	if code := runHere([]string{"ledger", "new", file, "--game", "magic", "--players", "Ann,Bo,Cy,Di", "--dealer-rule"}, &term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out}); code != 0 {
		t.Fatalf("ledger new: %s", out.String())
	}
	return file
}

// playLedgerHand answers the prompts of 'magic score --ledger': the
// players, version, dealer and dealer rule come from the ledger.
func playLedgerHand(term *terminal) {
	term.expect("Who went out (zappo)?")
	term.send(keyDown) // Bo
	term.line("")
	term.expect("Bo's exposed sets")
	term.line("")
	term.expect("Bo's other tiles")
	term.line("123C 123C 345S 333D 44P")
	playLosers(term)
}

// playLosers answers a self-drawn win by Bo and the losers' hands.
func playLosers(term *terminal) {
	term.expect("How did the last tile come?")
	term.line("") // self-drawn
	term.expect("Ann's hand")
	term.line("123C 789C 344S 788D 4P")
	term.expect("Cy's hand")
	term.line("456C 456C 789C 12S 55D")
	term.expect("Di's hand")
	term.line("111S 222S 999S 46S 55P")
	term.expect("Bo receives")
}

// TestTerminalLedgerConfirm: from the menu, a hand is scored with the
// ledger's table and recorded once the person confirms; the ledger then
// passes its audit.
func TestTerminalLedgerConfirm(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := ledgerWith(t, dir)
	term := startTerminal(t, dir)
	singleHand(term, false) // the menu of a single hand, no ledger
	term.expect("What would you like to do?")
	term.send(keyDown)
	term.line("")
	term.expect("Ledger file")
	term.line("nowhere.yaml")
	term.expect("nowhere.yaml") // the error under the prompt
	term.send(strings.Repeat(keyBackspace, len("nowhere.yaml")))
	term.line(filepath.Base(file))
	playLedgerHand(term)
	recordAndAudit(t, term, file)
}

// recordAndAudit says yes to recording Bo's win in the ledger file and
// checks that it was recorded and passes the audit.
func recordAndAudit(t *testing.T, term *terminal, file string) {
	t.Helper()
	term.expect("Record this game in evening.yaml")
	term.line("y")
	term.expect("Recorded as game 1 in evening.yaml. Next: game 2, cycle 1, version C: Bo deals.")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, term.screen())
	}
	var out bytes.Buffer
	if code := runTo(&out, "ledger", "check", file); code != 0 || out.Len() > 0 {
		t.Errorf("ledger check: exit %d: %s", code, out.String())
	}
}

// TestTerminalLedgerCancel: Ctrl-C at the confirmation exits 2 and leaves
// the ledger byte for byte as it was.
func TestTerminalLedgerCancel(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := ledgerWith(t, dir)
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	term := startTerminal(t, dir, "magic", "score", "--ledger", "evening.yaml")
	playLedgerHand(term)
	term.expect("Record this game in evening.yaml")
	term.send(keyCtrlC)
	term.expect("cancelled; nothing was written")
	if code := term.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if after, _ := os.ReadFile(file); !bytes.Equal(before, after) {
		t.Errorf("the ledger changed after a cancel")
	}
}
