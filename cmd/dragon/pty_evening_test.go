package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/vtscreen"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// An evening at the table (issue 21): 'dragon' alone in a pseudo-terminal,
// played as a person plays it, from the first question to the settle-up.
// Each step waits for what the screen shows, never for time to pass.

// person plays 'dragon' alone at a terminal.
type person struct {
	*terminal
	dumb bool
}

// startEvening starts 'dragon' alone in dir at a terminal cols wide; dumb
// sets TERM=dumb.
func startEvening(t *testing.T, dir string, cols int, dumb bool) *person {
	t.Helper()
	env := []string{"NO_COLOR=1", "TERM=xterm", "COLUMNS=" + strconv.Itoa(cols)}
	if dumb {
		env[1] = "TERM=dumb"
	}
	return &person{startTerminalWith(t, termSize{cols, 40}, env, dir), dumb}
}

// keys types keys at once: call it once the prompt that takes them is on
// the screen.
func (p *person) keys(keys string) {
	p.t.Helper()
	p.send(keys)
}

// answer waits for the question label and answers it with s, in place of
// any answer offered.
func (p *person) answer(label, s string) {
	p.t.Helper()
	p.expect(label)
	if p.dumb {
		p.keys(s + "\r")
		return
	}
	p.keys(keyCtrlU + s + "\r")
}

// enter waits for the question label and takes the answer offered.
func (p *person) enter(label string) {
	p.t.Helper()
	p.expect(label)
	p.keys("\r")
}

// pick waits for the list label and chooses item from it: with the arrows
// on a terminal that moves its cursor, by its number on a dumb one.
func (p *person) pick(label, item string) {
	p.t.Helper()
	p.expect(label)
	var keys string
	p.await(fmt.Sprintf("the item %q under %q", item, label), func() bool {
		var ok bool
		keys, ok = p.choiceKeys(label, item)
		return ok
	})
	p.keys(keys)
	if p.dumb {
		p.expect(item)
		return
	}
	// The line the list leaves once chosen, its mark and its question,
	// which it prints after it gives the terminal back: the item alone may
	// still be the list's own row, drawn in its raw mode, which the next
	// prompt's keys would be typed into as the list lets go (a Ctrl-C then
	// ends dragon by a signal).
	p.expectRe(regexp.MustCompile(`✔\s+` + wordsRe(label) + `(?s:.*?)` + wordsRe(item)))
}

// choiceKeys are the keys that choose item from the list label as the
// screen shows it now; false until the list is drawn.
func (p *person) choiceKeys(label, item string) (string, bool) {
	if p.dumb {
		s := p.screen()
		s = s[strings.LastIndex(s, label):]
		if !strings.Contains(s, "Choose 1-") {
			return "", false
		}
		for _, line := range strings.Split(s, "\n") {
			if n, text, ok := strings.Cut(strings.TrimSpace(line), ") "); ok && text == item {
				return n + "\r", true
			}
		}
		return "", false
	}
	rows := strings.Split(p.display(), "\n")
	from := -1
	for i, r := range rows {
		if strings.Contains(r, label) {
			from = i
		}
	}
	active, target := -1, -1
	for i := from + 1; from >= 0 && i < len(rows); i++ {
		row := strings.TrimPrefix(rows[i], "  ") // promptui indents a list
		if row == "▸ "+item || row == "  "+item {
			target = i
		}
		if strings.HasPrefix(row, "▸ ") {
			active = i
		}
	}
	if active < 0 || target < 0 {
		return "", false
	}
	move := keyDown
	if target < active {
		move = keyUp
	}
	return strings.Repeat(move, max(target-active, active-target)) + "\r", true
}

// expectRow waits for a row of a table, its cells as in row but parted
// by any run of spaces.
func (p *person) expectRow(row string) {
	p.t.Helper()
	p.expectRe(regexp.MustCompile(`(?m)^\s*` + strings.Join(strings.Fields(regexp.QuoteMeta(row)), `\s+`) + `\s*$`))
}

// expectRe waits for text re matches after what was already matched.
func (p *person) expectRe(re *regexp.Regexp) {
	p.t.Helper()
	p.await(re.String(), func() bool {
		s := p.screen()
		if loc := re.FindStringIndex(s[min(p.seen, len(s)):]); loc != nil {
			p.seen += loc[1]
			return true
		}
		return false
	})
}

// yes answers a yes/no question label with y.
func (p *person) yes(label string) { p.t.Helper(); p.answer(label, "y") }

// readOn reads long output as a person does, Enter at each screenful's
// stop, until text shows.
func (p *person) readOn(text string) {
	p.t.Helper()
	p.pagesBefore(text)
	p.expect(text)
}

// pagesBefore presses Enter at each screenful's stop (the question "Enter
// to go on" asked, not one answered) until text shows, leaving text to be
// expected.
func (p *person) pagesBefore(text string) {
	p.t.Helper()
	const stop = "? Enter to go on"
	for found := false; !found; {
		p.await(strconv.Quote(text)+" or a stop", func() bool {
			s := p.screen()
			rest := s[min(p.seen, len(s)):]
			i, j := strings.Index(rest, text), strings.Index(rest, stop)
			switch {
			case i >= 0 && (j < 0 || i < j):
				found = true
			case j >= 0:
				p.seen += j + len(stop)
			default:
				return false
			}
			return true
		})
		if !found {
			p.keys("\r")
		}
	}
}

// recordIt records the hand the review shows, play being the game's word
// for a hand ("hand", "game").
func (p *person) recordIt(play string) {
	p.t.Helper()
	p.pick("Record this "+play+"?", "Record it")
}

// no answers a yes/no question label with n.
func (p *person) no(label string) { p.t.Helper(); p.answer(label, "n") }

// checkLedger runs 'dragon ledger check' on file, which must pass, and
// returns the ledger.
func checkLedger(t *testing.T, file string) *ledger.Ledger {
	t.Helper()
	path, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, "ledger", "check", file)
	cmd.Env = append(cmd.Environ(), "XDG_CACHE_HOME="+filepath.Join(filepath.Dir(file), ".cache"))
	if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
		t.Fatalf("dragon ledger check %s: %v\n%s", file, err, out)
	}
	l, err := ledger.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// evening is one game's evening as a new user plays it at the table,
// from 'dragon' alone to the settle-up, typing no flag; read from the
// game's own folder (pty_evening_file_test.go).
type evening struct {
	game cmdutil.Game
	// players are the players of the table, parted by commas.
	players string
	// options answers the game's session options, after the players.
	options steps
	// setup sets up the first hand, when the game has a set-up.
	setup steps
	// win answers the questions of a won hand, after "Score the hand" (or
	// game), up to its review.
	win steps
	// mend is an answer of the won hand changed at its review.
	mend mend
	// others are the other records, each a choice of the loop and what it
	// asks; the last is undone.
	others []steps
	// standing is a row of the standings after the win, its cells parted
	// by single spaces.
	standing string
	// records are the kinds of record the ledger must hold, in order.
	records string
	// winner is the winner of the first record; declarer who declared
	// falsely, in a game that has false declarations.
	winner, declarer string
	// settles is what the settle-up says of a match played for points.
	settles string
}

// nineWinOnCysDiscard answers a Nine Dragons win, from "Who won?" on: Bo
// on a discard by Cy, no shown sets, no flowers.
func (p *person) nineWinOnCysDiscard() {
	p.t.Helper()
	p.pick("Who won?", "Bo")
	p.enter("Bo's shown sets")
	p.answer("Bo's other tiles", "123c 456c 789s 222b 55b")
	p.enter("Bo's flowers")
	p.pick("Where did the winning tile come from?", "a discard by Cy")
}

// moneyTyped types the money of a hand of play scored elsewhere at a table
// of Ann, Bo, Cy and Di: theirs as given, Di's the amount offered, which
// adds up to 0; up to the review.
func (p *person) moneyTyped(play, ann, bo, cy string) {
	p.t.Helper()
	p.pick("What now?", "A "+play+" scored elsewhere: type the money")
	p.answer("Ann's money", ann)
	p.answer("Bo's money", bo)
	p.answer("Cy's money", cy)
	p.enter("Di's money")
}

// noun is what the game calls a hand of play: a game, a hand.
func (e evening) noun() string { return e.game.Name.Play() }

// begin starts the evening's new ledger night.yaml at a new terminal cols
// wide in dir, and sets up the first hand, up to the loop.
func (e evening) begin(t *testing.T, dir string, cols int, dumb bool) *person {
	t.Helper()
	p := startEvening(t, dir, cols, dumb)
	p.pick("Go on with an evening, or start one?", "Start a new ledger")
	p.pick("Which game?", e.game.Title)
	p.answer("Players in ", e.players)
	e.options.play(p)
	p.answer("Ledger file", "night.yaml")
	p.expect("Started night.yaml: " + e.game.Title)
	e.setup.play(p)
	return p
}

// play runs the evening at a new terminal cols wide in dir.
func (e evening) play(t *testing.T, dir string, cols int, dumb bool) *person {
	t.Helper()
	p := e.begin(t, dir, cols, dumb)
	p.pick("What now?", "Score the "+e.noun())
	e.win.play(p)
	p.recordIt(e.noun())
	p.standings(1)
	p.expectRow(e.standing)
	for i, o := range e.others {
		o.play(p)
		p.standings(i + 2)
	}
	p.pick("What now?", "Undo the last record")
	p.yes("Undo ")
	p.expect("Voided ")
	p.standings(len(e.others) + 2)
	p.pick("What now?", map[bool]string{true: "Settle up: the match in points", false: "Settle up: who pays whom"}[e.settles != ""])
	p.expect("Settle-up of night.yaml")
	if e.settles != "" {
		p.expectWords(e.settles)
	}
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	p.expect(" in night.yaml.\nRun 'dragon' here to go on with the evening.")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d; the screen shows:\n%s", code, p.display())
	}
	return p
}

// standings waits for where the table stands after its records-th
// record: the header of the loop, which the standings follow.
func (p *person) standings(records int) {
	p.t.Helper()
	p.expectRe(regexp.MustCompile(regexp.QuoteMeta("("+words.Plural(records, "record")+").") + `.*\nNext: .*\n\n +player`))
}

// TestEvening is the acceptance of issue 21: at an 80-column terminal a
// new user runs an evening of each game from 'dragon' alone, typing no
// flag: a new ledger, the game's set-up, a scored win, the game's hands
// nobody won, a false declaration where the game has one, a hand scored
// elsewhere, an undo, the standings after each, the settle-up; and
// 'dragon ledger check' passes on what was written, which holds the
// records played.
func TestEvening(t *testing.T) {
	t.Parallel()
	eachEvening(t, func(t *testing.T, e evening, dir string) {
		p := e.play(t, dir, 80, false)
		l := checkLedger(t, filepath.Join(dir, "night.yaml"))
		if got := kinds(l); got != e.records {
			t.Errorf("the ledger holds %s, want %s", got, e.records)
		}
		for _, st := range l.Steps() {
			if r := st.Record; r.Kind == books.Penalty && (r.Inputs == nil || r.Inputs.Offender != e.declarer || r.Transfers[e.declarer] >= 0) {
				t.Errorf("the penalty %+v is not paid by %s", r, e.declarer)
			}
		}
		if w := l.Steps()[0].Record.Inputs; e.winner != "" && (w == nil || w.Winner != e.winner) {
			t.Errorf("the first record's inputs are %+v, want the winner %s", w, e.winner)
		}
		if n := strings.Count(p.screen(), "What now?"); n < len(e.records)+3 {
			t.Errorf("the table was asked what now %d times, want once a record and more", n)
		}
	})
}

// TestEveningOfEveryGame: every game of the one list has its evening in
// its own folder (<group>/testdata/evening.txt), which reads, so a game
// added is played too.
func TestEveningOfEveryGame(t *testing.T) {
	t.Parallel()
	for _, g := range root.Games {
		if _, err := readEveningOf(g); err != nil {
			t.Error(err)
		}
	}
}

// eachEvening runs f for the evening of each game of the one list, side
// by side, each in a directory of its own.
func eachEvening(t *testing.T, f func(t *testing.T, e evening, dir string)) {
	for _, g := range root.Games {
		t.Run(strings.ReplaceAll(g.Title, " ", "_"), func(t *testing.T) {
			t.Parallel()
			f(t, eveningOf(t, g), t.TempDir())
		})
	}
}

// singleHand takes 'dragon' alone from its first question to the menu of
// a single hand with no ledger, where the tests of that menu begin.
func singleHand(term *terminal, dumb bool) {
	term.t.Helper()
	(&person{term, dumb}).pick("Go on with an evening, or start one?", "A single hand, no ledger (a penalty, Table I, …)")
}

// deadHand records a dead hand.
func (p *person) deadHand() {
	p.t.Helper()
	p.pick("What now?", "A dead hand: nobody won")
	p.yes("Record this hand?")
}

// kinds are the kinds of the records of the ledger l, in order.
func kinds(l *ledger.Ledger) string {
	var out []string
	for _, s := range l.Steps() {
		out = append(out, string(s.Record.Kind))
	}
	return strings.Join(out, " ")
}

// TestEveningGoesOn: the ledger is the evening's state. Leave, run
// 'dragon' again, and the ledgers of the directory are offered, the most
// recently changed first, each with its game, players and hands; the one
// chosen goes on where it stopped. A file that is not a ledger is not
// offered, and nothing but the ledger was written.
func TestEveningGoesOn(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := filepath.Join(dir, "old.yaml")
	if code := runHere([]string{"ledger", "new", old, "--game", "qmahjongg", "--players", "Ann,Bo"}, &term.IOStreams{Out: io.Discard, ErrOut: io.Discard}); code != 0 {
		t.Fatalf("ledger new: exit %d", code)
	}
	yesterday := time.Now().Add(-24 * time.Hour)
	if err := os.Chtimes(old, yesterday, yesterday); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.yaml"), []byte("game: nine\nhands: none of these\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := nineTable(t, dir, 80, "Ann,Bo,Cy,Di", false, false)
	p.deadHand()
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	p.expect("The hand recorded stays in night.yaml.")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, p.display())
	}

	p = startEvening(t, dir, 80, false)
	first := regexp.MustCompile(`(?m)^ +▸ night\.yaml: Nine Dragons, Ann, Bo, Cy, Di; 1 hand played\n +old\.yaml: Q Mahjongg, Ann, Bo; no hand yet\n +Start a new ledger$`)
	p.waitFor(func(screen string) bool { return first.MatchString(screen) })
	if strings.Contains(p.display(), "notes.yaml") {
		t.Errorf("a file that is not a ledger is offered:\n%s", p.display())
	}
	p.pick("Go on with an evening, or start one?", "night.yaml: Nine Dragons, Ann, Bo, Cy, Di; 1 hand played")
	p.expect("Next: hand 2, East round: Ann is East.")
	p.deadHand()
	p.expect("Next: hand 3, East round: Ann is East.")
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	p.expect("The 2 hands recorded stay in night.yaml.")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, p.display())
	}
	if got := kinds(checkLedger(t, filepath.Join(dir, "night.yaml"))); got != "dead dead" {
		t.Errorf("the ledger holds %s, want two dead hands", got)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if n := e.Name(); n != "night.yaml" && n != "old.yaml" && n != "notes.yaml" && n != ".cache" {
			t.Errorf("the evening wrote %s besides the ledger", n)
		}
	}
}

// waitFor waits until the screen as shown satisfies ok.
func (p *person) waitFor(ok func(screen string) bool) {
	p.t.Helper()
	p.await("the screen awaited", func() bool { return ok(p.display()) })
}

// TestEveningCancel: Ctrl-C inside a hand abandons it and comes back to
// the loop with nothing recorded, and so does Ctrl-D on an empty answer;
// Ctrl-C at the loop leaves with exit 2, saying the hands recorded stay.
func TestEveningCancel(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := nineTable(t, dir, 80, "Ann,Bo,Cy,Di", false, false)
	p.pick("What now?", "Score the hand")
	p.pick("Who won?", "Bo")
	p.answer("Bo's shown sets", "[555s]")
	p.expect("Bo's other tiles")
	p.keys("123c" + keyCtrlC)
	p.expect("Stopped: nothing was recorded.")
	p.pick("What now?", "A hand scored elsewhere: type the money")
	p.answer("Ann's money", "+6")
	p.expect("Bo's money")
	p.keys(keyCtrlD)
	p.expect("Stopped: nothing was recorded.")
	p.deadHand()
	p.expect("What now?")
	p.keys(keyCtrlC)
	p.expect("The hand recorded stays in night.yaml.")
	p.expect("dragon: cancelled; what was recorded stays in night.yaml")
	if code := p.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	if got := kinds(checkLedger(t, filepath.Join(dir, "night.yaml"))); got != "dead" {
		t.Errorf("the ledger holds %q, want the one dead hand", got)
	}
}

// TestEveningOtherGameLedger: at the menu of a single hand, a ledger of
// another game is refused at the question and asked again; the hand is
// then asked with the right ledger's seats.
func TestEveningOtherGameLedger(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, args := range [][]string{{"q.yaml", "--game", "qmahjongg"}, {"nine.yaml", "--game", "ninedragons"}} {
		line := append([]string{"ledger", "new", filepath.Join(dir, args[0])}, append(args[1:], "--players", "Ann,Bo,Cy,Di")...)
		if code := runHere(line, &term.IOStreams{Out: io.Discard, ErrOut: io.Discard}); code != 0 {
			t.Fatalf("%v: exit %d", line, code)
		}
	}
	p := startEvening(t, dir, 80, false)
	p.pick("Go on with an evening, or start one?", "A single hand, no ledger (a penalty, Table I, …)")
	p.pick("What would you like to do?", "Score a Nine Dragons hand and record it in a ledger")
	p.answer("Ledger file", "q.yaml")
	p.expect("q.yaml is a Q Mahjongg ledger, not Nine Dragons")
	p.keys(keyCtrlU + "nine.yaml\r")
	p.expect("Who won?")
	p.keys(keyCtrlC)
	if code := p.exitCode(); code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
}

// sampleEvenings are the evenings played again on a dumb terminal and at
// other widths: Magic Dragon's and Nine Dragons', whose set-ups write
// the longest screens.
func sampleEvenings(t *testing.T) []evening {
	t.Helper()
	return []evening{eveningOf(t, listedGame(t, books.Magic)), eveningOf(t, listedGame(t, books.NineDragons))}
}

// TestEveningDumb: on a dumb terminal the evening is numbered lists and
// plain lines, and not one escape byte is written.
func TestEveningDumb(t *testing.T) {
	t.Parallel()
	for _, e := range sampleEvenings(t) {
		t.Run(strings.ReplaceAll(e.game.Title, " ", "_"), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			p := e.play(t, dir, 80, true)
			if raw := p.raw(); bytes.IndexByte(raw, 0x1b) >= 0 {
				t.Errorf("an escape byte was written to a dumb terminal: %q", raw[bytes.IndexByte(raw, 0x1b):min(len(raw), bytes.IndexByte(raw, 0x1b)+80)])
			}
			if got := kinds(checkLedger(t, filepath.Join(dir, "night.yaml"))); got != e.records {
				t.Errorf("the ledger holds %s, want %s", got, e.records)
			}
		})
	}
}

// TestEveningWidths: at 60 and 120 columns (80 is the acceptance's; with
// -short 60 alone, the narrowest), the evening plays through: every list's
// items stand whole on a row of their own (pick finds them so), and its
// own lines fit.
func TestEveningWidths(t *testing.T) {
	t.Parallel()
	widths := []int{60, 120}
	if testing.Short() {
		widths = widths[:1] // the narrowest, where lines break
	}
	for _, cols := range widths {
		for _, e := range sampleEvenings(t) {
			t.Run(fmt.Sprintf("%s_%d", strings.ReplaceAll(e.game.Title, " ", "_"), cols), func(t *testing.T) {
				t.Parallel()
				p := e.play(t, t.TempDir(), cols, false)
				vt := vtscreen.New(cols, p.size.rows, false)
				vt.Feed(p.raw())
				lines := vt.Lines()
				split := strings.Index(lines, "\nSplit:")
				record := strings.Index(lines, "\n✔ Record this ")
				if split < 0 || record < split {
					t.Fatalf("no score before the first record:\n%s", lines)
				}
				for _, line := range strings.Split(lines[split+1:record], "\n") {
					if w := utf8.RuneCountInString(line); w > cols {
						t.Errorf("the score's line of %d columns wraps at %d: %q", w, cols, line)
					}
				}
				screen := p.display()
				for _, line := range []string{"The " + words.Plural(2, e.noun()) + " recorded stay in night.yaml.", "Run 'dragon' here to go on with the evening."} {
					if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(line) + `$`).MatchString(screen) {
						t.Errorf("%q is not a row of its own:\n%s", line, screen)
					}
				}
			})
		}
	}
}

// readmeEvenings are the evenings README.md's "At the table" walks
// through, each shown as its screen after a marker line: a first night,
// and the same ledger found again the next time.
var readmeEvenings = []struct {
	marker string
	play   func(p *person)
}{
	{"<!-- evening: the first night -->", func(p *person) {
		p.pick("Go on with an evening, or start one?", "Start a new ledger")
		p.pick("Which game?", "Nine Dragons")
		p.answer("Players in seat order", "Ann,Bo,Cy,Di")
		p.enter("Stakes")
		p.answer("Minimum hand", "1")
		p.no("Play the fifth-tile rule")
		p.yes("Play the false-declaration penalty")
		p.answer("Ledger file", "thursday.yaml")
		p.no("Set up the first hand")
		p.pick("What now?", "Score the hand")
		p.pick("Who won?", "Bo")
		p.answer("Bo's shown sets", "[GD GD GD GD]")
		p.answer("Bo's other tiles", "RD RD RD 123c 456c WD WD")
		p.answer("Bo's flowers", "RF2")
		p.pick("Where did the winning tile come from?", "picked from the wall (self-drawn)")
		p.recordIt("hand")
		p.deadHand()
		p.pick("What now?", "A false declaration: the declarer pays")
		p.pick("Who declared a win falsely?", "Di")
		p.yes("Record this hand?")
		p.pick("What now?", "Undo the last record")
		p.yes("Undo record 3")
		p.pick("What now?", "Check the ledger")
		p.expect("is sound")
		p.pick("What now?", "Settle up: who pays whom")
		p.expect("Settle-up of thursday.yaml")
		p.pick("What now?", "Leave (the ledger keeps the evening)")
	}},
	{"<!-- evening: the next time -->", func(p *person) {
		p.pick("Go on with an evening, or start one?", "thursday.yaml: Nine Dragons, Ann, Bo, Cy, Di; 2 hands played")
		p.pick("What now?", "Leave (the ledger keeps the evening)")
	}},
}

// when is a date and time on the screen, which the README shows as one
// evening's.
var when = regexp.MustCompile(`\d{4}-\d{2}-\d{2} \d{2}:\d{2}`)

// TestREADMEEvening plays the evenings README.md's "At the table" shows,
// at an 80-column terminal, one after the other in one directory, and
// compares each screen with the README's, dates and times aside; with
// -update it writes the screens into the README.
func TestREADMEEvening(t *testing.T) {
	t.Parallel()
	path, data := readREADME(t)
	readme := string(data)
	dir := t.TempDir()
	for _, e := range readmeEvenings {
		p := startEvening(t, dir, 80, false)
		e.play(p)
		if code := p.exitCode(); code != 0 {
			t.Fatalf("%s: exit %d:\n%s", e.marker, code, p.display())
		}
		vt := vtscreen.New(p.size.cols, p.size.rows, false)
		vt.Feed(p.raw())
		screen := "$ dragon\n" + when.ReplaceAllString(vt.Lines(), "2026-11-26 21:40") + "\n"
		at := strings.Index(readme, e.marker+"\n```text\n")
		if at < 0 {
			t.Fatalf("README.md has no %s followed by a text block", e.marker)
		}
		from := at + len(e.marker+"\n```text\n")
		to := from + strings.Index(readme[from:], "```\n")
		if shown := readme[from:to]; shown != screen && !*update {
			t.Errorf("README.md after %s:\n--- README shows ---\n%s--- the evening shows ---\n%s", e.marker, shown, screen)
		}
		readme = readme[:from] + screen + readme[to:]
	}
	if *update && readme != string(data) {
		if err := os.WriteFile(path, []byte(readme), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
