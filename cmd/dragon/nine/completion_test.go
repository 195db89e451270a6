package nine

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestCompletions: --twelfth-by and the false declarer complete with the
// players given. (--round and --seat complete with the winds from the root,
// as in every game: completion.txtar.)
func TestCompletions(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "--players", "Ann,Bo,Cy,Di", "--twelfth-by", ""}, "Ann\nBo\nCy\nDi\n"},
		{[]string{"false-declaration", "--players", "Ann,Bo,Cy,Di", ""}, "Ann\nBo\nCy\nDi\n"},
	} {
		var out bytes.Buffer
		cmd := NewCmd(&term.IOStreams{Out: &out, ErrOut: &out})
		cmd.SetOut(&out)
		cmd.SetErr(&bytes.Buffer{})
		// cobra's hidden __complete command answers the shell.
		cmd.SetArgs(append([]string{"__complete"}, tc.args...))
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), tc.want) {
			t.Errorf("%q completes\n%s\nwant it to hold\n%s", tc.args, out.String(), tc.want)
		}
	}
}
