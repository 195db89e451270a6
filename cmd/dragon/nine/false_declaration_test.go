package nine

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdFalseDeclaration: the players are needed, the declarer is
// one of them, --stakes is bounded and --stake is read for it.
func TestNewCmdFalseDeclaration(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		stakes int
		err    string
	}{
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di"}, 1, ""},
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di", "--stake", "3"}, 3, ""},
		{[]string{"--players", "Ann,Bo,Cy,Di"}, 0, "name the one false declarer: false-declaration NAME --players A,B,C,D"},
		{[]string{"Bo", "Cy", "--players", "Ann,Bo,Cy,Di"}, 0, "name the one false declarer"},
		{[]string{"Bo", "--players", "Ann,Bo,Cy,Di", "--stakes", "0"}, 0, `invalid argument "0" for "--stakes" flag: give a whole number from 1 to`},
	} {
		ios, _ := cmdtest.Pipe()
		var got *cmdutil.FalseDeclaration
		err := cmdtest.Execute(newFalseDeclarationCmd(ios, func(o *cmdutil.FalseDeclaration) error { got = o; return nil }), tc.args...)
		switch {
		case tc.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
				t.Errorf("%q: %v, want %q", tc.args, err, tc.err)
			}
		case err != nil || got.Declarer != "Bo" || got.Stakes != tc.stakes || len(got.Players) != 4:
			t.Errorf("%q: %+v, %v", tc.args, got, err)
		}
	}
}

// TestFalseDeclarationRun: without the players the penalty is refused,
// as is an empty declarer; with them, everyone else is paid.
func TestFalseDeclarationRun(t *testing.T) {
	for _, tc := range []struct {
		o    cmdutil.FalseDeclaration
		want string
	}{
		{cmdutil.FalseDeclaration{Declarer: "Bo"}, "--players A,B,C,D is needed: the false declarer pays each opponent"},
		{cmdutil.FalseDeclaration{Declarer: " ", Players: []string{"Ann", "Bo", "Cy", "Di"}}, "the false declarer's NAME is empty; give the name of one of --players"},
		{cmdutil.FalseDeclaration{Declarer: "Bo", Players: []string{"Ann", "Bo", "Cy", "Di"}, Stakes: 2},
			"False declaration by Bo: the hand ends and he pays each opponent 256 chips.\n  Ann  +256\n  Bo   -768\n  Cy   +256\n  Di   +256\n"},
	} {
		ios, out := cmdtest.Pipe()
		o := tc.o
		o.IO, o.Game = ios, FalseDeclaration
		err := o.Run()
		if got := out.String(); err != nil && err.Error() != tc.want || err == nil && got != tc.want {
			t.Errorf("%+v: %q, %v; want %q", tc.o, got, err, tc.want)
		}
	}
}
