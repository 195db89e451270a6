package ledgercmd

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestNewCmdPlayers: rename takes FILE OLD NEW, seats FILE and the new
// order, each with --note, --at and --json; another count of arguments
// is refused before the ledger is read, saying what to give.
func TestNewCmdPlayers(t *testing.T) {
	cmds := map[string]func(*term.IOStreams, func(*ledgerPlayersOptions) error) *cobra.Command{
		"rename": newLedgerRenameCmd,
		"seats": func(ios *term.IOStreams, runF func(*ledgerPlayersOptions) error) *cobra.Command {
			return newLedgerSeatsCmd(ios, nil, runF)
		},
	}
	for _, tc := range []struct {
		cmd  string
		args []string
		want string // the arguments after FILE and the note, or an error's start
	}{
		{"rename", []string{"m.yaml", "Bobb", "Bob", "--note", "spelt wrong", "--at", "20:05", "--json"}, "Bobb Bob|spelt wrong"},
		{"seats", []string{"m.yaml", "Cy,Ann,Bo"}, "Cy,Ann,Bo|"},
		{"rename", []string{"m.yaml", "Bobb"}, "rename: give the ledger FILE and the name he has and the name he is to have"},
		{"rename", nil, "rename: give the ledger FILE"},
		{"seats", []string{"m.yaml"}, "seats: give the ledger FILE and the players in their new order, e.g. 'dragon ledger seats thursday.yaml Cy,Ann,Di,Bo'; got 1 argument"},
		{"seats", []string{"m.yaml", "Cy,Ann", "Bo"}, "seats: give the ledger FILE and the players in their new order"},
		{"seats", []string{"m.yaml", "Cy,Ann,Bo", "--at", ""}, `invalid argument "" for "--at" flag`},
	} {
		ios, _ := cmdtest.Pipe()
		var got *ledgerPlayersOptions
		err := cmdtest.Execute(cmds[tc.cmd](ios, func(o *ledgerPlayersOptions) error { got = o; return nil }), tc.args...)
		s := ""
		if err != nil {
			s = err.Error()
		} else {
			s = strings.Join(got.args, " ") + "|" + got.note
			if got.file != "m.yaml" || got.jsonOut != strings.Contains(strings.Join(tc.args, " "), "--json") || got.at.Given() != strings.Contains(strings.Join(tc.args, " "), "--at") {
				t.Errorf("%s %q: options %+v", tc.cmd, tc.args, got)
			}
		}
		if !strings.HasPrefix(s, tc.want) {
			t.Errorf("%s %q: %q, want %q", tc.cmd, tc.args, s, tc.want)
		}
	}
}
