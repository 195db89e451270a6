package nine

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
)

// TestAskScore: on a terminal with no hand, the table is walked through
// the win, and the answers fill the same options the flags fill.
func TestAskScore(t *testing.T) {
	ios, p, out := cmdtest.Terminal(t, "Ann,Bo,Cy,Di", "Cy", "South", "[GD GD GD GD] 555s", "RD RD RD 123c WD WD", "RF3 blue flower 3", "the replacement tile after his kong")
	cmd := NewCmd(ios)
	cmd.SetArgs([]string{"score"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Split:    [GD GD GD GD]  [5s 5s 5s]  1c 2c 3c  RD RD RD  WD WD",
		"Flowers:  RF3 BF3", "Round:    S\n", "Seat:     W (Cy)",
		"Source:   self-picked, the replacement tile after a kong",
		"  two dragons and a pair  4", "  seat flower             1  RF3", "Cy receives",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	p.Left()
}

// TestAskRefusesAtThePrompt: an answer that is not right is refused where
// it is typed, with the parser's message.
func TestAskRefusesAtThePrompt(t *testing.T) {
	for _, tc := range []struct{ answer, want string }{
		{"GD GD GD", `"GD" is not a set`},
		{"[124c]", `"[124c]" is not a set`},
	} {
		if _, err := bracketSets(tc.answer); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.answer, err, tc.want)
		}
	}
	if err := onlyFlowers("RF1 5s"); err == nil || !strings.Contains(err.Error(), "5s is not a flower") {
		t.Errorf("onlyFlowers: %v", err)
	}
	if err := completeHand("123c 456c"); err == nil || !strings.Contains(err.Error(), "the hand has 6 tiles") {
		t.Errorf("completeHand: %v", err)
	}
}

// TestAskPlayersCountsInWords: one name is refused as "1 player".
func TestAskPlayersCountsInWords(t *testing.T) {
	q := Hand.Next(hand.Answers{})
	if err := q.Answer(hand.Answers{}, "Ann"); q.ID != "players" || err == nil || err.Error() != "1 player; Nine Dragons is played by four" {
		t.Errorf("%s, one player: %v", q.ID, err)
	}
}
