package main

import (
	"strings"
	"testing"
)

// Every game's hand description walked at a real prompt (issue 21 §2): a
// tile, card or domino two players cannot both hold is refused at the
// second player's answer, naming the first, the answer kept for editing;
// mended, the hand is scored. A question that cannot apply is not asked.

// refusedKept waits for the reason an answer was refused, then checks the
// screen still shows the answer typed after the question, ready to mend.
func (term *terminal) refusedKept(reason, question, answer string) {
	term.t.Helper()
	term.expect(reason)
	screen := term.settle(reason)
	if !strings.Contains(strings.ReplaceAll(screen, "\n", ""), question+": "+answer) {
		term.t.Errorf("the refused answer %q is not kept after %q:\n%s", answer, question, screen)
	}
}

// TestTerminalDominoesTwiceRefused: a domino more often than the set has
// it is refused at the second player's discards, naming the first.
func TestTerminalDominoesTwiceRefused(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "dominoes", "score")
	term.answers("Players in turn order", "Ann,Bo,Cy", "Ann's discards", "6-6 6-6", "Bo's discards", "1-2 6-6")
	term.refusedKept("the table holds 3 × 6-6 (Ann 2, Bo 1), but the game has only 2 of each", "Bo's discards (empty when he laid every tile)", "1-2 6-6")
	term.send(keyBackspace + keyBackspace + keyBackspace + "5-5")
	term.line("")
	term.answers("Cy's discards", "")
	term.expect("Bo      1-2 5-5")
	term.expect("Cy wins with 0 and leads the next hand.")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestTerminalMACTwiceRefused: a card more often than the Dragon Deck has
// it is refused at the second player's fished cards, naming the first.
func TestTerminalMACTwiceRefused(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "mac", "score")
	term.answers("Players, clockwise", "Ann,Bo", "Ann's fished cards", "GD GD GD", "Bo's fished cards", "GD GD 1C")
	term.refusedKept("the table holds 5 × GD (Ann 3, Bo 2), but the game has only 4 of each", "Bo's fished cards (empty for none)", "GD GD 1C")
	term.send(keyCtrlU)
	term.line("1B 2B 3B")
	term.expect("Ann wins with 15 points.")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestTerminalMagicFifthCopyRefused: a fifth copy of a tile is refused at
// the loser's hand that holds it, naming whose hands hold the others.
func TestTerminalMagicFifthCopyRefused(t *testing.T) {
	t.Parallel()
	term := startTerminal(t, t.TempDir(), "magic", "score")
	term.answers("Players, clockwise", "Ann,Bo,Cy", "Who went out", "", "Version", "", "Ann's exposed sets", "",
		"Ann's other tiles", "123C 123C 345S 333D 44P", "How did the last tile come?", "",
		"Bo's hand", "11C 4P 456S 789S 123D 5D", "Cy's hand", "1C 456C 789C 12S 55D 9P 9P")
	term.refusedKept("the table holds 5 × 1C (Ann 2, Bo 2, Cy 1), but the game has only 4 of each", "Cy's hand (13 tiles; - for a missing tile)", "1C 456C 789C 12S 55D 9P 9P")
	term.send(keyHome + keyDelete + keyDelete + "3P")
	term.line("")
	term.answers("Who is the dealer?", "", "Play the special dealer rule", "")
	term.expect("Ann receives")
	if code := term.exitCode(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestTerminalQGongOnlyWithAGong: Q Mahjongg offers the replacement after
// a gong only for a hand that holds one.
func TestTerminalQGongOnlyWithAGong(t *testing.T) {
	t.Parallel()
	for hand, offered := range map[string]bool{"W3 F1 1C 2C 3C [4B 5B 6B]": false, "[N4 N4 N4 N4] 1C 2C 3C W3 F1": true} {
		term := startTerminal(t, t.TempDir(), "q", "score")
		term.answers("Players, clockwise", "Ann,Bo", "Who is the banker", "", "Who won?", "", "Which round?", "", "Ann's eight cards", hand)
		screen := term.settle("How did the winning card come?")
		if got := strings.Contains(screen, "the replacement after his own gong"); got != offered || !strings.Contains(screen, "a discard by Bo") {
			t.Errorf("%s: the gong offered %v, want %v:\n%s", hand, got, offered, screen)
		}
		term.line("")
		term.expect("Payments to Ann")
		if code := term.exitCode(); code != 0 {
			t.Errorf("%s: exit %d", hand, code)
		}
	}
}
