package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// TestNamesRefusedInTheirOwnWords: a name no table could use, given to
// 'ledger new' or 'setup seats', is refused in one line that says what is
// wrong with it (not that a file is damaged), exit 1, and no ledger is
// started. The bytes a script cannot hold are tested here.
func TestNamesRefusedInTheirOwnWords(t *testing.T) {
	for _, tc := range []struct{ players, want string }{
		{"A\x01nn,Bo,Cy,Di", `the name "A\x01nn" has a character that cannot be shown; use letters, digits and spaces`},
	} {
		file := filepath.Join(t.TempDir(), "l.yaml")
		for _, args := range [][]string{
			{"ledger", "new", file, "--game", "magic", "--players", tc.players},
			{"setup", "seats", "--players", tc.players},
		} {
			var out, errOut bytes.Buffer
			code := runHere(args, &cmdutil.IOStreams{Out: &out, ErrOut: &errOut})
			msg := errOut.String()
			if code != 1 || !strings.Contains(msg, tc.want) || strings.Count(msg, "\n") != 1 || out.Len() != 0 {
				t.Errorf("%s %s: exit %d, %q; want one line with %q", args[0], args[1], code, msg, tc.want)
			}
		}
		if _, err := os.Lstat(file); err == nil {
			t.Errorf("%q: a ledger was started", tc.players)
		}
	}
}
