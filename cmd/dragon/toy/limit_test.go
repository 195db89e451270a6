//go:build toygame

package toy

import (
	"maps"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestCalledLimitHand: a limit hand asks whether the winner called it; a
// called one is paid double, kept as the toy's own called:, written after
// how the hand was won, and the audit pays it from what was kept.
func TestCalledLimitHand(t *testing.T) {
	answers := map[string]string{"players": "Ann,Bo,Cy,Di", "winner": "Bo", "hand": "64", "source": "a discard by Cy", "called": "true"}
	asked, rec := walkPaid(t, answers, map[string]int{"Ann": -128, "Bo": 512, "Cy": -256, "Di": -128})
	if want := "Did Bo call the limit hand before it was complete"; asked[len(asked)-1] != want {
		t.Errorf("asked %q, last not %q", asked, want)
	}
	var written []string
	for _, f := range Name.WrittenInputs(rec.Inputs) {
		written = append(written, f.Key+": "+f.Get(rec.Inputs))
	}
	if got, want := written, []string{"winner: Bo", "hand: 64", "discard_by: Cy", "called: true"}; !slices.Equal(got, want) {
		t.Errorf("written %q, want %q", got, want)
	}
	st := books.State{Header: &books.Header{Game: Name, Players: []string{"Ann", "Bo", "Cy", "Di"}}}
	if got, err := Hand.Recompute(rec, st); err != nil || !maps.Equal(got, rec.Transfers) {
		t.Errorf("the audit of a called limit hand: %v, %v; want %v", got, err, rec.Transfers)
	}
	delete(rec.Inputs.Own, "called")
	if got, err := Hand.Recompute(rec, st); err != nil || got["Bo"] != 256 {
		t.Errorf("the audit of the hand, not called: %v, %v; want Bo paid 256", got, err)
	}
}

// TestCalledOnlyTheLimit: the question is not asked below the limit, and
// a call given there is refused, naming the hand.
func TestCalledOnlyTheLimit(t *testing.T) {
	a := qa.Answers{"players": "Ann,Bo,Cy,Di", "winner": "Bo", "hand": "7", "self-drawn": "true"}
	if q := Hand.Next(a); q != nil {
		t.Errorf("asked %q of a hand of 7", q.Label(a))
	}
	a["called"] = "true"
	if err := Hand.CheckAll(a); err == nil || err.Error() != "--called is a limit hand's, 64 points: leave it out of a hand of 7" {
		t.Errorf("a call of a hand of 7: %v", err)
	}
}
