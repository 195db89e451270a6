package cmdutil

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestRecomputeWin: the audit settles again only a win of its game
// recorded from the hand; everything else is the ledger's alone.
func TestRecomputeWin(t *testing.T) {
	nine := ledger.State{Header: &ledger.Header{Game: ledger.NineDragons}}
	win := &ledger.HandRecord{Kind: ledger.Win, Inputs: &ledger.Inputs{Winner: "Ann", Hand: "123s"}}
	settled := map[string]int{"Ann": 4, "Bo": -4}
	settle := func(in *ledger.Inputs, st ledger.State) (map[string]int, error) { return settled, nil }
	for _, tc := range []struct {
		name string
		h    *ledger.HandRecord
		st   ledger.State
		skip bool
	}{
		{"win_from_the_hand", win, nine, false},
		{"another_game", win, ledger.State{Header: &ledger.Header{Game: ledger.QMahjongg}}, true},
		{"transfers_only", &ledger.HandRecord{Kind: ledger.Win}, nine, true},
		{"no_hand", &ledger.HandRecord{Kind: ledger.Win, Inputs: &ledger.Inputs{Winner: "Ann"}}, nine, true},
		{"not_a_win", &ledger.HandRecord{Kind: ledger.Dead, Inputs: win.Inputs}, nine, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := RecomputeWin(ledger.NineDragons, tc.h, tc.st, settle)
			if errors.Is(err, ledger.ErrSkip) != tc.skip || !tc.skip && (err != nil || got["Ann"] != 4) {
				t.Errorf("RecomputeWin = %v, %v; skip %v", got, err, tc.skip)
			}
		})
	}
}

// TestRecordWin: a win is appended with the transfers settled in the
// ledger's state; a refusal, or transfers other than those shown, write
// nothing.
func TestRecordWin(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.yaml")
	if err := ledger.Create(file, ledger.Header{Game: ledger.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	shown := map[string]int{"Ann": 24, "Bo": -8, "Cy": -8, "Di": -8}
	settle := func(in *ledger.Inputs, st ledger.State) (map[string]int, error) { return shown, nil }
	agree := func(ledger.State) error { return nil }
	in := &ledger.Inputs{Winner: "Ann", Hand: "123s", SelfDrawn: true}
	refuse := errors.New("refused")
	for _, tc := range []struct {
		name   string
		shown  map[string]int
		agree  func(ledger.State) error
		want   string // an error's words; "" to record
		number int
	}{
		{"recorded", shown, agree, "", 1},
		{"the_ledger_refuses", shown, func(ledger.State) error { return refuse }, "refused", 0},
		{"changed_while_scored", map[string]int{"Ann": 8}, agree, "changed while the hand was scored", 0},
		{"recorded_again", shown, agree, "", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app, err := RecordWin(file, ledger.NineDragons, "", in, tc.shown, tc.agree, settle)
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want %q", err, tc.want)
				}
				return
			}
			if err != nil || app.Record.Number != tc.number || app.Record.Transfers["Ann"] != 24 {
				t.Fatalf("appended %+v, %v", app, err)
			}
		})
	}
}
