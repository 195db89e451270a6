package dominoes

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// otherWay returns the rules text with reading i read the other way.
func otherWay(i int) *Rules {
	r := *textRules
	r.Alternatives = r.Alternatives.Toggle(i)
	return &r
}

func ids(ds []claim.Decision) []claim.DepartureKind {
	var out []claim.DepartureKind
	for _, d := range ds {
		out = append(out, d.ID)
		if !strings.HasPrefix(d.Text, string(d.ID)+": ") {
			panic("a decision that does not begin with its id: " + d.Text)
		}
	}
	return out
}

// twoLaid is a hand of four where Bo and Di laid every tile.
const twoLaid = "Ann=6-6 5-1; Bo=; Cy=2-4; Di="

// TestDoublingOnce: two players laid every tile; by the rules the others'
// scores are doubled once (Ann 18 → 36), read the other way once for
// each of them (72). The score names the reading, and a claim of the
// other figure names it.
func TestDoublingOnce(t *testing.T) {
	hands := handsOf(t, twoLaid)
	res, err := textRules.Score(hands)
	if err != nil || res.Players[0].Score != 36 || res.Times != 2 || res.Laid != 2 {
		t.Fatalf("%+v (%v)", res, err)
	}
	alt, err := otherWay(readDoubling).Score(hands)
	if err != nil || alt.Players[0].Score != 72 || alt.Players[2].Score != 24 || alt.Times != 4 {
		t.Fatalf("per player: %+v (%v)", alt, err)
	}
	if !slices.Contains(ids(res.Decided), DoublingOnce) || !slices.Contains(ids(alt.Decided), DoublingOnce) {
		t.Errorf("decided %q, %q", res.Decided, alt.Decided)
	}
	if v := textRules.CheckClaim(res, hands, 0, 72); !claim.Departs(v.Readings, DoublingOnce) {
		t.Errorf("a claim of 72: %+v", v.Readings)
	}
	if v := otherWay(readDoubling).CheckClaim(alt, hands, 0, 36); !claim.Departs(v.Readings, DoublingOnce) {
		t.Errorf("a table that doubles per player, a claim of 36: %+v", v.Readings)
	}
	one, _ := textRules.Score(handsOf(t, "Ann=6-6 5-1; Bo=; Cy=2-4; Di=1-1"))
	if len(one.Decided) != 0 {
		t.Errorf("one laid every tile: decided %q", one.Decided)
	}
}

// TestTieLeads: equal lowest scores share the win; the first of them in
// turn order leads, or, read the other way, the one of them who led most
// recently. A shared win names the reading, with whom the other reading
// gives.
func TestTieLeads(t *testing.T) {
	// Ann led; Bo and Di tie with 2.
	hands := handsOf(t, "Ann=6-6; Bo=1-1; Cy=5-5; Di=1-1")
	res, err := textRules.Score(hands)
	if err != nil || !slices.Equal(res.Winners, []int{1, 3}) || res.Leader() != 1 {
		t.Fatalf("%+v (%v)", res, err)
	}
	if !slices.Equal(ids(res.Decided), []claim.DepartureKind{TieLeads}) || !strings.Contains(res.Decided[0].Text, "Bo (of Bo and Di, tied) leads") {
		t.Errorf("decided %q", res.Decided)
	}
	for _, tc := range []struct {
		rules  *Rules
		before []string
		lead   int
		other  string
	}{
		{textRules, nil, 1, "Bo leads"},
		{textRules, []string{"Di", "Bo"}, 1, "Di leads"},
		{otherWay(readTieLeads), []string{"Cy", "Di", "Bo"}, 3, "Bo leads"},
		{otherWay(readTieLeads), []string{"Cy"}, 1, "Bo leads"},
	} {
		lead, ds := tc.rules.NextLeader(res, tc.before)
		if lead != tc.lead || len(ds) != 1 || !strings.HasSuffix(ds[0].Text, tc.other) {
			t.Errorf("led before %v: %d leads, %q", tc.before, lead, ds)
		}
	}
	// The leader among the tied leads by either reading.
	res, _ = textRules.Score(handsOf(t, "Ann=1-1; Bo=6-6; Cy=1-1; Di=5-5"))
	if lead, _ := otherWay(readTieLeads).NextLeader(res, []string{"Cy"}); lead != 0 {
		t.Errorf("Ann led and ties: %d leads", lead)
	}
	if lead, ds := textRules.NextLeader(mustScore(t, "Ann=6-6; Bo=1-1; Cy=5-5; Di=1-2"), nil); lead != 1 || ds != nil {
		t.Errorf("a single winner: %d, %q", lead, ds)
	}
}

func mustScore(t *testing.T, s string) Result {
	t.Helper()
	res, err := textRules.Score(handsOf(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestMatchEnd: the lowest total after the last agreed hand wins; a tie
// shares the match, or, read the other way, the match goes on until the
// tie breaks. The tie names the reading; no agreed end, or hands still to
// play, end nothing.
func TestMatchEnd(t *testing.T) {
	tied := []Standing{{"Ann", 40}, {"Bo", 23}, {"Cy", 23}}
	m := textRules.Match(tied, 8, 8)
	if !m.Over || !slices.Equal(m.Winners, []int{1, 2}) || !slices.Equal(ids(m.Decided), []claim.DepartureKind{MatchEnds}) ||
		!strings.Contains(m.Decided[0].Text, "Bo and Cy share the match with 23") {
		t.Errorf("a tie shared: %+v", m)
	}
	m = otherWay(readMatchEnd).Match(tied, 8, 8)
	if m.Over || m.Winners != nil || !strings.Contains(m.Decided[0].Text, "the match goes on after hand 8") {
		t.Errorf("a tie played on: %+v", m)
	}
	m = otherWay(readMatchEnd).Match([]Standing{{"Ann", 40}, {"Bo", 22}, {"Cy", 23}}, 9, 8)
	if !m.Over || !slices.Equal(m.Winners, []int{1}) || m.Decided != nil {
		t.Errorf("the tie broken: %+v", m)
	}
	for _, played := range []int{7} {
		if m := textRules.Match(tied, played, 8); m.Over || m.Decided != nil {
			t.Errorf("after %d of 8: %+v", played, m)
		}
	}
	if m := textRules.Match(tied, 30, 0); m.Over {
		t.Errorf("no agreed end: %+v", m)
	}
}

// TestReadingsWalk walks the list of readings: each has a hand where it
// matters. The doubling changes a score, and a claim of the other figure
// names it; who leads and who wins are no figure a claim states, so the
// result names tie-leads and match-end with what the other reading
// gives, and that reading gives it.
func TestReadingsWalk(t *testing.T) {
	for i, c := range Choices {
		t.Run(string(c.ID), func(t *testing.T) {
			if c.Text == "" || c.Program == "" || c.Alternative == "" || c.Keys[0] == "" || c.Keys[1] == "" {
				t.Fatalf("the reading is not written out: %+v", c)
			}
			switch i {
			case readDoubling:
				hands := handsOf(t, twoLaid)
				res, _ := textRules.Score(hands)
				alt, _ := otherWay(i).Score(hands)
				if v := textRules.CheckClaim(res, hands, 0, alt.Players[0].Score); alt.Players[0].Score == res.Players[0].Score || !claim.Departs(v.Readings, c.ID) {
					t.Errorf("a claim of %d: %+v", alt.Players[0].Score, v.Readings)
				}
			case readTieLeads:
				res := mustScore(t, "Ann=6-6; Bo=1-1; Cy=5-5; Di=1-1")
				lead, ds := textRules.NextLeader(res, []string{"Di"})
				other, _ := otherWay(i).NextLeader(res, []string{"Di"})
				if lead == other || !slices.Equal(ids(ds), []claim.DepartureKind{c.ID}) || !strings.HasSuffix(ds[0].Text, res.Players[other].Name+" leads") {
					t.Errorf("%d and %d lead, %q", lead, other, ds)
				}
			case readMatchEnd:
				tied := []Standing{{"Ann", 40}, {"Bo", 23}, {"Cy", 23}}
				m, o := textRules.Match(tied, 8, 8), otherWay(i).Match(tied, 8, 8)
				if m.Over == o.Over || !slices.Equal(ids(m.Decided), []claim.DepartureKind{c.ID}) || !strings.HasSuffix(m.Decided[0].Text, "the match goes on after hand 8 until the tie breaks") {
					t.Errorf("%+v, the other way %+v", m, o)
				}
			default:
				t.Fatal("no hand where the reading matters")
			}
		})
	}
}

// TestReadingsClaimedProperty: on random hands, the score under the
// doubling read the other way, claimed, is named by the claim search, and
// every shared win names who leads by tie-leads.
func TestReadingsClaimedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 23))
	checked := map[claim.DepartureKind]int{}
	for range 500 {
		n := 2 + rng.IntN(3)
		size, _ := textRules.DealSize(n)
		set := All()
		rng.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		var hands []Hand
		for p := range n {
			k := rng.IntN(size)
			if rng.IntN(3) == 0 {
				k = 0
			}
			hands = append(hands, Hand{Name: string(rune('A' + p)), Tiles: set[p*size : p*size+k]})
		}
		res, err := textRules.Score(hands)
		if err != nil {
			t.Fatal(err)
		}
		alt, _ := otherWay(readDoubling).Score(hands)
		for i := range hands {
			if alt.Players[i].Score != res.Players[i].Score {
				checked[DoublingOnce]++
				if v := textRules.CheckClaim(res, hands, i, alt.Players[i].Score); !claim.Departs(v.Readings, DoublingOnce) {
					t.Fatalf("%+v, player %d: %d claimed: %+v", hands, i, alt.Players[i].Score, v.Readings)
				}
			}
		}
		if len(res.Winners) > 1 {
			checked[TieLeads]++
			if !slices.Contains(ids(res.Decided), TieLeads) {
				t.Fatalf("%+v: a shared win, decided %q", hands, res.Decided)
			}
		}
	}
	t.Logf("checked: %v", checked)
	if checked[DoublingOnce] == 0 || checked[TieLeads] == 0 {
		t.Errorf("a reading never mattered: %v", checked)
	}
}
