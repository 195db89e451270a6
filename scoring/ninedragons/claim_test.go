package ninedragons_test

import (
	"math/rand/v2"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestReadings: each departure a claimant may take is found when it gives
// exactly the claim, and named.
func TestReadings(t *testing.T) {
	const dragons = "RD RD RD GD GD GD 123c 456c WD WD RF3" // 7: two dragons and a pair 4, semi-pure 3
	tests := []struct {
		name  string
		hand  string
		win   nd.Win
		claim int
		kinds [][]claim.DepartureKind // the departures of each reading, in order
	}{
		{"split_not_worth_most", "111222333s 456s 99s RF3", nd.Win{}, 6, [][]claim.DepartureKind{{nd.DepartSplit}}},
		{"seat_or_source_not_given", dragons, nd.Win{}, 8, [][]claim.DepartureKind{{nd.DepartSeat}, {nd.DepartSource}}},
		{"round", "123c 456c S S S 234b 55b RF3", nd.Win{Seat: nd.East, Source: tiles.Discard}, 1, [][]claim.DepartureKind{{nd.DepartRound}}},
		{"dragons_on_top", dragons, nd.Win{}, 9, [][]claim.DepartureKind{{nd.DragonsReplace}}},
		{"dragons_each", dragons, nd.Win{}, 5, [][]claim.DepartureKind{{nd.DepartDragonsEach}}},
		{"three_dragons_each", "RD RD RD GD GD GD WD WD WD 123c 55c RF3", nd.Win{Seat: nd.East, Source: tiles.Discard}, 6, [][]claim.DepartureKind{{nd.DepartDragonsEach}}},
		{"kong_bonus_alone", "[2222c] 456c 789s 222b 55b RF3", nd.Win{Seat: nd.East, KongReplacement: true}, 1, [][]claim.DepartureKind{{nd.KongBonus}}},
		{"same_wind_once", "[E E E E] 123c 456c 234b 55b RF3", nd.Win{Seat: nd.East, Source: tiles.Discard}, 1,
			[][]claim.DepartureKind{{nd.DepartSameWind}, {nd.DepartRound}, {nd.DepartRound}, {nd.DepartRound}}},
		{"one_seat_flower", "123c 456c 789s 222b 55b RF2 BF2", nd.Win{Seat: nd.South, Source: tiles.Discard}, 1, [][]claim.DepartureKind{{nd.SeatFlowers}}},
		{"pure_not_semi", "111s 222s 333s 456s 99s", nd.Win{Seat: nd.South, Source: tiles.Discard, Discarder: "Bo"}, 11, [][]claim.DepartureKind{{nd.PureNotSemi}}},
		{"honours_alone", "E E E S S S WD WD WD GD GD GD N N RF3", nd.Win{Round: nd.West, Seat: nd.East, Source: tiles.Discard}, 7, [][]claim.DepartureKind{{nd.DepartHonoursAlone}}},
		{"two_departures", dragons, nd.Win{}, 10, [][]claim.DepartureKind{{nd.DepartSeat, nd.DragonsReplace}, {nd.DepartSource, nd.DragonsReplace}}},
		{"no_reading", dragons, nd.Win{}, 30, nil},
		{"agrees", dragons, nd.Win{}, 7, nil},
	}
	g := game(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, res := scored(t, g, tc.hand, tc.win)
			rs := g.Readings(w, res, tc.claim)
			var got [][]claim.DepartureKind
			for _, r := range rs {
				var ks []claim.DepartureKind
				for _, d := range r.Departures {
					ks = append(ks, d.Kind)
					if d.Text == "" {
						t.Errorf("departure %s has no words", d.Kind)
					}
				}
				got = append(got, ks)
			}
			if !sameKinds(got, tc.kinds) {
				t.Errorf("readings %v, want %v (rules %d)", got, tc.kinds, res.Points)
			}
		})
	}
}

func sameKinds(a, b [][]claim.DepartureKind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

// TestReadingsProperties: on random hands and claims, every reading gives
// exactly the claim, its differences lead from the rules' figure to it,
// and all readings kept take the same, fewest, departures.
func TestReadingsProperties(t *testing.T) {
	g := game(t)
	r := rand.New(rand.NewPCG(7, 7))
	found := 0
	for range 150 {
		w := randomWin(r, parse(t, randomHand(r)))
		res, err := g.Score(w)
		if err != nil {
			t.Fatal(err)
		}
		n := max(0, res.Points+r.IntN(9)-4)
		rs := g.Readings(w, res, n)
		found += len(rs)
		for _, rd := range rs {
			sum := res.Points
			for _, d := range rd.Differences {
				sum += d.Points
			}
			if rd.Points != n || sum != n || len(rd.Departures) == 0 || len(rd.Departures) > claim.MaxDepartures ||
				len(rd.Departures) != len(rs[0].Departures) {
				t.Errorf("%s claim %d: reading %+v (rules %d)", nd.FormatSplit(res.Split), n, rd, res.Points)
			}
		}
		if n == res.Points && rs != nil {
			t.Errorf("a claim that agrees has readings %+v", rs)
		}
	}
	if found == 0 {
		t.Error("no random claim had a reading; the property tests nothing")
	}
}
