package mac

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
)

// TestCheckClaim: the readings that give a claimed score, each named.
func TestCheckClaim(t *testing.T) {
	for _, c := range []struct {
		name, cards string
		claim       int
		want        int // readings found
		kinds       []claim.DepartureKind
	}{
		{"agrees", "GD E1 F2", 17, 0, nil},
		{"dragon_at_fishing_value", "GD E1 F2", 22, 1, []claim.DepartureKind{DepartValue}},
		{"feng_shui_at_fishing_value", "GD E1 F2", 18, 1, []claim.DepartureKind{DepartValue}},
		{"every_card_one", "GD E1 F2", 3, 1, []claim.DepartureKind{DepartCount}},
		{"two_kinds_at_fishing_value", "GD E1 F2", 30, 1, []claim.DepartureKind{DepartValue, DepartValue}},
		{"suit_cards_at_rank", "3C 7B 9C", 19, 1, []claim.DepartureKind{DepartValue}},
		{"nothing_reaches", "GD E1 F2", 99, 0, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := textRules.CheckClaim(Fished{Name: "Ann", Cards: cards(t, c.cards)}, c.claim)
			if len(v.Readings) != c.want {
				t.Fatalf("readings %+v", v.Readings)
			}
			for _, r := range v.Readings {
				var kinds []claim.DepartureKind
				for _, d := range r.Departures {
					kinds = append(kinds, d.Kind)
				}
				if !slices.Equal(kinds, c.kinds) || r.Points != c.claim {
					t.Errorf("reading %+v", r)
				}
			}
		})
	}
}

// TestPropertyClaimReadings: every reading's differences add up from the
// rules' points to its own, and a claim any reading gives finds readings
// that give it, with no more departures than that one.
func TestPropertyClaimReadings(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 500 {
		bait, _ := randomDeal(rng)
		rules := textRules.PointsOf(bait)
		for _, rd := range textRules.readings(bait) {
			sum := rules
			for _, d := range rd.Differences {
				sum += d.Points
			}
			if sum != rd.Points || len(rd.Departures) > claim.MaxDepartures {
				t.Fatalf("%s: %+v: differences reach %d", format(bait), rd, sum)
			}
			if rd.Points == rules {
				continue
			}
			v := textRules.CheckClaim(Fished{Cards: bait}, rd.Points)
			if len(v.Readings) == 0 || len(v.Readings[0].Departures) > len(rd.Departures) {
				t.Fatalf("%s: claim %d: %+v, yet %+v gives it", format(bait), rd.Points, v.Readings, rd)
			}
			for _, got := range v.Readings {
				if got.Points != rd.Points {
					t.Fatalf("%+v does not give %d", got, rd.Points)
				}
			}
		}
	}
}
