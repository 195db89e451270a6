package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/vtscreen"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The review of a hand (issue 30, item 1): before a record the evening
// shows the hand, its result and its answers, and offers to record it,
// to change an answer, or to drop it. A changed answer is asked again,
// the old one ready to edit; every other answer that still applies is
// kept unasked.

// finalRows are the rows the evening p left on its terminal, the rows
// scrolled off the top with them, as a person scrolling back reads them.
func (p *person) finalRows() []string {
	vt := vtscreen.New(p.size.cols, p.size.rows, false)
	vt.Feed(p.raw())
	return strings.Split(vt.Lines(), "\n")
}

// answeredRows counts the rows that show the question label answered at
// its prompt.
func (p *person) answeredRows(label string) int {
	n := 0
	for _, r := range p.finalRows() {
		if strings.HasPrefix(r, "✔ "+label) {
			n++
		}
	}
	return n
}

// expectWords waits for text, its words parted by any run of spaces or
// line breaks: a line broken between words to fit the screen.
func (p *person) expectWords(text string) {
	p.t.Helper()
	p.expectRe(regexp.MustCompile(wordsRe(text)))
}

// wordsRe matches text with its words parted by any run of spaces or line
// breaks.
func wordsRe(text string) string {
	return strings.Join(strings.Fields(regexp.QuoteMeta(text)), `\s+`)
}

// TestEveningReviewMinimumRefused: a Nine Dragons hand under the
// session's minimum is shown with what was counted and refused, and goes
// to the review, not the menu; the flowers changed (the old answer ready
// to edit), the hand is scored again, the other answers kept unasked,
// and recorded.
func TestEveningReviewMinimumRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := newTable(t, dir, 80, "Nine Dragons", "Ann,Bo,Cy,Di")
	p.enter("Stakes")
	p.answer("Minimum hand", "1")
	p.no("Play the fifth-tile rule")
	p.no("Play the false-declaration penalty")
	p.answer("Ledger file", "night.yaml")
	p.no("Set up the first hand")
	p.pick("What now?", "Score the hand")
	p.pick("Who won?", "Bo")
	p.enter("Bo's shown sets")
	p.answer("Bo's other tiles", "123c 456c 789s 222b 55s")
	p.answer("Bo's flowers", "RF1")
	p.pick("Where did the winning tile come from?", "a discard by Cy")
	p.expect("Total:    0 points")
	p.expectWords("Refused: the hand is worth 0 and the session's minimum hand is 1, so it may not win.")
	p.expect("The answers given:\n  Who won? Bo\n  Bo's shown sets and kongs: none\n  Bo's other tiles, flowers apart: 123c 456c 789s 222b 55s\n  Bo's flowers: RF1\n  Where did the winning tile come from? a discard by Cy")
	p.pick("This hand cannot be recorded as it is", "Change an answer")
	p.pick("Which answer?", "Bo's flowers: RF1")
	p.expect("Bo's flowers")
	p.keys(keyBackspace + "2\r") // the old answer is there to edit
	p.expect("Total:    1 point")
	p.expect("  Bo's flowers: RF2")
	p.recordIt("hand")
	p.expect("Recorded as hand 1")
	l := p.leaveLedger(dir)
	r := l.Steps()[0].Record
	if r.Inputs == nil || !strings.Contains(r.Inputs.Hand, "RF2") || r.Inputs.DiscardBy != "Cy" {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
	for _, label := range []string{"Bo's other tiles", "Where did the winning tile come from?"} {
		if n := p.answeredRows(label); n != 1 {
			t.Errorf("%q asked %d times, want once: kept when the flowers changed", label, n)
		}
	}
}

// TestEveningReviewWrongWinner: a Magic Dragon game typed with the wrong
// winner is mended at the review: the winner changed, the losers who are
// losers still keep their hands, the way the last tile came is kept, and
// only the right winner's tiles and the old winner's hand are asked.
// Dropped at the next review, nothing is recorded.
func TestEveningReviewWrongWinner(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "Score the game")
	p.pick("Who went out (zappo)?", "Ann")
	p.enter("Ann's exposed sets")
	p.answer("Ann's other tiles", "123C 123C 345S 333D 44P")
	p.pick("How did the last tile come?", "drawn from the stock pile (self-drawn)")
	p.answer("Bo's hand", "123C 789C 344S 788D 4P")
	p.answer("Cy's hand", "456C 456C 789C 12S 55D")
	p.answer("Di's hand", "111S 222S 999S 46S 55P")
	p.expect("Ann receives")
	p.pick("Record this game?", "Change an answer")
	p.pick("Which answer?", "Who went out (zappo)? Ann")
	p.pick("Who went out (zappo)?", "Bo")
	p.enter("Bo's exposed sets")
	p.answer("Bo's other tiles", "123C 123C 345S 333D 44P")
	p.answer("Ann's hand", "123C 789C 344S 788D 4P")
	p.expect("Bo receives")
	p.expectRe(regexp.MustCompile(`The answers given:\n  Who went out \(zappo\)\? Bo\n(.*\n){3}  Ann's hand: 123C 789C 344S 788D 4P\n  Cy's hand: 456C 456C 789C 12S 55D\n  Di's hand: 111S 222S 999S 46S 55P`))
	p.pick("Record this game?", "Drop it: record nothing")
	p.expect("Not recorded; night.yaml is as it was.")
	if l := p.leaveLedger(dir); len(l.Steps()) != 0 {
		t.Errorf("a dropped game was recorded: %s", kinds(l))
	}
	for _, label := range []string{"Cy's hand", "Di's hand", "How did the last tile come?"} {
		if n := p.answeredRows(label); n != 1 {
			t.Errorf("%q asked %d times, want once: kept when the winner changed", label, n)
		}
	}
}

// TestEveningReviewChangeCancelled: Ctrl-C while an answer is changed
// goes back to the review with the hand as it was, which is then
// recorded as it was.
func TestEveningReviewChangeCancelled(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := nineTable(t, dir, 80, "Ann,Bo,Cy,Di", false, false)
	p.pick("What now?", "Score the hand")
	p.nineWinOnCysDiscard()
	p.pick("Record this hand?", "Change an answer")
	p.pick("Which answer?", "Bo's other tiles, flowers apart: 123c 456c 789s 222b 55b")
	p.expect("Bo's other tiles")
	p.keys(keyCtrlU + "111c" + keyCtrlC)
	p.expect("Nothing changed.")
	p.recordIt("hand")
	p.expect("Recorded as hand 1")
	l := p.leaveLedger(dir)
	if r := l.Steps()[0].Record; r.Inputs == nil || r.Inputs.Hand != "123c 456c 789s 222b 55b" || r.Inputs.DiscardBy != "Cy" {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
}

// TestEveningReviewLedgerMovedOn: the ledger changed while a game was at
// its review (the stakes edited by hand, a record made elsewhere): a
// record that would move other money than the table was shown is not
// made; the game is shown scored as the ledger stands now, and recorded
// so. An undo agreed to voids the record it named or nothing.
func TestEveningReviewLedgerMovedOn(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "Score the game")
	eveningOf(t, listedGame(t, books.Magic)).win.play(p)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, bytes.Replace(data, []byte("stakes: 1 "), []byte("stakes: 2 "), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	p.recordIt("game")
	p.expectWords("Not recorded: night.yaml changed while the game was shown (it holds 0 records now), which changes its money.")
	p.expect("Bo receives 72.")
	p.recordIt("game")
	p.expect("Recorded as game 1")
	p.standings(1)

	p.pick("What now?", "Undo the last record")
	p.await("the undo's question", func() bool { return strings.Contains(p.display(), "Undo game 1? [y/N]") })
	if code := runHere([]string{"ledger", "add", file, "--tie"}, &term.IOStreams{Out: io.Discard, ErrOut: io.Discard}); code != 0 {
		t.Fatalf("ledger add --tie: exit %d", code)
	}
	p.keys("y\r")
	p.expectWords("record 1 is no longer the last one an undo voids (it would void record 2 now); nothing was voided")
	l := p.leaveLedger(dir)
	if got := kinds(l); got != "win tie" || l.Steps()[0].Record.Transfers["Bo"] != 72 {
		t.Errorf("the ledger holds %s, Bo %+d", got, l.Steps()[0].Record.Transfers["Bo"])
	}
}
