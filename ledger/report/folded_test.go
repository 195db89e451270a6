package report

import (
	"slices"
	"testing"
)

// TestSeasonFoldsNames: a season's ledgers that spell one player apart
// ("Bo" one night, "BO" or "Ｂo" another) report him once, as he was first
// named, as the ledger tells names apart: his net, his hands and his
// evenings add up, and his one line of the chart runs on from the first
// evening into the second.
func TestSeasonFoldsNames(t *testing.T) {
	first := parse(t, "thursday.yaml", evening([]string{"Ann", "Bo", "Cy", "Di"}, march,
		"win Ann=-6,Bo=+18,Cy=-6,Di=-6"))
	second := parse(t, "friday.yaml", evening([]string{"ann", "BO", "Cy", "Ed"}, march.AddDate(0, 0, 1),
		"win ann=+12,BO=-4,Cy=-4,Ed=-4", "win ann=-2,BO=+6,Cy=-2,Ed=-2"))
	r := build(t, Options{}, second, first)
	if !slices.Equal(r.Header.Players, []string{"Ann", "Bo", "Cy", "Di", "Ed"}) {
		t.Fatalf("players %v; want each once, as first named", r.Header.Players)
	}
	for _, s := range r.Standings {
		want := map[string][3]int{"Ann": {-6 + 12 - 2, 3, 2}, "Bo": {18 - 4 + 6, 3, 2}, "Ed": {-6, 2, 1}}[s.Player]
		if want != ([3]int{}) && [3]int{s.Net, s.Played, s.Evenings} != want {
			t.Errorf("%s: net %+d, %d hands, %d evenings; want %v", s.Player, s.Net, s.Played, s.Evenings, want)
		}
	}
	for _, l := range r.Chart.Lines {
		if l.Player == "Bo" && (len(l.Points) != 5 || l.Points[4].Y != 20 || !l.Points[2].Start || l.Points[2].Y != 18) {
			t.Errorf("Bo's line: %+v", l.Points)
		}
	}
}

// TestSeasonCountsNights: a club's tables of one night are one evening of
// its season, for the title and for each player, however many tables he
// sat at; another night is another evening.
func TestSeasonCountsNights(t *testing.T) {
	table1 := parse(t, "table-1.yaml", evening([]string{"Ann", "Bo", "Cy", "Di"}, march, "win Ann=-6,Bo=+18,Cy=-6,Di=-6"))
	table2 := parse(t, "table-2.yaml", evening([]string{"Bo", "Ed", "Fay", "Gus"}, march, "win Bo=-4,Ed=+12,Fay=-4,Gus=-4"))
	later := parse(t, "friday.yaml", evening([]string{"Ann", "Bo", "Cy", "Di"}, march.AddDate(0, 0, 7), "win Ann=+3,Bo=-1,Cy=-1,Di=-1"))
	r := build(t, Options{}, table1, table2, later)
	if got := r.TitleWords(); got != "Magic Dragon, 2 evenings, 14 March to 21 March 2026" {
		t.Errorf("title %q", got)
	}
	for _, s := range r.Standings {
		if want := map[string]int{"Bo": 2, "Ann": 2, "Ed": 1}[s.Player]; want != 0 && s.Evenings != want {
			t.Errorf("%s played %d evenings, want %d", s.Player, s.Evenings, want)
		}
	}
}
