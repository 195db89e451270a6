package q

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdFalseDeclaration: the table's own booklet, and the stake
// given or the booklet's.
func TestNewCmdFalseDeclaration(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *cmdutil.FalseDeclaration
	err := cmdtest.Execute(newFalseDeclarationCmd(ios, func(o *cmdutil.FalseDeclaration) error { got = o; return nil }),
		"Cy", "--players", "Ann,Bo,Cy", "--ruleset", "own.yaml")
	if err != nil || got.Declarer != "Cy" || got.Ruleset != "own.yaml" || got.StakesGiven {
		t.Errorf("%+v, %v", got, err)
	}
	if err := cmdtest.Execute(newFalseDeclarationCmd(ios, nil), "Cy", "--players", "Ann,Bo,Cy", "--stakes", "3"); err == nil || !strings.Contains(err.Error(), "stake 3: it must be even") {
		t.Errorf("an odd stake: %v", err)
	}
}
