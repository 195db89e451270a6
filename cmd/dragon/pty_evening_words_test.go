package main

import (
	"strings"
	"testing"
)

// The evening in each game's own words (issue 30, item 4).

// TestEveningPlayersQuestionNamesTheWayRound: the question of a new
// ledger's players says which way round the table the list goes, and the
// seats' winds where the game has them.
func TestEveningPlayersQuestionNamesTheWayRound(t *testing.T) {
	t.Parallel()
	for game, want := range map[string]string{
		"Magic Dragon":    "Players in seat order, clockwise from the first dealer (e.g. Ann,Bo,Cy,Di):",
		"Q Mahjongg":      "Players in seat order, clockwise from the first banker: East, South, West, North (e.g. Ann,Bo,Cy,Di):",
		"Nine Dragons":    "Players in seat order, East, South, West, North: counter-clockwise, South on East's right (e.g. Ann,Bo,Cy,Di):",
		"Dancing Dragons": "Players in turn order, counter-clockwise from the first leader (e.g. Ann,Bo,Cy,Di):",
		"MAC I":           "Players in seat order (e.g. Ann,Bo,Cy,Di):",
	} {
		t.Run(strings.ReplaceAll(game, " ", "_"), func(t *testing.T) {
			t.Parallel()
			p := startEvening(t, t.TempDir(), 80, false)
			p.pick("Go on with an evening, or start one?", "Start a new ledger")
			p.pick("Which game?", game)
			p.expectWords(want)
		})
	}
}

// versionC is Magic Dragon's version C as the question of a new ledger
// offers it: described, as the single hand's question describes it.
const versionC = "C  all units (regular play); 16 drawn, 3 dead"

// TestEveningVersionsDescribed: the version question of a new Magic
// Dragon ledger describes each version, as the single hand's does.
func TestEveningVersionsDescribed(t *testing.T) {
	t.Parallel()
	p := newTable(t, t.TempDir(), 80, "Magic Dragon", "Ann,Bo,Cy,Di")
	p.no("Draw for the seats")
	p.no("Play the ultimate cycles")
	p.pick("Which version of Magic Dragon is played?", "D  all units; 15 drawn, 2 dead")
	p.await("version G described", func() bool {
		return strings.Contains(p.screen(), "G  all units; at least 3 points to zappo; 13 drawn, 0 dead")
	})
	p.no("Play the special dealer rule")
	p.enter("Stakes")
	p.enter("Money each player starts with")
	p.answer("Ledger file", "night.yaml")
	p.expect("version D")
}

// TestEveningErrorColumnWithinTheAnswer: a tile refused in a Nine Dragons
// winner's other tiles is placed by its column in the answer typed, not
// in the whole hand with the shown sets before it.
func TestEveningErrorColumnWithinTheAnswer(t *testing.T) {
	t.Parallel()
	p := nineTable(t, t.TempDir(), 80, "Ann,Bo,Cy,Di", false, false)
	p.pick("What now?", "Score the hand")
	p.pick("Who won?", "Bo")
	p.answer("Bo's shown sets", "[GD GD GD GD]")
	p.answer("Bo's other tiles", "RD RD X9 RD 123c 456c WD WD")
	p.expect(`"X9" at column 7: `)
	p.keys(keyCtrlC)
	p.expect("Stopped: nothing was recorded.")
}

// TestEveningMoneyTyped: money that is not a whole number is refused in
// words, naming it, with an amount that would do; the last player's
// amount, offered to add up to 0, is replaced by what is typed over it.
func TestEveningMoneyTyped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "A game scored elsewhere: type the money")
	p.answer("Ann's money", "-8.5")
	p.expect(`"-8.5" is not a whole number: give one such as -8 or +12`)
	p.keys(keyCtrlU + "-6\r")
	p.answer("Bo's money", "+12")
	p.answer("Cy's money", "-3")
	p.expect("Di's money: won (+) or paid (-): -3")
	p.keys("-3\r") // typed over the amount offered
	p.recordIt("game")
	p.expect("Recorded game 1")
	l := p.leaveLedger(dir)
	if got := l.Steps()[0].Record.Transfers; got["Di"] != -3 || got["Bo"] != 12 {
		t.Errorf("recorded %v", got)
	}
	if strings.Contains(p.screen(), "9223372036854775807") {
		t.Errorf("a bound nobody types is shown:\n%s", p.screen())
	}
}

// TestEveningMessagesWrapBetweenWords: at 60 columns a message longer
// than a row breaks between words, each row within the screen, no word
// cut by the terminal.
func TestEveningMessagesWrapBetweenWords(t *testing.T) {
	t.Parallel()
	const cols = 60
	p := startMagic(t, t.TempDir(), cols, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "A game scored elsewhere: type the money")
	for _, who := range []string{"Ann", "Bo", "Cy"} {
		p.answer(who+"'s money", "0")
	}
	p.enter("Di's money")
	p.recordIt("game")
	msg := "dragon: nobody gains, so nobody won: record a game nobody won as such, or type the money again"
	p.expectWords(msg)
	p.pick("What now?", "Leave (the ledger keeps the evening)")
	if code := p.exitCode(); code != 0 {
		t.Fatalf("exit %d", code)
	}
	rows := p.finalRows()
	var got []string
	for i, r := range rows {
		if !strings.HasPrefix(r, "dragon: nobody gains") {
			continue
		}
		got = append(got, r)
		for _, more := range rows[i+1:] {
			if !strings.HasPrefix(more, "  ") {
				break
			}
			got = append(got, more)
		}
	}
	if strings.Join(strings.Fields(strings.Join(got, " ")), " ") != msg || len(got) < 2 {
		t.Fatalf("the message's rows:\n%s", strings.Join(got, "\n"))
	}
	for _, r := range got {
		if len([]rune(r)) > cols {
			t.Errorf("a row of %d columns, wider than %d: %q", len([]rune(r)), cols, r)
		}
	}
}

// TestEveningSaysNextOnce: after a record the evening says what was
// recorded, and what comes next once, in the standings drawn at once
// after it; so after an undo.
func TestEveningSaysNextOnce(t *testing.T) {
	t.Parallel()
	p := startMagic(t, t.TempDir(), 80, "Ann,Bo,Cy,Di", "80")
	p.pick("What now?", "A tie: nobody won")
	p.yes("Record this game?")
	p.expect("Recorded game 1: tie.")
	p.standings(1)
	p.pick("What now?", "Undo the last record")
	p.yes("Undo game 1?")
	p.expect("Voided game 1: tie.")
	p.standings(2)
	p.leave()
	count := func(row string) int {
		n := 0
		for _, r := range p.finalRows() {
			if r == row {
				n++
			}
		}
		return n
	}
	if n := count("Next: game 2, cycle 1, version C: Bo deals."); n != 1 {
		t.Errorf("after the tie, what comes next is said %d times, want once:\n%s", n, strings.Join(p.finalRows(), "\n"))
	}
	// Started, the first standings, and after the undo.
	if n := count("Next: game 1, cycle 1, version C: Ann deals."); n != 3 {
		t.Errorf("what comes next after the undo is said %d times, want once:\n%s", n-2, strings.Join(p.finalRows(), "\n"))
	}
}

// TestEveningElsewhereChanged: a hand scored elsewhere is reviewed as a
// won hand is: an amount changed (the old one ready to edit), the last
// player's money is asked again, offered as what adds up to 0, and the
// amounts recorded are the ones changed.
func TestEveningElsewhereChanged(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := startMagic(t, dir, 80, "Ann,Bo,Cy,Di", "80")
	p.moneyTyped("game", "-6", "+12", "-3")
	p.pick("Record this game?", "Change an answer")
	p.pick("Which answer?", "Cy's money: won (+) or paid (-): -3")
	p.expect("Cy's money: won (+) or paid (-): -3")
	p.keys(keyBackspace + "4\r") // the old answer is there to edit
	p.expect("Di's money: won (+) or paid (-): -2")
	p.keys("\r")
	p.expectRow("Cy -4")
	p.recordIt("game")
	p.expect("Recorded game 1")
	l := p.leaveLedger(dir)
	if got := l.Steps()[0].Record.Transfers; got["Cy"] != -4 || got["Di"] != -2 || got["Bo"] != 12 {
		t.Errorf("recorded %v", got)
	}
}
