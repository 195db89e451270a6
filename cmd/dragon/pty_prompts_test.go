package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/creack/pty"

	"github.com/dragon-tools/dragon/internal/vtscreen"
)

// What a person sees at the prompts, replayed on a model of the terminal's
// screen (internal/vtscreen): the tests below fail on what promptui alone draws.

const keyCtrlU = "\x15"

// display returns what the terminal shows now.
func (term *terminal) display() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	if term.shown == nil {
		term.shown = vtscreen.New(term.size.cols, term.size.rows, false)
	}
	raw := term.buf.Bytes()
	cut := wholeTo(raw, term.fed)
	term.shown.Feed(raw[term.fed:cut])
	term.fed = cut
	return term.shown.Text()
}

// wholeTo is how far raw, fed to a screen up to from, can be fed whole:
// not into an escape code or a character that the end of what is
// printed so far cuts in two.
func wholeTo(raw []byte, from int) int {
	cut := len(raw)
	if i := bytes.LastIndexByte(raw[from:], 0x1b); i >= 0 && escapeBegun(raw[from+i:]) {
		cut = from + i
	}
	for back := 1; back <= utf8.UTFMax && back <= cut-from; back++ {
		if r := raw[cut-back]; utf8.RuneStart(r) {
			if !utf8.FullRune(raw[cut-back : cut]) {
				cut -= back
			}
			break
		}
	}
	return cut
}

// escapeBegun reports whether b, an escape code, still lacks its end: a
// CSI's final byte, a character set's name.
func escapeBegun(b []byte) bool {
	switch {
	case len(b) < 2:
		return true
	case b[1] == '[':
		return bytes.IndexFunc(b[2:], func(r rune) bool { return r >= 0x40 && r <= 0x7e }) < 0
	case b[1] == '(' || b[1] == ')':
		return len(b) < 3
	}
	return false
}

// settle waits until the screen shows text and has stopped changing:
// dragon has printed nothing more for quietFor, or has ended.
func (term *terminal) settle(text string) string {
	term.t.Helper()
	for {
		var now string
		var grew <-chan struct{}
		term.await(strconv.Quote(text)+" on the screen", func() bool {
			_, grew = term.printed()
			now = term.display()
			return strings.Contains(now, text)
		})
		select {
		case <-grew: // printed more since: look again
		case <-term.done:
			if final := term.display(); strings.Contains(final, text) {
				return final
			}
		case <-time.After(quietFor):
			return now
		}
	}
}

// quietFor is how long the screen stays as it is before settle takes it
// as drawn.
const quietFor = 50 * time.Millisecond

// choose moves down a select to the item and takes it, wherever the item
// stands: the menu grows with the games.
func (term *terminal) choose(item string) {
	term.t.Helper()
	for range 30 {
		if strings.Contains(term.settle("▸"), "▸ "+item) {
			term.line("")
			return
		}
		term.sendDrawn(keyDown)
	}
	term.t.Fatalf("no item %q; the screen shows:\n%s", item, term.display())
}

// typeKeys types s one key at a time, as a person does: each key once
// the prompt has drawn what the key before it changed.
func (term *terminal) typeKeys(s string) {
	term.t.Helper()
	for _, r := range s {
		term.sendDrawn(string(r))
	}
}

// sendDrawn types keys and waits until dragon draws what they changed.
func (term *terminal) sendDrawn(keys string) {
	term.t.Helper()
	if !term.dumb {
		term.awaitRawMode()
	}
	before, _ := term.printed()
	term.write(keys)
	term.await(fmt.Sprintf("what %q changed drawn", keys), func() bool {
		n, _ := term.printed()
		return n > before
	})
}

// TestPromptLongAnswerOneLine: a 70-character answer at 80 columns wraps,
// and every key redraws it; the screen must still hold the prompt once.
func TestPromptLongAnswerOneLine(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"NO_COLOR=1", "TERM=xterm"}, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	hand := "(1C, 2C, 3C)  (1C, 2C, 3C)  (3S, 4S, 4S)  (7D, 8D, 8D)  (4P, -)       "
	if len(hand) != 70 {
		t.Fatalf("the hand typed is %d characters, want 70", len(hand))
	}
	term.typeKeys(hand)
	screen := term.settle("(4P, -)")
	if n := strings.Count(screen, "The loser's hand"); n != 1 {
		t.Errorf("the screen holds the prompt %d times, want once:\n%s", n, screen)
	}
	term.line("")
	screen = term.settle("Penalty: 3 points")
	if n := strings.Count(screen, "The loser's hand"); n != 1 {
		t.Errorf("after Enter the screen holds the prompt %d times, want once:\n%s", n, screen)
	}
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestPromptVeryLongAnswer: an answer of ten rows, then changed near its
// end, shows once, whole and as typed; typed on past 1,024 characters, it
// is refused for its length, unread; cleared, a hand is scored as usual.
func TestPromptVeryLongAnswer(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"NO_COLOR=1", "TERM=xterm"}, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	long := strings.Repeat("123C", 180) // 720 characters, no spaces to trim at a row's end
	for i := 0; i < len(long); i += 60 {
		term.send(long[i : i+60])
	}
	term.send(strings.Repeat(keyLeft, 4) + "Z")
	want := long[:len(long)-4] + "Z" + long[len(long)-4:]
	screen := term.settle(long[len(long)-8:])
	if n := strings.Count(screen, "The loser's hand"); n != 1 {
		t.Errorf("the screen holds the prompt %d times, want once:\n%s", n, screen)
	}
	if shown := strings.ReplaceAll(screen, "\n", ""); !strings.Contains(shown, "missing tile): "+want) {
		t.Errorf("the screen does not show the answer as typed:\n%s", screen)
	}
	term.line(strings.Repeat("456D", 100))
	term.expect("this answer is longer than 1024 characters, more than any answer here")
	term.send(keyCtrlU)
	term.line("(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)")
	screen = term.settle("Penalty: 3 points")
	if n := strings.Count(screen, "The loser's hand"); n != 1 || strings.Contains(screen, "123C123C") {
		t.Errorf("after Enter the screen holds the prompt %d times, or the long answer:\n%s", n, screen)
	}
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestPromptRejectedAnswerCleared: an answer refused with an error wider
// than the screen, then corrected, leaves neither the refused answer nor
// the error behind.
func TestPromptRejectedAnswerCleared(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"NO_COLOR=1", "TERM=xterm"}, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	term.line("123C 456C 789C 11S 2S 3X")
	term.expect(`"3X" at column 23: unknown tile`)
	term.send(keyBackspace + "S")
	term.line("")
	screen := term.settle("Penalty:")
	for _, left := range []string{"✗", "3X", ">>", "unknown tile"} {
		if strings.Contains(screen, left) {
			t.Errorf("%q is left on the screen:\n%s", left, screen)
		}
	}
	if n := strings.Count(screen, "The loser's hand"); n != 1 {
		t.Errorf("the screen holds the prompt %d times, want once:\n%s", n, screen)
	}
}

// TestPromptRefusalStays: the reason an answer is refused stays on the
// screen: readline's late redraw of the Enter does not take it away.
// Refused five times, for five chances at the race, on a dumb terminal,
// whose quicker frames met it every time before the fix. Each answer's
// own reason, and the question asked again after it, are waited for in
// what the program wrote before the screen is read: the screen also holds
// the reasons of the answers before, which a loaded machine could show
// still unchanged.
func TestPromptRefusalStays(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"TERM=dumb"}, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	for _, answer := range []string{"12", "3X", "99", "1Z", "44"} {
		term.send(keyCtrlU)
		term.line(answer)
		reason := `"` + answer + `" at column 1`
		term.expect(reason)
		term.expect("The loser's hand")
		if screen := term.settle("The loser's hand"); !strings.Contains(screen, ">> "+reason) {
			t.Errorf("after %q the reason is not on the screen:\n%s", answer, screen)
		}
	}
	term.send(keyCtrlC)
	term.exitCode()
}

// TestPromptRefusedThenEdited: a refused answer edited at once leaves one
// prompt on the screen. Five times: promptui's late redraw of the Enter
// once raced the reason. (A dumb terminal asks again on a line of its own:
// pty_editing_test.go.)
func TestPromptRefusedThenEdited(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"NO_COLOR=1", "TERM=xterm"}, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	for _, answer := range []string{"12", "3X", "99", "1Z", "44"} {
		term.send(keyCtrlU)
		term.line(answer)
		term.expect(">> ") // this answer's refusal, not the last one's
		term.settle(">> ")
		term.send(keyBackspace)
		screen := term.settle("The loser's hand")
		if n := strings.Count(screen, "The loser's hand"); n != 1 {
			t.Errorf("after %q refused and edited, the screen holds the prompt %d times, want once:\n%s", answer, n, screen)
		}
	}
	term.send(keyCtrlC)
	term.exitCode()
}

// TestPromptSelectAfterCorrection: after a corrected ledger file, the next
// question shows every player; nothing of the refused answer is left.
func TestPromptSelectAfterCorrection(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ledgerWith(t, dir)
	term := startTerminalWith(t, termSize{100, 30}, []string{"NO_COLOR=1", "TERM=xterm"}, dir)
	singleHand(term, false) // the menu of a single hand, no ledger
	term.expect("What would you like to do?")
	term.send(keyDown)
	term.line("")
	term.expect("Ledger file")
	term.line("nowhere.yaml")
	term.expect("no such ledger")
	term.send(strings.Repeat(keyBackspace, len("nowhere.yaml")))
	term.line("evening.yaml")
	screen := term.settle("Who went out (zappo)?")
	if !regexp.MustCompile(`(?m)^ +▸ Ann\n +Bo\n +Cy\n +Di$`).MatchString(screen) {
		t.Errorf("the select does not show every player:\n%s", screen)
	}
	if strings.Contains(screen, "nowhere") || strings.Contains(screen, "✗") {
		t.Errorf("the refused answer is left on the screen:\n%s", screen)
	}
}

// twoPlayerScore starts 'magic score' at a terminal and answers its first
// prompts: the players Ann and Bo, Ann went out.
func twoPlayerScore(t *testing.T) *terminal {
	term := startTerminal(t, t.TempDir(), "magic", "score")
	term.expect("Players, clockwise")
	term.line("Ann,Bo")
	term.expect("Who went out")
	term.line("")
	return term
}

// playToDealerRule answers the prompts of a two-player 'magic score' up
// to the dealer rule.
func playToDealerRule(term *terminal) {
	term.expect("Version")
	term.line("")
	term.expect("exposed sets")
	term.line("")
	term.expect("other tiles")
	term.line("123C 123C 345S 333D 44P")
	term.expect("How did the last tile come?")
	term.line("")
	term.expect("Bo's hand")
	term.line("123C 789C 344S 788D 4P")
	term.expect("Who is the dealer?")
	term.send(keyDown)
	term.line("")
	term.expect("Play the special dealer rule")
}

// TestPromptConfirm: [y/N] refuses an answer other than y or n, and a
// plain Enter is No, marked as a good answer.
func TestPromptConfirm(t *testing.T) {
	t.Parallel()
	term := twoPlayerScore(t)
	playToDealerRule(term)
	term.line("x")
	term.expect("answer y or n, or Enter for no")
	term.send(keyBackspace)
	term.line("")
	screen := term.settle("Ann receives")
	if strings.Contains(screen, "✗") || !strings.Contains(screen, "Ann receives 27.") {
		t.Errorf("Enter should be No, accepted:\n%s", screen)
	}
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestPromptCtrlU: Ctrl-U clears what is typed at a prompt.
func TestPromptCtrlU(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	term.typeKeys("999P 999P")
	term.send(keyCtrlU)
	term.line("(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)")
	term.expect("Penalty: 3 points")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// colour is an SGR sequence that sets a colour.
var colour = regexp.MustCompile(`\x1b\[(?:[0-9]+;)*(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;[0-9]+)*m`)

// TestPromptColour: colour unless NO_COLOR is set and not empty, or the
// terminal is dumb; a dumb terminal also gets ASCII marks and no
// attributes.
func TestPromptColour(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		env    []string
		colour bool
		plain  bool
	}{
		{[]string{"TERM=xterm"}, true, false},
		{[]string{"TERM=xterm", "NO_COLOR="}, true, false},
		{[]string{"TERM=xterm", "NO_COLOR=1"}, false, false},
		{[]string{"TERM=dumb"}, false, true},
	} {
		t.Run(strings.Join(tc.env, "_"), func(t *testing.T) {
			term := startTerminalWith(t, termSize{100, 30}, tc.env, t.TempDir(), "magic", "penalty")
			term.expect("The loser's hand")
			term.line("123X")
			term.expect("unknown tile")
			term.send(keyCtrlC)
			term.exitCode()
			raw := term.raw()
			if got := colour.Match(raw); got != tc.colour {
				t.Errorf("colour %v, want %v: %q", got, tc.colour, raw)
			}
			if tc.plain && (bytes.ContainsAny(raw, "✔✗█▸") || regexp.MustCompile(`\x1b\[[0-9;]*m`).Match(raw)) {
				t.Errorf("a dumb terminal gets marks or attributes: %q", raw)
			}
		})
	}
}

// TestPromptVersions: the version select tells the versions apart: the
// tiles drawn and dead, G's minimum.
func TestPromptVersions(t *testing.T) {
	t.Parallel()
	term := twoPlayerScore(t)
	screen := term.settle("Version")
	// A question chosen stays with its answer, without a colon after its
	// question mark.
	if !strings.Contains(screen, "✔ Who went out (zappo)? Ann") {
		t.Errorf("the question answered does not read \"Who went out (zappo)? Ann\":\n%s", screen)
	}
	for _, want := range []string{"16 drawn, 3 dead", "15 drawn, 2 dead", "14 drawn, 1 dead", "13 drawn, 0 dead", "at least 3 points"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the versions do not show %q:\n%s", want, screen)
		}
	}
	term.send(keyCtrlC)
	term.exitCode()
}

// TestNoTerminalDevNull: with standard input /dev/null and a terminal for
// the output, nothing can be asked: exit 1 naming the flags, not 2.
func TestNoTerminalDevNull(t *testing.T) {
	t.Parallel()
	path, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer ptmx.Close()
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	var stderr bytes.Buffer
	cmd := exec.Command(path, "magic", "score")
	cmd.Dir = t.TempDir()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = null, tty, &stderr
	err = cmd.Run()
	tty.Close()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Errorf("exit: %v, want 1; stderr %q", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "there is no terminal to ask on: give it on the command line") {
		t.Errorf("stderr %q does not name the flags", stderr.String())
	}
}

// TestPromptVersionGRefusedEarly: version G's minimum is checked as soon
// as the winning hand and the last tile's source are known, and the hand
// is asked again with what was typed kept for editing.
func TestPromptVersionGRefusedEarly(t *testing.T) {
	t.Parallel()
	term := twoPlayerScore(t)
	term.expect("Version")
	term.send(strings.Repeat(keyDown, 6)) // G
	term.line("")
	term.expect("exposed sets")
	term.line("123C")
	term.expect("other tiles")
	term.line("345C 567S 999D 22P")
	term.expect("How did the last tile come?")
	term.send(keyDown) // a discard by Bo: 1 point
	term.line("")
	term.expect("version G needs at least 3 points to zappo; this hand scores 1")
	term.expect("exposed sets")
	term.line("") // kept: [123C]
	term.expect("other tiles")
	term.line("") // kept
	term.expect("How did the last tile come?")
	term.send(strings.Repeat("\x1b[A", 1)) // up: self-drawn, 4 points
	term.line("")
	term.expect("Bo's hand")
	term.line("123C 789C 344S 788D 4P")
	term.expect("Who is the dealer?")
	term.line("")
	term.expect("Play the special dealer rule")
	term.line("")
	term.expect("Total:  4 points (version G)")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestScreenReadInPieces: what dragon prints, read in two pieces cut
// anywhere (in an escape code, in a character of three bytes), shows the
// same text and the same screen as read whole.
func TestScreenReadInPieces(t *testing.T) {
	t.Parallel()
	raw := []byte("\x1b[1mAnn\x1b[0m wins ✔\r\n\x1b(B\x1b[?25l? Who won?\x1b[2K\r\x1b[36m❯\x1b[0m Bo\a\r\n")
	whole := &terminal{t: t, size: termSize{40, 5}}
	whole.buf.Write(raw)
	for cut := range len(raw) + 1 {
		term := &terminal{t: t, size: termSize{40, 5}}
		term.buf.Write(raw[:cut])
		term.screen()
		term.display()
		term.buf.Write(raw[cut:])
		if got, want := term.screen(), ansi.ReplaceAllString(string(raw), ""); got != want {
			t.Errorf("cut at %d: the text %q, want %q", cut, got, want)
		}
		if got, want := term.display(), whole.vt().Text(); got != want {
			t.Errorf("cut at %d: the screen\n%s\nwant\n%s", cut, got, want)
		}
	}
}
