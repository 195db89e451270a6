package nine

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// scripted answers the prompts in order, as a person at the table would:
// an Input answer that fails validation is an error of the test.
type scripted struct {
	t       *testing.T
	answers []string
	asked   []string
}

func (s *scripted) next(label string) string {
	s.t.Helper()
	s.asked = append(s.asked, label)
	if len(s.answers) == 0 {
		s.t.Fatalf("no answer left for %q", label)
	}
	a := s.answers[0]
	s.answers = s.answers[1:]
	return a
}

func (s *scripted) Input(label, def string, validate func(string) error) (string, error) {
	a := s.next(label)
	if err := validate(a); err != nil {
		return "", fmt.Errorf("%q refused: %w", a, err)
	}
	return a, nil
}

func (s *scripted) Select(label string, items []string, def int) (int, error) {
	a := s.next(label)
	for i, it := range items {
		if it == a {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q is not one of %q", a, items)
}

func (s *scripted) Confirm(label string, def bool) (bool, error) { return s.next(label) == "y", nil }

// TestAskScore: on a terminal with no hand, the table is walked through
// the win, and the answers fill the same options the flags fill.
func TestAskScore(t *testing.T) {
	p := &scripted{t: t, answers: []string{"Ann,Bo,Cy,Di", "Cy", "South", "[GD GD GD GD] 555s", "RD RD RD 123c WD WD", "RF3 blue flower 3", "the replacement tile after his kong"}}
	var out bytes.Buffer
	ios := &cmdutil.IOStreams{Out: &out, ErrOut: &out, InTTY: true, OutTTY: true, Prompter: p}
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
	if len(p.answers) != 0 {
		t.Errorf("answers left over: %q", p.answers)
	}
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
	_, err := askPlayers(&scripted{t: t, answers: []string{"Ann"}})
	if err == nil || !strings.HasSuffix(err.Error(), "refused: 1 player; Nine Dragons is played by four") {
		t.Errorf("one player: %v", err)
	}
}
