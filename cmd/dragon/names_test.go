package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestNamesRefusedInTheirOwnWords: a name no table could use, or could
// not tell from another's, given to 'ledger new' or 'setup seats', is
// refused in one line that says what is wrong with it (not that a file is
// damaged), exit 1, and no ledger is started. The characters a script
// would hold unseen are tested here.
func TestNamesRefusedInTheirOwnWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ players, want string }{
		{"A\x01nn,Bo,Cy,Di", `the name "A\x01nn" has a character that cannot be shown; use letters, digits and spaces`},
		{"Ann,Ann\u034f,Cy,Di", "has a character that cannot be seen (U+034F); use letters, digits and spaces"},
		{"Ann,Ann\ufe0f,Cy,Di", "cannot be seen (U+FE0F)"},
		{"Ann,Ann\u3164,Cy,Di", "cannot be seen (U+3164)"},
		{"Ann,Ann\u115f,Cy,Di", "cannot be seen (U+115F)"},
		{"Ann,Ann\u1160,Cy,Di", "cannot be seen (U+1160)"},
		{"Ann,Ann\uffa0,Cy,Di", "cannot be seen (U+FFA0)"},
		{"Ann,Ann\u2800,Cy,Di", "cannot be seen (U+2800)"},
		{"Ann,\uff21nn,Cy,Di", "Ａnn looks like Ann: a table could not tell them apart; give another name"},
		{"Ann,\u0410nn,Cy,Di", `the name "Аnn" mixes Cyrillic and Latin letters, which a table would take one for the other; write it in one script`},
		{"ff,\ufb00,Cy,Di", "ﬀ looks like ff: a table could not tell them apart; give another name"},
		{"Cy Dee,Cy  Dee,Bo,Di", "Cy  Dee looks like Cy Dee: a table could not tell them apart; give another name"},
	} {
		file := filepath.Join(t.TempDir(), "l.yaml")
		for _, args := range [][]string{
			{"ledger", "new", file, "--game", "magic", "--players", tc.players},
			{"setup", "seats", "--players", tc.players},
		} {
			var out, errOut bytes.Buffer
			code := runHere(args, &term.IOStreams{Out: &out, ErrOut: &errOut})
			msg := errOut.String()
			if code != 1 || !strings.Contains(msg, tc.want) || strings.Count(msg, "\n") != 1 || out.Len() != 0 {
				t.Errorf("%s %s: exit %d, %q; want one line with %q", args[0], args[1], code, msg, tc.want)
			}
		}
		if _, err := os.Lstat(file); err == nil {
			t.Errorf("%q: a ledger was started", tc.players)
		}
	}
	// A name wholly in one script is a name.
	var errOut bytes.Buffer
	file := filepath.Join(t.TempDir(), "l.yaml")
	if code := runHere([]string{"ledger", "new", file, "--game", "magic", "--players", "Анна,龍,Ann,Bo"}, &term.IOStreams{Out: &bytes.Buffer{}, ErrOut: &errOut}); code != 0 {
		t.Errorf("Анна,龍,Ann,Bo: %s", errOut.String())
	}
}
