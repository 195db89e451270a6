//go:build toygame

package toy

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestCalledLimitHand: a limit hand asks whether the winner called it; a
// called one is paid double, kept as the toy's own called: true, and the
// audit pays it from what was kept.
func TestCalledLimitHand(t *testing.T) {
	t.Setenv("DRAGON_LEDGER_CACHE", "off")
	answers := map[string]string{"players": "Ann,Bo,Cy,Di", "winner": "Bo", "hand": "64", "source": "a discard by Cy", "called": "true"}
	a := qa.Answers{}
	asked := cmdtest.Walk(t, Hand, a, func(q *qa.Question, _ qa.Answers) string { return answers[q.ID] })
	if want := "Did Bo call the limit hand before it was complete"; asked[len(asked)-1] != want {
		t.Errorf("asked %q, last not %q", asked, want)
	}
	_, rec, err := Hand.Result(a)
	if err != nil {
		t.Fatal(err)
	}
	if pay := map[string]int{"Ann": -128, "Bo": 512, "Cy": -256, "Di": -128}; !maps.Equal(rec.Transfers, pay) {
		t.Errorf("transfers %v, want %v", rec.Transfers, pay)
	}
	path := filepath.Join(t.TempDir(), "toy.yaml")
	if err := ledger.Create(path, books.Header{Game: Name, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := ledger.Append(path, func(books.State) (*books.HandRecord, error) { return rec, nil }); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "discard_by: Cy\n      called: true\n      dealer: Ann\n") {
		t.Errorf("called: is not written after how the hand was won:\n%s", data)
	}
	audit := books.Auditors{Name: Hand}
	if ps := ledger.CheckData(path, data, audit); len(ps) != 0 {
		t.Errorf("the audit of a called limit hand: %v", ps)
	}
	uncalled := strings.Replace(string(data), "      called: true\n", "", 1)
	if ps := ledger.CheckData(path, []byte(uncalled), audit); len(ps) != 1 || !strings.Contains(ps[0].Msg, "differ from the recomputation") {
		t.Errorf("the audit of a limit hand paid double but not called: %v", ps)
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
