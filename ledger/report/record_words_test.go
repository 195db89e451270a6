package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestOneWordingOfARecord: every kind of record is worded once, the same
// in history, in the report and where it is recorded, a player named as
// he is now in history and the report and as the record names him where
// it is recorded, a void by the hand it cancels as the table counted it.
func TestOneWordingOfARecord(t *testing.T) {
	magic := parse(t, "m.yaml", `version: 1
game: magic
players: [Ann, Bo, Cy, Di]
rules: {version: C, stakes: 1}
money: {start: 80, bills: [1, 5, 10]}
hands:
  - {at: 2026-03-14T20:01:00Z, kind: win, inputs: {winner: Bo, discard_by: Cy}, transfers: {Ann: -2, Bo: +6, Cy: -2, Di: -2}}
  - {at: 2026-03-14T20:02:00Z, kind: win, inputs: {winner: Ann, self_drawn: true}, transfers: {Ann: +6, Bo: -2, Cy: -2, Di: -2}}
  - {at: 2026-03-14T20:03:00Z, kind: tie}
  - {at: 2026-03-14T20:04:00Z, kind: penalty, inputs: {offender: Bo}, transfers: {Ann: +1, Bo: -3, Cy: +1, Di: +1}}
  - {at: 2026-03-14T20:05:00Z, kind: adjustment, transfers: {Ann: -1, Bo: +1}}
  - {at: 2026-03-14T20:06:00Z, kind: win, inputs: {winner: Di}, transfers: {Ann: -2, Bo: -2, Cy: -2, Di: +6}}
  - {at: 2026-03-14T20:07:00Z, kind: void}
  - {at: 2026-03-14T20:08:00Z, kind: rename, from: Bo, to: Bob}
  - {at: 2026-03-14T20:09:00Z, kind: seats, seats: [Cy, Bob, Ann, Di]}
`)
	q := parse(t, "q.yaml", `version: 1
game: qmahjongg
players: [Ann, Bo, Cy]
rules: {stakes: 1}
hands:
  - {at: 2026-03-14T20:01:00Z, kind: win, inputs: {winner: Cy, discard_by: Ann}, transfers: {Ann: -2, Bo: -1, Cy: +3}}
  - {at: 2026-03-14T20:02:00Z, kind: dead}
`)
	for _, tc := range []struct {
		l *ledger.Ledger
		// now is each record as history and the report word it; recorded
		// as it is worded where it is made, when that differs.
		now, recorded []string
	}{
		{magic, []string{"Bob wins, discard by Cy", "Ann wins, self-drawn", "tie", "Bob pays a penalty", "adjustment",
			"Di wins", "void of game 4 (record 6)", "Bo renamed Bob", "new seats: Cy, Bob, Ann, Di"},
			[]string{0: "Bo wins, discard by Cy", 3: "Bo pays a penalty", 6: "void"}},
		{q, []string{"Cy wins, discard by Ann", "Wongg (dead)"}, nil},
	} {
		r, err := Build([]*ledger.Ledger{tc.l}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		rows := HistoryOf(tc.l).Rows
		for i, want := range tc.now {
			if got, _, _ := strings.Cut(rows[i].What, " [voided by"); got != want {
				t.Errorf("%s: history words record %d %q, want %q", tc.l.File, i+1, got, want)
			}
			if got := r.Hands[i].Words().String(); got != want {
				t.Errorf("%s: the report words record %d %q, want %q", tc.l.File, i+1, got, want)
			}
			if i < len(tc.recorded) && tc.recorded[i] != "" {
				want = tc.recorded[i]
			}
			if got := RecordWords(tc.l.Hands[i], &tc.l.Header); got != want && !strings.HasPrefix(got, want+" (") {
				t.Errorf("%s: record %d is recorded as %q, want %q", tc.l.File, i+1, got, want)
			}
		}
	}
}

// TestAmountsTextLeavesNoPlayerOut: a record's amounts are written in
// seat order, and a player the header no longer names (the record was
// made before he was renamed) follows the others, not dropped.
func TestAmountsTextLeavesNoPlayerOut(t *testing.T) {
	h := &books.Header{Game: books.Magic, Players: []string{"Cy", "Ann", "Bob"}}
	got := AmountsText(h, map[string]int{"Ann": -4, "Bo": 10, "Cy": -6}, true)
	if want := "(Cy -6, Ann -4, Bo +10)"; got != want {
		t.Errorf("AmountsText = %q, want %q", got, want)
	}
	if got, want := AmountsText(h, map[string]int{"Bob": 3, "Ann": 1}, false), "(Ann 1, Bob 3)"; got != want {
		t.Errorf("scores: AmountsText = %q, want %q", got, want)
	}
}

// TestStoryTellsWhatItsGameHas: a player's story counts the discards that
// fed a win and the ties and dead hands only in a game whose records can
// say so; one whose every hand is won and with no discarder named has
// neither line.
func TestStoryTellsWhatItsGameHas(t *testing.T) {
	ledgertest.AddPairs(t)
	l := parse(t, "p.yaml", `version: 1
game: pairs
players: [Ann, Bo]
hands:
  - at: 2026-03-14T20:00:00Z
    kind: win
    inputs:
      winner: Bo
      dealer: Ann
    transfers: {Ann: -2, Bo: +2}
`)
	r := build(t, Options{}, l)
	for _, f := range r.Facts(&r.Stories[0]) {
		if f.Label == "Discards that fed a win" || strings.HasSuffix(f.Label, " nobody won") {
			t.Errorf("a Pairs story says %q: %s", f.Label, f.Value)
		}
	}
	magic := build(t, Options{}, thursday(t))
	var labels []string
	for _, f := range magic.Facts(&magic.Stories[0]) {
		labels = append(labels, f.Label)
	}
	if !slices.Contains(labels, "Discards that fed a win") || !slices.Contains(labels, "Games nobody won") {
		t.Errorf("a Magic Dragon story says only %v", labels)
	}
}
