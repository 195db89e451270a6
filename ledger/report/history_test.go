package report

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestHistoryOf: each record a row, its hand counted among the hands
// played, a void named by the hand it cancels and the hand marked, each
// player's amount after it with what it changed.
func TestHistoryOf(t *testing.T) {
	l := thursday(t)
	h := HistoryOf(l)
	if len(h.Rows) != len(l.Steps()) {
		t.Fatalf("%d rows of %d records", len(h.Rows), len(l.Steps()))
	}
	if strings.Join(h.Head, ",") != "game,dealer" || h.Renamed {
		t.Errorf("head %q, renamed %v", h.Head, h.Renamed)
	}
	void, again := h.Rows[5], h.Rows[6]
	if void.What != "void of game 5" || void.Play != "" || h.Rows[4].What != "Di wins [voided by record 6]" {
		t.Errorf("void %+v, hand voided %q", void, h.Rows[4].What)
	}
	if again.Play != "5" || again.Number != 7 {
		t.Errorf("the hand played again: %+v", again)
	}
	for i, r := range h.Rows {
		if len(r.After) != len(h.Players) {
			t.Fatalf("row %d: %d amounts for %d players", i, len(r.After), len(h.Players))
		}
		sum := 0
		for _, c := range r.After {
			sum += c.Change
		}
		if sum != 0 {
			t.Errorf("row %d moves %d in all: %+v", i, sum, r.After)
		}
	}
}

// TestChangeCell: an amount a record changed shows the change first.
func TestChangeCell(t *testing.T) {
	for _, tc := range []struct {
		c    Change
		want string
	}{
		{Change{Amount: 86, Change: 6}, "(+6) 86"},
		{Change{Amount: 74, Change: -6}, "(-6) 74"},
		{Change{Amount: 80}, "80"},
	} {
		if got := tc.c.Cell(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.c, got, tc.want)
		}
	}
}

// TestDeadHandWords: a hand nobody won is worded by the game, the same
// in the report as in history, where the game has its own word for it.
func TestDeadHandWords(t *testing.T) {
	l := parse(t, "q.yaml", `version: 1
game: qmahjongg
players: [Ann, Bo, Cy]
rules:
  stakes: 1
hands:
  - at: 2026-03-14T20:00:00Z
    kind: dead
`)
	r, err := Build([]*ledger.Ledger{l}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := l.Header.Game.DeadHand()
	if got := HistoryOf(l).Rows[0].What; got != want || want == "dead hand" {
		t.Errorf("history says %q, want the game's word %q", got, want)
	}
	if got := r.Hands[0].What; got != want {
		t.Errorf("the report says %q, want %q", got, want)
	}
}
