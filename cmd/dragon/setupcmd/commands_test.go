package setupcmd

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
)

// TestNewCmdSeats: the players, the draws of each playoff and the seed
// are read as given; a word is refused.
func TestNewCmdSeats(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *setupSeatsOptions
	cmd := newSetupSeatsCmd(ios, builtinRules{}, func(o *setupSeatsOptions) error { got = o; return nil })
	err := cmdtest.Execute(cmd, "--players", "Ann,Bo,Cy", "--draws", "3,3,5", "--draws", "2,7", "--seed", "7", "--json")
	if err != nil || got.players != "Ann,Bo,Cy" || len(got.draws) != 2 || got.draws[1] != "2,7" || got.seed.String() != "7" || !got.json {
		t.Errorf("%+v, %v", got, err)
	}
	if err := cmdtest.Execute(newSetupSeatsCmd(ios, builtinRules{}, nil), "Ann,Bo"); err == nil {
		t.Error("a word is taken")
	}
	if err := cmdtest.Execute(newSetupSeatsCmd(ios, builtinRules{}, nil), "--seed", "-1"); err == nil || !strings.Contains(err.Error(), `invalid argument "-1" for "--seed" flag`) {
		t.Errorf("--seed -1: %v", err)
	}
}

// TestNewCmdDice: the dice are read as given, and an empty --dice is
// refused as a wrong one.
func TestNewCmdDice(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *setupDiceOptions
	if err := cmdtest.Execute(newSetupDiceCmd(ios, func(o *setupDiceOptions) error { got = o; return nil }), "--players", "Ann,Bo,Cy,Di", "--dice", "3,5,6"); err != nil || got.dice != "3,5,6" || got.players != "Ann,Bo,Cy,Di" {
		t.Errorf("%+v, %v", got, err)
	}
	if err := cmdtest.Execute(newSetupDiceCmd(ios, nil), "--dice", ""); err == nil || !strings.Contains(err.Error(), "it is empty; give the three DICE East threw") {
		t.Errorf("--dice '': %v", err)
	}
}

// TestNewCmdQDeal: the players and the seed are read as given.
func TestNewCmdQDeal(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *setupQDealOptions
	if err := cmdtest.Execute(newSetupQDealCmd(ios, func(o *setupQDealOptions) error { got = o; return nil }), "--players", "Ann,Bo", "--seed", "42"); err != nil || got.players != "Ann,Bo" || got.seed.String() != "42" {
		t.Errorf("%+v, %v", got, err)
	}
}

// TestNewCmdYinYang: with no terminal nothing is asked; the flags given
// are told from the defaults.
func TestNewCmdYinYang(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *setupYinYangOptions
	cmd := newSetupYinYangCmd(ios, builtinRules{}, func(o *setupYinYangOptions) error { got = o; return nil })
	if err := cmdtest.Execute(cmd, "--players", "Ann,Bo,Cy", "--dealer", "Ann", "--side", "Bo", "--column", "4", "--without-suit", "P"); err != nil {
		t.Fatal(err)
	}
	if got.side != "Bo" || got.column != 4 || !got.given("column") || got.given("y1") || got.withoutSuit != "P" {
		t.Errorf("%+v", got)
	}
}
