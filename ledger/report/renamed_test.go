package report

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestReportFollowsARenamedPlayer: a player renamed during the evening is
// reported under the name he has at its end, from the first record on:
// the players (in the order they first sat down), the standings, his
// line of the chart, his story, each hand's money; two players whose names
// were swapped keep their own money. The records that mend the names
// and seats say so.
func TestReportFollowsARenamedPlayer(t *testing.T) {
	l := parse(t, "renamed.yaml", ledgertest.Renamed)
	r := build(t, Options{}, l)
	if !slices.Equal(r.Header.Players, []string{"Bob", "Ann", "Cy"}) {
		t.Errorf("players %v; want Bob, Ann, Cy: as they first sat down, named as at the end", r.Header.Players)
	}
	for p, want := range map[string]int{"Ann": +3, "Bob": -7, "Cy": +4} {
		if got := netOf(r, p); got != want {
			t.Errorf("%s's net %+d, want %+d", p, got, want)
		}
	}
	if w := r.Hands[0].Winners; !slices.Equal(w, []string{"Ann"}) || r.Hands[0].What != "Ann wins" {
		t.Errorf("the first hand was won by %v (%q); want Ann, once Bobb", w, r.Hands[0].What)
	}
	if r.Hands[2].What != "Bobb renamed Ann" || r.Hands[4].What != "new seats: Cy, Ann, Bob" {
		t.Errorf("the records of the books say %q and %q", r.Hands[2].What, r.Hands[4].What)
	}
	for _, line := range r.Chart.Lines {
		if line.Player == "Ann" && line.Points[len(line.Points)-1].Y != 3 {
			t.Errorf("Ann's line ends at %d, want +3", line.Points[len(line.Points)-1].Y)
		}
	}
	js, err := json.Marshal(struct {
		S []Standing
		C Chart
		T []Story
	}{r.Standings, r.Chart, r.Stories})
	if err != nil {
		t.Fatal(err)
	}
	if s := string(js); strings.Contains(s, "Bobb") || strings.Contains(s, "Tmp") {
		t.Errorf("an old name is in the standings, chart or stories: %s", s)
	}
}
