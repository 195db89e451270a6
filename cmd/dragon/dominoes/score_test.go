package dominoes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// TestNewCmdScore: every player's discards are read, in turn order, and
// the flags that lack what they need are refused before anything is
// scored.
func TestNewCmdScore(t *testing.T) {
	discards := func(o *scoreOptions) string {
		var parts []string
		for _, name := range o.Names() {
			ts, _ := game.ParseTiles(o.Typed[qa.EachKey("discards", name)])
			parts = append(parts, fmt.Sprintf("%s:%d", name, len(ts)))
		}
		return strings.Join(parts, " ")
	}
	for _, tc := range [][]string{
		{"Ann:2 Bo:0 Cy:1", "--discards", "Ann=6-6 5-1", "--discards", "Bo=", "--discards", "Cy=2-4"},
		{"Ann:1 Bo:0", "--discards", "Ann=6-6", "--discards", "Bo=", "--claim", "24", "--for", "Ann"},
		{"--discards is needed and there is no terminal to ask on"},
		{"a claim names a figure and a player: give --claim N and --for NAME together", "--discards", "Ann=6-6", "--discards", "Bo=", "--claim", "3"},
		{"--for Cy: there is no such player in this hand (players: Ann, Bo)", "--discards", "Ann=6-6", "--discards", "Bo=", "--claim", "3", "--for", "Cy"},
		{"--at says when a recorded hand was played: give it with --record FILE", "--discards", "Ann=", "--discards", "Bo=", "--at", "20:05"},
		{"a ledger records hands by the built-in ruleset", "--discards", "Ann=", "--discards", "Bo=", "--record", "t.yaml", "--ruleset", "own.yaml"},
		{"--discards: ", "--discards", "Ann=6-7", "--discards", "Bo="},
		{"unknown command", "Ann=6-6"},
	} {
		if got := cmdtest.Outcome(newScoreCmd, discards, tc[1:]...); !strings.HasPrefix(got, tc[0]) {
			t.Errorf("%q: %q, want %q", tc[1:], got, tc[0])
		}
	}
}

// TestNewCmdPlay: the hand is needed; --discarded is told from none.
func TestNewCmdPlay(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *playOptions
	seam := func(o *playOptions) error { got = o; return nil }
	if err := cmdtest.Execute(newPlayCmd(ios, seam), "--open", "2,5"); err == nil || !strings.HasPrefix(err.Error(), "say which tiles the player holds with --hand TILES") {
		t.Errorf("no --hand: %v", err)
	}
	if err := cmdtest.Execute(newPlayCmd(ios, seam), "--hand", "6-6 1-1", "--discarded", "1-1"); err != nil || !got.discardedGiven || got.discarded != "1-1" {
		t.Errorf("%+v, %v", got, err)
	}
	if err := cmdtest.Execute(newPlayCmd(ios, seam), "--hand", "6-6 1-1"); err != nil || got.discardedGiven {
		t.Errorf("without --discarded: %+v, %v", got, err)
	}
	if err := cmdtest.Execute(newPlayCmd(ios, seam), "--hand", "6-6", "--open", ""); err == nil || !strings.Contains(err.Error(), "it is empty") {
		t.Errorf("--open '': %v", err)
	}
}

// TestNewCmdTrain: the train's tiles are needed, and its words are one
// train.
func TestNewCmdTrain(t *testing.T) {
	ios, _ := cmdtest.Pipe()
	var got *trainOptions
	seam := func(o *trainOptions) error { got = o; return nil }
	if err := cmdtest.Execute(newTrainCmd(ios, seam)); err == nil || !strings.HasPrefix(err.Error(), "give the train's tiles from one end to the other") {
		t.Errorf("no tiles: %v", err)
	}
	if err := cmdtest.Execute(newTrainCmd(ios, seam), "25", "55", "15", "--json"); err != nil || got.train != "25 55 15" || !got.json {
		t.Errorf("%+v, %v", got, err)
	}
}

// TestDecidedReadings: a tie names tie-leads only when its two readings
// give different leaders: Ann led, Bo and Cy tie, and Cy led a hand more
// recently than Bo (the ledger says who led before); two players laying
// every tile name the doubling.
func TestDecidedReadings(t *testing.T) {
	rules, err := rulesets.DancingDragons()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		hands []game.Hand
		led   []string // who led the hands before, most recent first
		want  []claim.DepartureKind
	}{
		{"tie", []game.Hand{{Name: "Ann", Tiles: tilesOf(t, "6-6")}, {Name: "Bo", Tiles: tilesOf(t, "1-1")}, {Name: "Cy", Tiles: tilesOf(t, "1-1")}}, nil, nil},
		{"tie_first_led_last", []game.Hand{{Name: "Ann", Tiles: tilesOf(t, "6-6")}, {Name: "Bo", Tiles: tilesOf(t, "1-1")}, {Name: "Cy", Tiles: tilesOf(t, "1-1")}}, []string{"Bo", "Cy"}, nil},
		{"tie_second_led_last", []game.Hand{{Name: "Ann", Tiles: tilesOf(t, "6-6")}, {Name: "Bo", Tiles: tilesOf(t, "1-1")}, {Name: "Cy", Tiles: tilesOf(t, "1-1")}}, []string{"Cy", "Bo"}, []claim.DepartureKind{game.TieLeads}},
		{"two_laid", []game.Hand{{Name: "Ann", Tiles: tilesOf(t, "6-6")}, {Name: "Bo"}, {Name: "Cy"}}, nil, []claim.DepartureKind{game.DoublingOnce}},
	} {
		res, err := rules.Score(tc.hands)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(tc.name, "tie") && !slices.Contains(claim.IDs(res.Decided), game.TieLeads) {
			t.Errorf("the rules no longer name tie-leads on a tie: there is nothing left out to test")
		}
		if got := claim.IDs(decided(&scored{rules: rules, res: res, led: tc.led})); !slices.Equal(got, tc.want) {
			t.Errorf("%s: decided %v, want %v (the rules name %v)", tc.name, got, tc.want, claim.IDs(res.Decided))
		}
	}
}

func tilesOf(t *testing.T, s string) []game.Tile {
	t.Helper()
	ts, err := game.ParseTiles(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}
