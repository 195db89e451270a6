package main

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/vtscreen"
)

// Line editing at a real prompt, as in a shell (issue 21): each key is
// typed at 'dragon magic penalty' in a pseudo-terminal, and the test checks
// what the screen shows, where the cursor is, and the answer the program
// took. Then recall with Up, an answer wider than the terminal, a dumb
// terminal, and the exit codes of a cancel.

const (
	keyUp     = "\x1b[A"
	keyLeft   = "\x1b[D"
	keyRight  = "\x1b[C"
	keyHome   = "\x1b[H"
	keyEnd    = "\x1b[F"
	keyDelete = "\x1b[3~"
	keyCtrlD  = "\x04"

	penaltyLabel = "The loser's hand (13 tiles; - for a missing tile):"
	penaltyHand  = "123C 123C 344S 788D 4P -" // Penalty: 3 points
)

var xterm = []string{"NO_COLOR=1", "TERM=xterm"}

// vt returns the model of the screen after all that was printed.
func (term *terminal) vt() *vtscreen.Screen {
	s := vtscreen.New(term.size.cols, term.size.rows, false)
	s.Feed(term.raw())
	return s
}

// TestEditingKeys: every editing key at a real prompt. Each case types a
// hand with a slip and mends it with the key; the prompt must show the
// hand mended, marked good, the cursor where the key left it, and the
// program must take that hand.
func TestEditingKeys(t *testing.T) {
	for _, tc := range []struct {
		name   string
		keys   []string
		cursor int // where the cursor stands in the hand, before Enter
	}{
		{"left", []string{"123C 123C 344S 788D 4 -", keyLeft + keyLeft, "P"}, 22},
		{"ctrl_b", []string{"123C 123C 344S 788D 4 -", "\x02\x02", "P"}, 22},
		{"right", []string{"1C 123C 344S 788D 4P -", keyHome, keyRight, "23"}, 3},
		{"ctrl_f", []string{"1C 123C 344S 788D 4P -", keyHome, "\x06", "23"}, 3},
		{"home", []string{"23C 123C 344S 788D 4P -", keyHome, "1"}, 1},
		{"home_vt220", []string{"23C 123C 344S 788D 4P -", "\x1b[1~", "1"}, 1},
		{"home_ss3", []string{"23C 123C 344S 788D 4P -", "\x1bOH", "1"}, 1},
		{"ctrl_a", []string{"23C 123C 344S 788D 4P -", "\x01", "1"}, 1},
		{"end", []string{"123C 123C 344S 788D 4P", keyHome, keyEnd, " -"}, 24},
		{"end_rxvt", []string{"123C 123C 344S 788D 4P", keyHome, "\x1b[8~", " -"}, 24},
		{"ctrl_e", []string{"123C 123C 344S 788D 4P", keyHome, "\x05", " -"}, 24},
		{"backspace", []string{"123C 123C 344S 788D 4PX", keyBackspace, " -"}, 24},
		{"ctrl_h", []string{"123C 123C 344S 788D 4PX", "\x08", " -"}, 24},
		{"delete", []string{"123C 123C 344S 788D 4PX -", keyLeft + keyLeft + keyLeft, keyDelete}, 22},
		{"ctrl_d_with_text_deletes", []string{"123C 123C 344S 788D 4PX -", keyLeft + keyLeft + keyLeft, keyCtrlD}, 22},
		{"ctrl_w", []string{"123C 123C 344S 788D 999P", "\x17", "4P -"}, 24},
		{"ctrl_k", []string{"123C 123C 344S 788D 4P - 999P 999P", strings.Repeat(keyLeft, 10), "\x0b"}, 24},
		{"ctrl_u_whole_line", []string{"999P 999P", keyLeft + keyLeft + keyLeft, keyCtrlU, penaltyHand}, 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			term := startTerminalWith(t, termSize{100, 24}, xterm, t.TempDir(), "magic", "penalty")
			term.expect("The loser's hand")
			for _, k := range tc.keys {
				term.send(k)
			}
			prompt := "✔ " + penaltyLabel + " " + penaltyHand
			screen := term.settle(prompt)
			if !slices.Contains(strings.Split(screen, "\n"), prompt) {
				t.Fatalf("the prompt does not read %q:\n%s", prompt, screen)
			}
			if r, c := term.vt().Cursor(); r != 0 || c != len("✔ "+penaltyLabel+" ")-2+tc.cursor {
				t.Errorf("the cursor is at row %d column %d, want 0, %d", r, c, len("✔ "+penaltyLabel+" ")-2+tc.cursor)
			}
			term.line("")
			screen = term.settle("Penalty: 3 points")
			if !strings.HasPrefix(screen, "✔ "+penaltyLabel+" "+penaltyHand+"\n") {
				t.Errorf("the answer taken is not %q:\n%s", penaltyHand, screen)
			}
			if code := term.exitCode(); code != 0 {
				t.Errorf("exit %d", code)
			}
		})
	}
}

// TestEditingRecall: Up recalls the answer given to the same question
// earlier in the run, Down comes back to what was being typed. Version G
// refuses a hand too poor to zappo and asks its two questions again.
func TestEditingRecall(t *testing.T) {
	t.Parallel()
	const exposed = "Ann's exposed sets, if any (e.g. 333D 123C; Enter for none):"
	term := twoPlayerScore(t)
	term.expect("Version")
	term.send(strings.Repeat(keyDown, 6)) // G
	term.line("")
	term.answers("exposed sets", "123C", "other tiles", "345C 567S 999D 22P")
	term.expect("How did the last tile come?")
	term.send(keyDown) // a discard by Bo: 1 point, too few for G
	term.line("")
	term.expect("version G needs at least 3 points")
	term.expect("exposed sets")
	term.send(keyCtrlU + "draft")
	term.send(keyUp)
	term.settleRow("✔ " + exposed + " 123C")
	term.send(keyDown)
	term.settleRow("✗ " + exposed + " draft")
	term.send(keyUp)
	term.settleRow("✔ " + exposed + " 123C")
	term.line("")
	term.expect("other tiles")
	term.send(keyCtrlU + keyUp)
	term.settleRow("✔ Ann's other tiles: 345C 567S 999D 22P")
	term.line("")
	// Asked twice, answered alike twice: the program took what Up recalled.
	term.expect("How did the last tile come?") // asked again, after the answers
	screen := term.settle("How did the last tile come?")
	for _, answered := range []string{exposed + " 123C", "Ann's other tiles: 345C 567S 999D 22P"} {
		if n := strings.Count(screen, answered+"\n"); n != 2 {
			t.Errorf("%q answered %d times, want 2:\n%s", answered, n, screen)
		}
	}
	term.send(keyCtrlC)
	term.exitCode()
}

// answers waits for each question in turn and answers it: question,
// answer, question, answer…
func (term *terminal) answers(qa ...string) {
	term.t.Helper()
	for i := 0; i+1 < len(qa); i += 2 {
		term.expect(qa[i])
		term.line(qa[i+1])
	}
}

// settleRow waits until a row of the screen reads row.
func (term *terminal) settleRow(row string) {
	term.t.Helper()
	screen := term.settle(row)
	if !slices.Contains(strings.Split(screen, "\n"), row) {
		term.t.Fatalf("no row reads %q:\n%s", row, screen)
	}
}

// TestEditingLongAnswer: an answer three rows long at a 40-column
// terminal, mended in its middle row: the screen shows the prompt once,
// wrapped where the terminal wraps it, the cursor after the mended tile,
// and the program takes the mended hand.
func TestEditingLongAnswer(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{40, 24}, xterm, t.TempDir(), "magic", "penalty")
	term.expect("The loser's hand")
	typo := "(1C, 2C, 3C)  (1C, 2C, 3C)  (3S, 4X, 4S)  (7D, 8D, 8D)  (4P, -)"
	mended := strings.Replace(typo, "4X", "4S", 1)
	term.send(typo)
	term.send(keyHome + strings.Repeat(keyRight, strings.Index(typo, "X")))
	term.send(keyDelete + "S")
	// The question breaks between words; the answer wraps where the
	// terminal wraps it.
	rows := []string{"✔ The loser's hand (13 tiles; - for a"}
	line := []rune("missing tile): " + mended)
	for len(line) > 0 {
		n := min(40, len(line))
		rows = append(rows, strings.TrimRight(string(line[:n]), " "))
		line = line[n:]
	}
	screen := term.settle("(7D, 8D, 8D)")
	if screen != strings.Join(rows, "\n") {
		t.Errorf("the screen shows\n%s\nwant\n%s", screen, strings.Join(rows, "\n"))
	}
	at := len([]rune("missing tile): ")) + strings.Index(typo, "X") + 1
	if r, c := term.vt().Cursor(); r != 1+at/40 || c != at%40 {
		t.Errorf("the cursor is at row %d column %d, want %d, %d", r, c, 1+at/40, at%40)
	}
	term.line("")
	screen = term.settle("Penalty: 3 points")
	// Taken, the answer breaks between words, as its question does.
	if strings.Count(screen, "The loser's hand") != 1 || !strings.Contains(strings.Join(strings.Fields(screen), " "), "missing tile): "+strings.Join(strings.Fields(mended), " ")) {
		t.Errorf("the answer taken is not the mended hand, once:\n%s", screen)
	}
}

// TestEditingSelectIgnoresKeys: at a list, the editing keys do nothing:
// Delete no longer cancels, Left and Right do not page, letters do not
// move; Down and Enter still choose.
func TestEditingSelectIgnoresKeys(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "magic", "score")
	term.expect("Players, clockwise")
	term.line("Ann,Bo,Cy")
	term.expect("Who went out")
	term.send(keyDelete + keyRight + keyLeft + keyHome + keyEnd + "\x17\x0bjkl" + keyBackspace)
	term.send(keyDown)
	term.line("")
	term.settleRow("✔ Who went out (zappo)? Bo")
	term.send(keyCtrlC)
	if code := term.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}

// TestEditingDumbTerminal: on a dumb terminal not one escape byte is
// written, from prompts, lists, colours or anything else; a list is
// numbered and answered with a number, a refused answer gives its reason
// on a line and is asked again, and a hand is scored and recorded as at
// any terminal.
func TestEditingDumbTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := ledgerWith(t, dir)
	term := startTerminalWith(t, termSize{80, 24}, []string{"TERM=dumb"}, dir, "magic", "score", "--ledger", "evening.yaml")
	term.expect("Who went out (zappo)?")
	term.expect("2) Bo")
	term.line("x")
	term.expect(`"x" is not a number from 1 to 4`)
	term.line("2" + keyUp) // an arrow in a plain line is not text
	term.expect("+ Who went out (zappo)? Bo")
	term.answers("Bo's exposed sets", "", "Bo's other tiles", "123C 123C 345S 333D 4X")
	term.expect(`"4X" at column 21: unknown tile`)
	term.answers("? Bo's other tiles:", "123C 123C 345S 333D 44P", // asked again
		"How did the last tile come?", "",
		"Ann's hand", "123C 789C 344S 788D 4P", "Cy's hand", "456C 456C 789C 12S 55D", "Di's hand", "111S 222S 999S 46S 55P")
	term.expect("Bo receives")
	term.answers("Record this game in evening.yaml? [Y/n]", "x", "answer y or n", "y")
	term.expect("Recorded as game 1 in evening.yaml.")
	if code := term.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, term.screen())
	}
	if raw := term.raw(); bytes.IndexByte(raw, 0x1b) >= 0 {
		t.Errorf("an escape byte was written to a dumb terminal: %q", raw)
	}
	var out bytes.Buffer
	if code := runTo(&out, "ledger", "check", file); code != 0 || out.Len() > 0 {
		t.Errorf("ledger check: %s", out.String())
	}
}

// TestEditingDumbMenu: dragon alone on a dumb terminal numbers its menu,
// takes a number, and shows Table I, without an escape byte.
func TestEditingDumbMenu(t *testing.T) {
	t.Parallel()
	term := startTerminalWith(t, termSize{80, 24}, []string{"TERM=dumb"}, t.TempDir())
	singleHand(term, true) // the menu of a single hand, no ledger
	term.expect("What would you like to do?")
	term.expect("Choose 1-")
	item := regexp.MustCompile(`(?m)^ +([0-9]+)\) Show Table I`).FindStringSubmatch(term.screen())
	if item == nil {
		t.Fatalf("no numbered item shows Table I:\n%s", term.screen())
	}
	term.line(item[1])
	term.expect("pure quad-towers")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
	if raw := term.raw(); bytes.IndexByte(raw, 0x1b) >= 0 {
		t.Errorf("an escape byte was written to a dumb terminal: %q", raw)
	}
}

// TestEditingCancelExitCodes: Ctrl-C, or Ctrl-D on an empty line, at any
// prompt of a flag-driven command exits 2 and writes nothing: at a line
// (with text typed, or emptied), a list, the confirmation, and on a dumb
// terminal, where Ctrl-C is a signal.
func TestEditingCancelExitCodes(t *testing.T) {
	toExposed := func(term *terminal) {
		term.expect("Who went out (zappo)?")
		term.send(keyDown)
		term.line("")
		term.expect("Bo's exposed sets")
	}
	toConfirm := func(term *terminal) {
		playLedgerHand(term)
		term.expect("Record this game in evening.yaml")
	}
	dumbToExposed := func(term *terminal) {
		term.expect("Who went out (zappo)?")
		term.expect("Choose 1-4")
		term.line("2")
		term.expect("Bo's exposed sets")
	}
	for _, tc := range []struct {
		name string
		env  []string
		to   func(*terminal)
		keys string
	}{
		{"ctrl_c_at_a_line_with_text", xterm, toExposed, "123C" + keyCtrlC},
		{"ctrl_d_at_a_line_emptied", xterm, toExposed, "12" + keyBackspace + keyBackspace + keyCtrlD},
		{"ctrl_c_at_a_list", xterm, func(term *terminal) { term.expect("Who went out (zappo)?") }, keyCtrlC},
		{"ctrl_d_at_a_list", xterm, func(term *terminal) { term.expect("Who went out (zappo)?") }, keyCtrlD},
		{"ctrl_d_at_the_confirmation", xterm, toConfirm, keyCtrlD},
		{"dumb_ctrl_c_at_a_line", []string{"TERM=dumb"}, dumbToExposed, "123C" + keyCtrlC},
		{"dumb_ctrl_d_at_a_line", []string{"TERM=dumb"}, dumbToExposed, keyCtrlD},
		{"dumb_ctrl_c_at_a_list", []string{"TERM=dumb"}, func(term *terminal) { term.expect("Choose 1-4") }, keyCtrlC},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			ledgerWith(t, dir)
			before := filesIn(t, dir)
			term := startTerminalWith(t, termSize{100, 40}, tc.env, dir, "magic", "score", "--ledger", "evening.yaml")
			tc.to(term)
			term.send(tc.keys)
			term.expect("dragon: cancelled; nothing was written")
			if code := term.exitCode(); code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if after := filesIn(t, dir); !maps.Equal(before, after) {
				t.Errorf("the files changed after a cancel: before %q, after %q", before, after)
			}
		})
	}
}

// filesIn returns the files in dir and what they hold, but the cache.
func filesIn(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for _, e := range entries {
		if e.Name() == ".cache" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(b)
	}
	return files
}
