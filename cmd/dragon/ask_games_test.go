package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// runAsked runs dragon with args on a pretend terminal that answers with
// given; it returns what was printed and the labels asked.
func runAsked(t *testing.T, given []string, args ...string) (string, []string, int) {
	t.Helper()
	ios, p, out := cmdtest.Terminal(t, given...)
	code := runHere(args, ios)
	p.Left()
	return out.String(), p.Asked, code
}

// TestAskDominoesScore: with no --discards on a terminal, dominoes score
// asks for the players in turn order, then each one's discards.
func TestAskDominoesScore(t *testing.T) {
	t.Parallel()
	out, asked, code := runAsked(t, []string{"Ann,Bo,Cy", "6-6 5-1", "", "2-4"}, "dominoes", "score")
	if code != 0 || !strings.Contains(out, "Bo wins with 0 and leads the next hand.") || !strings.Contains(out, "Ann     6-6 1-5     18     36") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if !strings.Contains(asked[0], "turn order, the leader first") || asked[1] != "Ann's discards (empty when he laid every tile)" {
		t.Errorf("asked %q", asked)
	}
	// An answer the rules refuse is refused at the prompt.
	out, _, code = runAsked(t, []string{"Ann"}, "dominoes", "score")
	if code != cmdutil.ExitError || !strings.Contains(out, "1 player; Dancing Dragons is played by 2, 3 or 4") {
		t.Errorf("one player: exit %d:\n%s", code, out)
	}
}

// TestAskDominoesRecord: with --record the players come from the ledger,
// in its turn order from the leader.
func TestAskDominoesRecord(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "match.yaml")
	t.Setenv("XDG_CACHE_HOME", dir)
	if code := runHere([]string{"ledger", "new", file, "--game", "dominoes", "--players", "Ann,Bo"}, &term.IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}); code != 0 {
		t.Fatalf("ledger new: exit %d", code)
	}
	out, asked, code := runAsked(t, []string{"6-6", ""}, "dominoes", "score", "--record", file)
	if code != 0 || !strings.Contains(out, "Recorded as hand 1") || asked[0] != "Ann's discards (empty when he laid every tile)" || asked[1] != "Bo's discards (empty when he laid every tile)" {
		t.Errorf("exit %d, asked %q:\n%s", code, asked, out)
	}
}

// TestAskMACScore: with no --fished on a terminal, mac score asks for the
// players, then each one's fished cards.
func TestAskMACScore(t *testing.T) {
	t.Parallel()
	out, asked, code := runAsked(t, []string{"Ann,Bo", "GD E1 F2", ""}, "mac", "score")
	if code != 0 || !strings.Contains(out, "Ann wins with 17 points.") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if len(asked) != 3 || asked[1] != "Ann's fished cards (empty for none)" {
		t.Errorf("asked %q", asked)
	}
}
