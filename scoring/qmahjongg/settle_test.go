package qmahjongg_test

import (
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
)

func table(t *testing.T, names ...string) q.Table {
	t.Helper()
	tb, err := q.NewTable(names)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// TestBookletAmounts: at the booklet's stake (2 for a player at one Fang)
// half pays 1/2 … six 64/128 (player/banker).
func TestBookletAmounts(t *testing.T) {
	want := [][2]int{{1, 2}, {2, 4}, {4, 8}, {8, 16}, {16, 32}, {32, 64}, {64, 128}}
	for l, w := range want {
		if p, b := q.Amount(q.Level(l), 2, false), q.Amount(q.Level(l), 2, true); p != w[0] || b != w[1] {
			t.Errorf("%s Fang: %d/%d, want %d/%d", q.Level(l), p, b, w[0], w[1])
		}
	}
	if got := q.Amount(3, 10, false); got != 40 {
		t.Errorf("3 Fang at stake 10: %d, want 40", got)
	}
}

// TestSettlement: self-drawn everyone pays, the banker double; on a
// discard the discarder pays for all.
func TestSettlement(t *testing.T) {
	four := []string{"Ann", "Bo", "Cy", "Di"}
	for _, tc := range []struct {
		name      string
		players   []string
		winner    string
		selfDrawn bool
		discarder string
		level     q.Level
		stake     int
		want      map[string]int
	}{
		{"player_self_drawn_banker_pays_double", four, "Bo", true, "", 1, 2, map[string]int{"Ann": -4, "Bo": 8, "Cy": -2, "Di": -2}},
		{"banker_self_drawn_collects_banker_amount", four, "Ann", true, "", 1, 2, map[string]int{"Ann": 12, "Bo": -4, "Cy": -4, "Di": -4}},
		{"discarder_pays_for_all", four, "Bo", false, "Cy", 1, 2, map[string]int{"Ann": 0, "Bo": 8, "Cy": -8, "Di": 0}},
		{"banker_discards_pays_for_all", four, "Di", false, "Ann", 2, 2, map[string]int{"Ann": -16, "Bo": 0, "Cy": 0, "Di": 16}},
		{"banker_wins_on_discard", four, "Ann", false, "Bo", 2, 2, map[string]int{"Ann": 24, "Bo": -24, "Cy": 0, "Di": 0}},
		{"half_fang_halves", four, "Cy", true, "", q.Half, 2, map[string]int{"Ann": -2, "Bo": -1, "Cy": 4, "Di": -1}},
		{"six_fang_64_128", four, "Bo", true, "", 6, 2, map[string]int{"Ann": -128, "Bo": 256, "Cy": -64, "Di": -64}},
		{"stake_scales", four, "Bo", true, "", 1, 10, map[string]int{"Ann": -20, "Bo": 40, "Cy": -10, "Di": -10}},
		{"two_players", []string{"Ann", "Bo"}, "Bo", true, "", 3, 2, map[string]int{"Ann": -16, "Bo": 16}},
		{"three_players_discard", []string{"Ann", "Bo", "Cy"}, "Cy", false, "Bo", 1, 2, map[string]int{"Ann": 0, "Bo": -6, "Cy": 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := table(t, tc.players...).Settle(tc.winner, tc.selfDrawn, tc.discarder, tc.level, tc.stake)
			if err != nil {
				t.Fatal(err)
			}
			if !maps.Equal(s.Transfers, tc.want) {
				t.Errorf("transfers %v, want %v", s.Transfers, tc.want)
			}
			if s.Total != tc.want[tc.winner] {
				t.Errorf("total %d, want %d", s.Total, tc.want[tc.winner])
			}
			paid := 0
			for _, p := range s.Losers {
				paid += p.Amount
				if tc.want[p.Name] != -p.Amount {
					t.Errorf("%s pays %d, transfers say %d", p.Name, p.Amount, tc.want[p.Name])
				}
			}
			if paid != s.Total {
				t.Errorf("losers pay %d, the winner collects %d", paid, s.Total)
			}
		})
	}
}

// TestSettlementRefuses: an odd stake, a stranger, winning on one's own
// discard.
func TestSettlementRefuses(t *testing.T) {
	tb := table(t, "Ann", "Bo", "Cy")
	for _, tc := range []struct {
		name, winner, discarder string
		selfDrawn               bool
		stake                   int
		want                    string
	}{
		{"odd_stake", "Bo", "", true, 3, "stake 3: it must be even"},
		{"zero_stake", "Bo", "", true, 0, "must be even and at least 2"},
		{"stake_that_would_overflow", "Bo", "", true, 1 << 62, "must be 1000000 or less"},
		{"unknown_winner", "Zed", "", true, 2, "Zed is not at the table; the players are Ann, Bo, Cy"},
		{"unknown_discarder", "Bo", "Zed", false, 2, "Zed is not at the table"},
		{"own_discard", "Bo", "Bo", false, 2, "cannot win on his own discard"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tb.Settle(tc.winner, tc.selfDrawn, tc.discarder, 1, tc.stake)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestFalseDeclaration: a banker pays 128 to everyone, a player 128 to
// the banker and 64 to the others (default stake); it scales with it.
func TestFalseDeclaration(t *testing.T) {
	tb := table(t, "Ann", "Bo", "Cy", "Di")
	for _, tc := range []struct {
		name, offender string
		stake          int
		want           map[string]int
	}{
		{"banker_pays_128_to_everyone", "Ann", 2, map[string]int{"Ann": -384, "Bo": 128, "Cy": 128, "Di": 128}},
		{"player_pays_128_banker_64_others", "Cy", 2, map[string]int{"Ann": 128, "Bo": 64, "Cy": -256, "Di": 64}},
		{"scales_with_stake", "Cy", 4, map[string]int{"Ann": 256, "Bo": 128, "Cy": -512, "Di": 128}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tb.FalseDeclaration(tc.offender, tc.stake, 6)
			if err != nil || !maps.Equal(got, tc.want) {
				t.Errorf("transfers %v, %v; want %v", got, err, tc.want)
			}
		})
	}
	if _, err := tb.FalseDeclaration("Zed", 2, 6); err == nil {
		t.Error("a stranger's false declaration was settled")
	}
	if tr, err := tb.FalseDeclaration("Ann", 1<<62, 6); err == nil {
		t.Errorf("a stake of 2^62 was settled: %v", tr)
	}
}

// TestTransfersSumToZero: every settlement and penalty of random tables
// sums to zero and lists every player.
func TestTransfersSumToZero(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	names := []string{"Ann", "Bo", "Cy", "Di"}
	for i := 0; i < 500; i++ {
		tb := table(t, names[:2+rng.IntN(3)]...)
		n := len(tb.Players)
		winner := tb.Players[rng.IntN(n)]
		discarder := tb.Players[(slices.Index(tb.Players, winner)+1+rng.IntN(n-1))%n]
		stake := 2 * (1 + rng.IntN(5))
		s, err := tb.Settle(winner, rng.IntN(2) == 0, discarder, q.Level(rng.IntN(7)), stake)
		if err != nil {
			t.Fatal(err)
		}
		pen, err := tb.FalseDeclaration(winner, stake, 6)
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range []map[string]int{s.Transfers, pen} {
			sum := 0
			for _, v := range tr {
				sum += v
			}
			if sum != 0 || len(tr) != n {
				t.Errorf("transfers %v: sum %d, %d players of %d", tr, sum, len(tr), n)
			}
		}
	}
}

// TestTableRoundsAndSeats: as many rounds as players; a seat must be the
// winner's.
func TestTableRoundsAndSeats(t *testing.T) {
	three := table(t, "Ann", "Bo", "Cy")
	for _, tc := range []struct {
		name   string
		tb     q.Table
		ctx    q.Context
		winner string
		want   string
	}{
		{"three_players_no_north_round", three, q.Context{Round: "N"}, "", "round N: with 3 players the rounds are E, S, W"},
		{"two_players_no_west_round", table(t, "Ann", "Bo"), q.Context{Round: "W"}, "", "with 2 players the rounds are E, S"},
		{"seat_nobody_holds", three, q.Context{Round: "E", Seat: "N"}, "", "seat N: with 3 players the locations are E, S, W"},
		{"seat_contradicts_winner", three, q.Context{Round: "E", Seat: "W"}, "Bo", "seat W, but Bo sits S"},
		{"winner_not_at_table", three, q.Context{Round: "E"}, "Zed", "Zed is not at the table"},
		{"agreeing_seat", three, q.Context{Round: "W", Seat: "S"}, "Bo", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.tb.CheckContext(tc.ctx, tc.winner)
			if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
	for _, names := range [][]string{{"Ann"}, {"A", "B", "C", "D", "E"}, {"Ann", "Ann"}, {"Ann", "B=o"}} {
		if _, err := q.NewTable(names); err == nil {
			t.Errorf("NewTable(%q) succeeded", names)
		}
	}
	if s, _ := three.Seat("Cy"); s != "W" {
		t.Errorf("Cy sits %s, want W", s)
	}
}
