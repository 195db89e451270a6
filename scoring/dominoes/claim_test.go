package dominoes

import (
	"math/rand/v2"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// TestCheckClaim: the readings that give a claimed score, each named.
func TestCheckClaim(t *testing.T) {
	for _, c := range []struct {
		name, hand string
		player     int
		claim      int
		kinds      []claim.DepartureKind // of the one reading expected; nil for none
	}{
		{"agrees", "Ann=6-6 5-1; Bo=; Cy=2-4", 0, 36, nil},
		{"not_doubled", "Ann=6-6 5-1; Bo=; Cy=2-4", 0, 18, []claim.DepartureKind{DepartDoubling}},
		{"doubled_though_nobody_laid_all", "Ann=6-6 5-1; Bo=1-1; Cy=2-4", 0, 36, []claim.DepartureKind{DepartDoubling}},
		{"tiles_not_pips", "Ann=6-6 5-1; Bo=; Cy=2-4", 0, 4, []claim.DepartureKind{DepartTiles}},
		{"tiles_not_pips_not_doubled", "Ann=6-6 5-1; Bo=; Cy=2-4", 0, 2, []claim.DepartureKind{DepartDoubling, DepartTiles}},
		{"no_reading", "Ann=6-6 5-1; Bo=; Cy=2-4", 0, 35, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			hands := handsOf(t, c.hand)
			res, err := textRules.Score(hands)
			if err != nil {
				t.Fatal(err)
			}
			v := textRules.CheckClaim(res, hands, c.player, c.claim)
			if c.kinds == nil {
				if len(v.Readings) != 0 {
					t.Errorf("readings %+v", v.Readings)
				}
				return
			}
			if len(v.Readings) != 1 || len(v.Readings[0].Departures) != len(c.kinds) {
				t.Fatalf("readings %+v", v.Readings)
			}
			for _, k := range c.kinds {
				found := false
				for _, d := range v.Readings[0].Departures {
					found = found || d.Kind == k
				}
				if !found {
					t.Errorf("no %s in %+v", k, v.Readings[0])
				}
			}
		})
	}
}

// TestPropertyClaimDifferences: a reading's differences add up from the
// rules' score to the reading's, and every reading found gives the claim.
func TestPropertyClaimDifferences(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		set := All()
		r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
		hands := []Hand{{"A", set[:r.IntN(8)]}, {"B", set[8 : 8+r.IntN(9)]}}
		res, err := textRules.Score(hands)
		if err != nil {
			t.Fatal(err)
		}
		for i := range hands {
			for _, rd := range textRules.readings(res.Laid, hands[i].Tiles) {
				sum := res.Players[i].Score
				for _, d := range rd.Differences {
					sum += d.Points
				}
				if sum != rd.Points {
					t.Fatalf("%+v: differences reach %d, reading %d", rd, sum, rd.Points)
				}
				v := textRules.CheckClaim(res, hands, i, rd.Points)
				if rd.Points != res.Players[i].Score && len(v.Readings) == 0 {
					t.Fatalf("claim %d: no reading found, yet %+v gives it", rd.Points, rd)
				}
				for _, got := range v.Readings {
					if got.Points != rd.Points {
						t.Fatalf("reading %+v does not give %d", got, rd.Points)
					}
				}
			}
		}
	}
}
