package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestAskQScore: with no hand on a terminal, q score asks for the players
// and the banker, the winner, the round, the hand and how the winning card
// came, and fills the options the flags would.
func TestAskQScore(t *testing.T) {
	t.Parallel()
	out, asked, code := runAsked(t, []string{"Cy,Ann,Bo", "Ann", "Bo", "South", "W3 F1 1C 2C 3C [4B 5B 6B]", "a discard by Cy"}, "q", "score")
	for _, want := range []string{
		"Split:    W3 W3 | 1C 2C 3C | [4B 5B 6B]", "Round:    South\n", "Seat:     South (Bo)",
		"Source:   a discard by Cy", "Payments to Bo at half Fang", "  Cy  3  discarded the winning card: pays for everyone",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code != 0 || len(asked) != 6 || asked[1] != "Who is the banker (East)?" {
		t.Errorf("exit %d, asked %q", code, asked)
	}
	// A hand that cannot win is refused where it is typed.
	out, _, code = runAsked(t, []string{"Ann,Bo", "Ann", "Bo", "East", "S 1C 2C 3C 4B 5B 6B F1"}, "q", "score")
	if code != cmdutil.ExitError || !strings.Contains(out, `"S" at column 1: S alone could be South (S2)`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestAskQRecord: with --record the players, the banker and the round come
// from the ledger; only the winner, the hand and the source are asked.
func TestAskQRecord(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "night.yaml")
	t.Setenv("XDG_CACHE_HOME", dir)
	if code := runHere([]string{"ledger", "new", file, "--game", "qmahjongg", "--players", "Ann,Bo"}, &term.IOStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}); code != 0 {
		t.Fatalf("ledger new: exit %d", code)
	}
	out, asked, code := runAsked(t, []string{"Ann", "[N4 N4 N4 N4] 1C 2C 3C W3 F1", "the replacement after his own gong"}, "q", "score", "--record", file)
	if code != 0 || !strings.Contains(out, "Recorded as hand 1") || !strings.Contains(out, "  gong replacement") || len(asked) != 3 {
		t.Errorf("exit %d, asked %q:\n%s", code, asked, out)
	}
}
