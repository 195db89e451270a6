package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/internal/vtscreen"
	"github.com/dragon-tools/dragon/ledger"
)

// The evening's screen, as a person sees it: a warning said once, a
// record named with the game's word, lines that fit the terminal, and a
// long question answered where it was asked.

// newTable starts an evening in dir at a terminal cols wide and begins a
// new ledger of game for players, up to the question after the players.
func newTable(t *testing.T, dir string, cols int, game, players string) *person {
	t.Helper()
	p := startEvening(t, dir, cols, false)
	p.pick("Go on with an evening, or start one?", "Start a new ledger")
	p.pick("Which game?", game)
	p.answer("Players in seat order", players)
	return p
}

// nineTable starts a Nine Dragons ledger night.yaml in a new evening at a
// terminal cols wide, the players given, no minimum, the fifth-tile rule
// and the false-declaration penalty played as said, declining the
// set-up, and waits for the loop.
func nineTable(t *testing.T, dir string, cols int, players string, fifth, falseDeclaration bool) *person {
	t.Helper()
	yn := map[bool]string{true: "y", false: "n"}
	p := newTable(t, dir, cols, "Nine Dragons", players)
	p.enter("Stakes")
	p.answer("Minimum hand", "0")
	p.answer("Play the fifth-tile rule", yn[fifth])
	p.answer("Play the false-declaration penalty", yn[falseDeclaration])
	p.answer("Ledger file", "night.yaml")
	p.no("Set up the first hand")
	return p
}

// leave leaves the evening p, which must exit 0.
func (p *person) leave() {
	p.t.Helper()
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	if code := p.exitCode(); code != 0 {
		p.t.Fatalf("exit %d:\n%s", code, p.display())
	}
}

// leaveLedger leaves the evening p and reads its ledger night.yaml in dir.
func (p *person) leaveLedger(dir string) *ledger.Ledger {
	p.t.Helper()
	p.leave()
	l, err := ledger.Load(filepath.Join(dir, "night.yaml"))
	if err != nil {
		p.t.Fatal(err)
	}
	return l
}

// startMagic starts a Magic Dragon ledger night.yaml in a new evening at
// a terminal cols wide, the players given, each starting with money,
// declining the seating draw and the set-up, and waits for the loop.
func startMagic(t *testing.T, dir string, cols int, players, money string) *person {
	t.Helper()
	p := newTable(t, dir, cols, "Magic Dragon", players)
	p.no("Draw for the seats")
	p.no("Play the ultimate cycles")
	p.pick("Which version of Magic Dragon is played?", versionC)
	p.no("Play the special dealer rule")
	p.enter("Stakes")
	p.answer("Money each player starts with", money)
	p.answer("Ledger file", "night.yaml")
	p.no("Set up the first game")
	return p
}

// TestEveningWarnsOnce: a record that takes a player's money below zero
// says so once, when it is recorded; the header shown at every turn of
// the loop after it does not say it again, and the check asked for lists
// it. The evening gone on with later says in a line that the ledger holds
// a warning, and where it is listed, not the warning again.
func TestEveningWarnsOnce(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "10")
	p.moneyTyped("game", "-30", "+30", "0")
	p.recordIt("game")
	p.expect("goes below zero")
	p.expectWords("If a player borrowed, record the loan here: 'The books', then 'Money handed from one player to another'.")
	p.standings(1)
	for range 2 {
		p.pick("What now?", "A tie: nobody won")
		p.yes("Record this game?")
	}
	p.standings(3)
	p.pick("What now?", "Check the ledger")
	p.expect("warning: game 1: Ann's play money goes below zero")
	p.expectWords("fix: if Ann borrowed, record the loan: --adjust --transfer Bo=-N,Ann=+N --note 'loan'")
	p.expectWords("night.yaml is sound: 'dragon ledger check' finds no error, and the 1 warning above.")
	p.expectWords("If a player borrowed, record the loan here")
	l := p.leaveLedger(dir)
	if n := strings.Count(p.screen(), "goes below zero"); n != 2 {
		t.Errorf("the warning is said %d times, want once when its record is made, and once by the check asked for:\n%s", n, p.screen())
	}
	if got := kinds(l); got != "win tie tie" {
		t.Errorf("the ledger holds %s", got)
	}
	p = startEvening(t, dir, 80, false)
	p.pick("Go on with an evening, or start one?", "night.yaml: Magic Dragon, Ann, Bo, Cy, Di; 3 games played")
	p.standings(3)
	p.expectWords("night.yaml holds 1 warning, said when its record was made: 'Check the ledger' lists it.")
	p.pick("What now?", "A tie: nobody won")
	p.yes("Record this game?")
	p.standings(4)
	p.leave()
	if n := strings.Count(p.screen(), "goes below zero"); n != 0 {
		t.Errorf("gone on with, the evening says the warning again, %d times:\n%s", n, p.screen())
	}
}

// TestEveningNamesTheGame: Magic Dragon calls a hand of play a game, and
// the evening names its records so, counted as the table counts them:
// the undo asks for the game, and says which it voided.
func TestEveningNamesTheGame(t *testing.T) {
	t.Parallel()
	p := startMagic(t, t.TempDir(), 80, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "A tie: nobody won")
	p.expect("Game 1: a tie, nobody won")
	p.yes("Record this game?")
	p.expect("Recorded game 1: tie.")
	p.pick("What now?", "Undo the last record")
	p.expect("Game 1: tie.")
	p.yes("Undo game 1?")
	p.expect("Voided game 1: tie.")
	p.leave()
	if s := p.screen(); strings.Contains(s, "hand 1") || strings.Contains(s, "Hand 1") {
		t.Errorf("a Magic Dragon record is called a hand:\n%s", s)
	}
}

// TestEveningRecordsFit: at a terminal of 60 columns, with long names, no
// line the evening writes about its records is one the terminal has to
// wrap: the false declaration and what it costs, what was recorded, the
// record an undo voids, the standings. (A question answered is left out:
// its answer, typed, wraps as the terminal wraps it.)
func TestEveningRecordsFit(t *testing.T) {
	t.Parallel()
	const cols = 60
	p := nineTable(t, t.TempDir(), cols, strings.Join(longNames[:4], ","), false, true)
	p.pick("What now?", "A false declaration: the declarer pays")
	p.pick("Who declared a win falsely?", "Bartholomew Cornelius Fitzgerald III")
	p.expect("False declaration by")
	p.yes("Record this hand?")
	p.expect("Recorded as record 1")
	p.pick("What now?", "Undo the last record")
	p.yes("Undo record 1?")
	p.expect("Voided record 1")
	p.leave()
	vt := vtscreen.New(cols, p.size.rows, false)
	vt.Feed(p.raw())
	lines := strings.Split(vt.Lines(), "\n")
	for _, want := range []string{"False declaration by", "Recorded as record 1", "Record 1: Bartholomew Cornelius Fitzgerald III pays", "Voided record 1"} {
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, want) }) {
			t.Errorf("no line starts with %q:\n%s", want, vt.Lines())
		}
	}
	for _, l := range lines {
		answered := strings.HasPrefix(l, "✔ ") || strings.Contains(l, "): "+longNames[0]) // the players' question, answered on its last row
		if w := utf8.RuneCountInString(l); w > cols && !answered {
			t.Errorf("a line of %d columns the terminal wraps at %d: %q", w, cols, l)
		}
	}
}

// TestEveningLongQuestionAnswered: at 80 columns the question of the
// fifth-tile rule is wider than the terminal; asked, it breaks between
// words, and answered, it keeps the same rows, no word cut and no row
// the terminal had to wrap.
func TestEveningLongQuestionAnswered(t *testing.T) {
	t.Parallel()
	const cols = 80
	p := newTable(t, t.TempDir(), cols, "Nine Dragons", "Ann,Bo,Cy,Di")
	p.enter("Stakes")
	p.enter("Minimum hand")
	p.expect("Play the fifth-tile rule")
	p.expect("[y/N]:")
	asked := fifthTileRows(t, p, cols)
	p.keys("y\r")
	p.expect("Play the false-declaration penalty")
	answered := fifthTileRows(t, p, cols)
	want := slices.Clone(asked)
	want[0] = "✔" + strings.TrimPrefix(want[0], "?")
	want[len(want)-1] += " y"
	if len(asked) < 2 || !slices.Equal(answered, want) {
		t.Errorf("asked:\n%s\nanswered:\n%s", strings.Join(asked, "\n"), strings.Join(answered, "\n"))
	}
	label := "Play the fifth-tile rule (who discards an unseen tile with fewer than five in the wall pays for everyone when it wins)? [y/N]:"
	if got := strings.Fields(strings.Join(answered, " ")); !slices.Equal(got, append(append([]string{"✔"}, strings.Fields(label)...), "y")) {
		t.Errorf("a word of the question is cut across rows:\n%s", strings.Join(answered, "\n"))
	}
}

// fifthTileRows are the rows of the screen the fifth-tile question takes,
// as the screen shows them now; a row the terminal had to wrap fails the
// test.
func fifthTileRows(t *testing.T, p *person, cols int) []string {
	t.Helper()
	var rows []string
	p.waitFor(func(screen string) bool {
		all := strings.Split(screen, "\n")
		i := slices.IndexFunc(all, func(r string) bool { return strings.Contains(r, "Play the fifth-tile rule") })
		if i < 0 {
			return false
		}
		rows = nil
		for _, r := range all[i:] {
			rows = append(rows, r)
			if strings.Contains(r, "[y/N]:") {
				return true
			}
		}
		return false
	})
	vt := vtscreen.New(cols, p.size.rows, false)
	vt.Feed(p.raw())
	for _, l := range strings.Split(vt.Lines(), "\n") {
		if utf8.RuneCountInString(l) > cols {
			t.Fatalf("a row the terminal wrapped: %q", l)
		}
	}
	return rows
}

// TestEveningSeatDrawTyped: the seating draw of a new Magic Dragon
// evening takes the ranks the table drew, refused at the question when
// they do not fit the players, then the playoff of the tie they leave;
// the ledger keeps the players in the seats the draw gives, the highest
// dealing first. Enter at the question simulates the draw instead.
func TestEveningSeatDrawTyped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := newTable(t, dir, 80, "Magic Dragon", "Ann,Bo,Cy,Di")
	p.yes("Draw for the seats")
	p.answer("Ranks drawn (1-9), one each for Ann, Bo, Cy, Di", "7,3,9")
	p.expect("3 ranks for 4 players")
	p.keys(",3\r")
	p.answer("Bo and Di drew 3, a tie: their new ranks", "5,2")
	p.expect("Playoff, tied at 3: Bo 5, Di 2")
	p.expectRow("1  Cy  dealer  drew 9")
	p.expectRow("4  Di  dealer's right  drew 3, then 2")
	p.no("Play the ultimate cycles")
	p.pick("Which version of Magic Dragon is played?", versionC)
	p.no("Play the special dealer rule")
	p.enter("Stakes")
	p.enter("Money each player starts with")
	p.answer("Ledger file", "night.yaml")
	p.expect("Next: game 1, cycle 1, version C: Cy deals.")
	p.no("Set up the first game")
	l := p.leaveLedger(dir)
	if got := strings.Join(l.Header.Players, ","); got != "Cy,Ann,Bo,Di" {
		t.Errorf("the ledger seats %s, want Cy,Ann,Bo,Di as drawn", got)
	}

	p = newTable(t, t.TempDir(), 80, "Magic Dragon", "Ann,Bo,Cy,Di")
	p.yes("Draw for the seats")
	p.enter("Ranks drawn (1-9)")
	p.expect("Simulated draw, seed ")
	p.expect("Seats, clockwise from the dealer:")
	p.no("Play the ultimate cycles")
}

// TestEveningLedgerBrokenUnderIt: a ledger broken outside the evening
// while its menu is open: the record refused says why, once, and the
// evening stops saying what to do, exit 1, the file as it was left.
func TestEveningLedgerBrokenUnderIt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "80")
	p.await("the menu", func() bool { return strings.Contains(p.display(), "Leave (the ledger keeps the evening)") })
	file := filepath.Join(dir, "night.yaml")
	broken := []byte("version: 1\ngame: [\n")
	if err := os.WriteFile(file, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	p.pick("What now?", "A tie: nobody won")
	p.yes("Record this game?")
	p.expectWords("night.yaml changed outside the evening and no longer reads, so the evening stops: 'dragon ledger check night.yaml' lists what to mend; then run 'dragon' again")
	if code := p.exitCode(); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if got, _ := os.ReadFile(file); !bytes.Equal(got, broken) {
		t.Errorf("the file was written: %q", got)
	}
	if n := strings.Count(p.screen(), "did not find expected node content"); n > 1 {
		t.Errorf("the reason is said %d times:\n%s", n, p.screen())
	}
}
