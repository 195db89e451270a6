package nine

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
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
	q := Hand.Next(qa.Answers{})
	if err := q.Answer(qa.Answers{}, "Ann"); q.ID != "players" || err == nil || err.Error() != "1 player; Nine Dragons is played by four" {
		t.Errorf("%s, one player: %v", q.ID, err)
	}
}

// TestAskWinningTile: a pure hand won on a discard with three shown sets
// of its suit is asked for the winning tile, which nine pieces turns on;
// a tile in a shown set and in hand too is asked for the set it
// completed.
func TestAskWinningTile(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answers []string
		want    string
		asked   []string
	}{
		{"completes_a_shown_set", []string{"8s"}, "  Cy  64  ×2, discarded the winning tile",
			[]string{"Which tile did Cy discard to win (e.g. 7s; Enter if nobody knows)"}},
		{"not_known", []string{""}, "Reading:  nine-before: the input did not say",
			[]string{"Which tile did Cy discard to win (e.g. 7s; Enter if nobody knows)"}},
		{"in_a_shown_set_and_in_hand", []string{"2s", "the shown [1s 2s 3s]"}, "not [1s 2s 3s], which it completed",
			[]string{"Which tile did Cy discard to win (e.g. 7s; Enter if nobody knows)", "Which set did 2s complete?"}},
		{"in_hand", []string{"2s", "a set in hand or the pair"}, "  Cy  128  pays for everyone", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			given := append([]string{"Ann,Bo,Cy,Di", "Ann", "East", "[123s] [456s] [789s]", "222s 55s", "", "a discard by Cy"}, tc.answers...)
			ios, p, out := cmdtest.Terminal(t, given...)
			cmd := NewCmd(ios)
			cmd.SetArgs([]string{"score"})
			if err := cmd.Execute(); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, out.String())
			}
			if tc.asked != nil && !slices.Equal(p.Asked[7:], tc.asked) {
				t.Errorf("asked %q after the source, want %q", p.Asked[7:], tc.asked)
			}
			p.Left()
		})
	}
}

// TestWinningTileAskedWhenItMatters: the winning tile is asked only for a
// pure hand won on a discard, three shown sets of its suit.
func TestWinningTileAskedWhenItMatters(t *testing.T) {
	base := qa.Answers{"players": "Ann,Bo,Cy,Di", "winner": "Ann", "round": "E"}
	for _, tc := range []struct {
		hand, how string
		asked     bool
	}{
		{"[123s] [456s] [789s] 222s 55s", "discard-by", true},
		{"[123s] [456s] [789s] 222s 55s", "self-drawn", false},
		{"[123s] [456s] 789s 222s 55s", "discard-by", false},
		{"[123s] [456s] [789c] 222s 55s", "discard-by", false},
		{"[123s] [456s] [789s] [222s] 55s", "discard-by", false}, // three stay shown, whichever it completed
	} {
		a := base.Clone()
		a["hand"] = tc.hand
		if tc.how == "self-drawn" {
			a["self-drawn"] = "true"
		} else {
			a["discard-by"] = "Cy"
		}
		if got := winningTileMatters(a); got != tc.asked {
			t.Errorf("%s, %s: asked %v, want %v", tc.hand, tc.how, got, tc.asked)
		}
	}
}
