package ledgercmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestNewCmdAdd: the flags say which record is added, one thing at a
// time; what they leave out or say twice is refused before the ledger is
// read.
func TestNewCmdAdd(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the kind, or an error's start
	}{
		{[]string{"m.yaml", "--transfer", "Ann=+4,Bo=-4"}, "win"},
		{[]string{"m.yaml", "--scores", "Ann=3,Bo=9"}, "win"},
		{[]string{"m.yaml", "--tie", "--note", "stock ran out", "--at", "20:05"}, "tie"},
		{[]string{"m.yaml", "--dead"}, "dead"},
		{[]string{"m.yaml", "--adjust", "--transfer", "Ann=-1,Bo=+1"}, "adjustment"},
		{[]string{"m.yaml", "--penalty", "Bo", "--transfer", "Bo=-2,Ann=+2"}, "penalty"},
		{[]string{"m.yaml"}, "ledger add: say what happened"},
		{nil, "add: give the ledger FILE"},
		{[]string{"m.yaml", "n.yaml", "--tie"}, "add: one ledger FILE at a time"},
		{[]string{"m.yaml", "--tie", "--adjust", "--transfer", "Ann=+1,Bo=-1"}, "ledger add: --tie and --adjust record different things; give one"},
		{[]string{"m.yaml", "--dead", "--transfer", "Ann=+1,Bo=-1"}, "ledger add: --dead moves no money"},
		{[]string{"m.yaml", "--adjust"}, "ledger add: --adjust needs what it moves"},
		{[]string{"m.yaml", "--adjust", "--transfer", "Ann=-1,Bo=+1", "--winner", "Bo"}, "ledger add: an adjustment has no winner"},
		{[]string{"m.yaml", "--penalty", "Bo"}, "ledger add: --penalty Bo needs the money it moves"},
		{[]string{"m.yaml", "--tie", "--at", ""}, `invalid argument "" for "--at" flag: it is empty; give when it was played`},
	} {
		ios, _ := cmdtest.Pipe()
		var got *ledgerAddOptions
		err := cmdtest.Execute(newLedgerAddCmd(ios, nil, func(o *ledgerAddOptions) error { got = o; return nil }), tc.args...)
		s := ""
		if err != nil {
			s = err.Error()
		} else {
			s = string(got.kind)
		}
		if !strings.HasPrefix(s, tc.want) {
			t.Errorf("%q: %q, want %q", tc.args, s, tc.want)
		}
	}
}

// TestNewCmdReaders: the commands that read a ledger take one FILE and
// their flags; --strict is check's.
func TestNewCmdReaders(t *testing.T) {
	games := cmdutil.Games{{Name: books.NineDragons, Title: "Nine Dragons", Group: "nine"}}
	for _, tc := range []struct {
		name  string
		build func(*term.IOStreams, func(*ledgerReadOptions) error) *cobra.Command
		flags []string
	}{
		{"show", func(ios *term.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
			return newLedgerShowCmd(ios, games, runF)
		}, []string{"--json"}},
		{"history", newLedgerHistoryCmd, []string{"--json"}},
		{"settle", func(ios *term.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
			return newLedgerSettleCmd(ios, games, runF)
		}, []string{"--json"}},
		{"check", func(ios *term.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
			return newLedgerCheckCmd(ios, games, runF)
		}, []string{"--json", "--strict"}},
	} {
		ios, _ := cmdtest.Pipe()
		var got *ledgerReadOptions
		seam := func(o *ledgerReadOptions) error { got = o; return nil }
		if err := cmdtest.Execute(tc.build(ios, seam), append([]string{"t.yaml"}, tc.flags...)...); err != nil || got.file != "t.yaml" || !got.jsonOut || got.strict != (tc.name == "check") {
			t.Errorf("%s: %+v, %v", tc.name, got, err)
		}
		if err := cmdtest.Execute(tc.build(ios, seam)); err == nil || !strings.Contains(err.Error(), "give the ledger FILE") {
			t.Errorf("%s without a FILE: %v", tc.name, err)
		}
	}
}

// TestNewCmdUndo: the note and the time of the void are read as given.
func TestNewCmdUndo(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *ledgerUndoOptions
	err := cmdtest.Execute(newLedgerUndoCmd(ios, nil, func(o *ledgerUndoOptions) error { got = o; return nil }), "t.yaml", "--note", "Bo had 15 tiles", "--at", "21:07")
	if err != nil || got.file != "t.yaml" || got.note != "Bo had 15 tiles" || got.at.String() != "21:07" {
		t.Errorf("%+v, %v", got, err)
	}
}

// TestNewCmdLedgerNew: the flags of 'ledger new' make the header they
// say, each rule of the game set and the others at their defaults; a flag
// that is missing, of another game or out of its range is refused before
// anything is written.
func TestNewCmdLedgerNew(t *testing.T) {
	games := cmdutil.Games{
		{Name: books.Magic, Title: "Magic Dragon", Group: "magic"},
		{Name: books.NineDragons, Title: "Nine Dragons", Group: "nine"},
	}
	for _, tc := range []struct {
		args []string
		want func(h books.Header) bool
		err  string // the error's start, when refused
	}{
		{[]string{"--game", "magic", "--players", "Ann,Bo,Cy,Di"}, func(h books.Header) bool {
			return h.Game == books.Magic && len(h.Players) == 4 && h.Money.Start == 80 && h.Rules.Stakes == 1 && !h.Rules.DealerRule
		}, ""},
		{[]string{"--game", "magic", "--players", "Ann,Bo,Cy,Di", "--money", "100", "--dealer-rule", "--stakes", "2"}, func(h books.Header) bool {
			return h.Money.Start == 100 && h.Rules.DealerRule && h.Rules.Stakes == 2
		}, ""},
		{[]string{"--game", "nine", "--players", "Ann,Bo,Cy,Di", "--minimum", "1", "--fifth-tile"}, func(h books.Header) bool {
			return h.Game == books.NineDragons && h.Rules.Minimum == 1 && h.Rules.FifthTile && !h.Rules.FalseDeclaration && h.Money.Start == 0
		}, ""},
		{[]string{"--players", "Ann,Bo"}, nil, "ledger new: say which game with --game: "},
		{[]string{"--game", "chess", "--players", "Ann,Bo"}, nil, "ledger new: --game: "},
		{[]string{"--game", "nine"}, nil, "ledger new: name the players in seat order with --players"},
		{[]string{"--game", "magic", "--players", "Ann,Bo,Cy,Di", "--fifth-tile"}, nil, "ledger new: --fifth-tile is a rule of Nine Dragons, not of Magic Dragon"},
		{[]string{"--game", "nine", "--players", "Ann,Bo,Cy,Di", "--minimum", "4"}, nil, `invalid argument "4" for "--minimum" flag`},
		{[]string{"--game", "magic", "--players", "Ann,Bo,Cy,Di", "--version", "Z"}, nil, "ledger new: --version Z: "},
	} {
		dir := t.TempDir()
		file := filepath.Join(dir, "t.yaml")
		ios, _ := cmdtest.Pipe()
		var h books.Header
		err := cmdtest.Execute(newLedgerNewCmd(ios, games, func(o *ledgerNewOptions) error {
			if o.file != file {
				t.Errorf("%q: the file is %q", tc.args, o.file)
			}
			var err error
			h, err = o.header()
			return err
		}), append([]string{file}, tc.args...)...)
		switch {
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("%q: %v, want %q", tc.args, err, tc.err)
		case tc.err == "" && (err != nil || !tc.want(h)):
			t.Errorf("%q: %+v, %v", tc.args, h, err)
		}
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Errorf("%q wrote %s", tc.args, left[0].Name())
		}
	}
}

// TestLedgerHelpListsTheGamesGiven: 'dragon ledger --help' names the games
// of the list it is given, each by its name and title, and no other.
func TestLedgerHelpListsTheGamesGiven(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	long := NewCmd(ios, cmdutil.Games{{Name: books.Magic, Title: "Magic Dragon"}, {Name: "pairs", Title: "Pairs"}}).Long
	if !strings.Contains(long, "Games: magic (Magic Dragon), pairs (Pairs).") || strings.Contains(long, "MAC I") {
		t.Errorf("ledger's help lists the games as:\n%s", long)
	}
}
