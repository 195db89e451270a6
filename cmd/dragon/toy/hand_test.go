//go:build toygame

package toy

import (
	"maps"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestHandWalk: the toy's hand, walked a question at a time as the
// evening and the page walk it, asks the players, the winner, his points
// and the source, and makes the record of the payments.
func TestHandWalk(t *testing.T) {
	answers := map[string]string{"players": "Ann,Bo,Cy,Di", "winner": "Bo", "hand": "7", "source": "a discard by Cy"}
	asked, _ := walkPaid(t, answers, map[string]int{"Ann": -7, "Bo": 28, "Cy": -14, "Di": -7})
	want := []string{"Players in seat order", "Who won?", "Bo's points", "Where did the winning tile come from?"}
	if !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
}

// walkPaid walks the toy's hand with answers, a question at a time, and
// checks that its record pays pay; it returns what was asked and the
// record.
func walkPaid(t *testing.T, answers map[string]string, pay map[string]int) ([]string, *books.HandRecord) {
	t.Helper()
	a := qa.Answers{}
	asked := cmdtest.Walk(t, Hand, a, func(q *qa.Question, _ qa.Answers) string { return answers[q.ID] })
	_, rec, err := Hand.Result(a)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(rec.Transfers, pay) {
		t.Errorf("transfers %v, want %v", rec.Transfers, pay)
	}
	return asked, rec
}

// TestHandRefusesPoints: a hand that is not its points is refused where
// it is typed, naming what was typed.
func TestHandRefusesPoints(t *testing.T) {
	a := qa.Answers{"players": "Ann,Bo,Cy,Di", "winner": "Bo"}
	q := Hand.Next(a)
	if q == nil || q.ID != "hand" {
		t.Fatalf("next question %v, want the hand", q)
	}
	if err := q.Answer(a, "99"); err == nil || err.Error() != `toydragons: "99" is not a toy hand; write its points, 0 to 64` {
		t.Errorf("99 points: %v", err)
	}
}

// TestScoreOffersOnlyWhatItsHandAsks: the seated flow gives the toy's
// score command the flags of what its hand asks (where the winning tile
// came from), not a round or a seat it has not got.
func TestScoreOffersOnlyWhatItsHandAsks(t *testing.T) {
	f := NewCmd(nil).Commands()[0].Flags()
	for _, name := range []string{"players", "winner", "self-drawn", "discard-by", "called", "record"} {
		if f.Lookup(name) == nil {
			t.Errorf("no --%s", name)
		}
	}
	for _, name := range []string{"round", "seat"} {
		if f.Lookup(name) != nil {
			t.Errorf("--%s, which the toy's hand never asks, is offered", name)
		}
	}
}
