package qmahjongg_test

import (
	"fmt"
	"testing"

	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// noMatch is a context in which no wind of the test hands (W3, N4) matches
// the scorer's location (South) or the round (East), won on a discard.
var noMatch = onDiscard("E", "S")

func level(t *testing.T, s string) q.Level {
	t.Helper()
	l, err := q.ParseLevel(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

type fangCase struct {
	name, hand string
	ctx        q.Context
	want       string
}

func checkFang(t *testing.T, tests []fangCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := score(t, tc.hand, tc.ctx)
			if res.Fang != level(t, tc.want) {
				t.Errorf("%s: %s Fang (%s), want %s", tc.hand, res.Fang, render(res), tc.want)
			}
		})
	}
}

// TestBaseClasses: two sequences are half Fang, a pong (or gong) of winds
// or GD with a sequence 2, two of them 4.
func TestBaseClasses(t *testing.T) {
	checkFang(t, []fangCase{
		{"chicken_chow_half", "1C 2C 3C 4B 5B 6B W3 F1", noMatch, "half"},
		{"pong_and_sequence_2", "N4 N4 N4 1C 2C 3C W3 F1", noMatch, "2"},
		{"two_pongs_4", "N4 N4 N4 W3 W3 W3 7S F1", noMatch, "4"},
		{"gong_and_sequence_2", "[N4 N4 N4 N4] 1C 2C 3C W3 F1", noMatch, "2"},
		{"two_gongs_4", "[N4 N4 N4 N4] [W3 W3 W3 W3] 5S F1", noMatch, "4"},
		{"exposed_sequence_is_a_group", "[1C 2C 3C] 4B 5B 6B W3 F1", noMatch, "half"},
	})
}

// TestAdditions: every addition of the reconstruction and the booklet.
func TestAdditions(t *testing.T) {
	selfDrawn := q.Context{Round: "E", Seat: "S", Source: tiles.SelfDrawn}
	ownGong := q.Context{Round: "E", Seat: "S", Source: tiles.SelfDrawn, GongReplacement: q.OwnGong}
	discardGong := q.Context{Round: "E", Seat: "S", GongReplacement: q.DiscardGong}
	checkFang(t, []fangCase{
		{"green_dragon_eyes_1", "GD GD 1C 2C 3C 4B 5B F1", noMatch, "1"},
		{"green_dragon_pong_1", "GD GD GD 1C 2C 3C W3 F1", noMatch, "3"},
		{"green_dragon_gong_1", "[GD GD GD GD] 1C 2C 3C W3 F1", noMatch, "3"},
		{"green_dragon_pong_and_eyes_2", "GD GD GD GD F1 1C 2C 3C", noMatch, "4"},
		{"seat_wind_pong_1", "S2 S2 S2 1C 2C 3C W3 F1", noMatch, "3"},
		{"round_wind_pong_1", "E1 E1 E1 1C 2C 3C W3 F1", noMatch, "3"},
		{"seat_and_round_eyes_2", "E1 E1 1C 2C 3C 4B 5B F1", onDiscard("E", "E"), "2"},
		{"seat_and_round_pong_2", "E1 E1 E1 1C 2C 3C W3 F1", onDiscard("E", "E"), "4"},
		{"no_seat_no_location_item", "S2 S2 S2 1C 2C 3C W3 F1", onDiscard("E", ""), "2"},
		{"no_wild_1", "N4 N4 N4 1C 2C 3C W3 W3", noMatch, "3"},
		{"no_wild_half_to_1", "1C 2C 3C 4B 5B 6B W3 W3", noMatch, "1"},
		{"self_drawn_1", "N4 N4 N4 1C 2C 3C W3 F1", selfDrawn, "3"},
		{"unknown_source_adds_nothing", "N4 N4 N4 1C 2C 3C W3 F1", q.Context{Round: "E", Seat: "S"}, "2"},
		{"own_gong_replacement_2_instead", "[N4 N4 N4 N4] 1C 2C 3C W3 F1", ownGong, "4"},
		{"discard_gong_replacement_counts_as_self_drawn", "[N4 N4 N4 N4] 1C 2C 3C W3 F1", discardGong, "3"},
		{"natural_and_self_drawn_2", "N4 N4 N4 1C 2C 3C W3 W3", selfDrawn, "4"},
	})
}

// TestSpecials: each special occasion is 6 Fang outright.
func TestSpecials(t *testing.T) {
	checkFang(t, []fangCase{
		{"banker_first_draw_6", "1C 2C 3C 4B 5B 6B W3 F1", q.Context{Round: "E", Seat: "E", BankerFirstDraw: true}, "6"},
		{"banker_first_discard_6", "1C 2C 3C 4B 5B 6B W3 F1", q.Context{Round: "E", Seat: "S", Source: tiles.Discard, BankerFirstDiscard: true}, "6"},
		{"five_wilds_6", "F1 F2 F3 F4 F5 1C 5C 9C", noMatch, "6"},
		{"five_wilds_in_an_exposed_group_6", "[F1 F2 F3] F4 F5 1C 2C 3C", noMatch, "6"},
	})
	res := score(t, "F1 F2 F3 F4 F5 1C 5C 9C", noMatch)
	if !res.Special || len(res.Items) != 1 || res.Items[0].Name != "five wild cards" {
		t.Errorf("five wilds items: %s", render(res))
	}
	if !(q.Context{BankerFirstDraw: true}).SelfDrawn() {
		t.Error("a win before the banker's first discard is not counted as self-drawn")
	}
}

// TestLimit: six Fang is the limit; the items say what was cut.
func TestLimit(t *testing.T) {
	ctx := q.Context{Round: "E", Seat: "E", Source: tiles.SelfDrawn}
	res := score(t, "[GD GD GD GD] E1 E1 E1 N4 N4", ctx)
	// two pongs 4, GD gong 1, East pong 1 + 1, no wild 1, self-drawn 1 = 9.
	if res.Fang != 6 {
		t.Fatalf("Fang %s (%s), want 6", res.Fang, render(res))
	}
	last := res.Items[len(res.Items)-1]
	if last.Name != "limit" || last.Fang() != -3 {
		t.Errorf("last item %+v, want the limit taking off 3", last)
	}
}

// bookletCase is a condition the booklet prints under one of its lost
// pictures, with the hand the reconstruction reads there (holding a wild
// card, won on a discard): for every location and round where the
// condition holds, the hand is worth want.
type bookletCase struct {
	name, hand string
	cond       func(seat, round string) bool
	want       string
}

func in(x string, xs ...string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// TestBookletConditions: every condition printed in the booklet holds for
// the reconstruction, at every location and round where it applies.
func TestBookletConditions(t *testing.T) {
	const (
		westEyes  = "W3 F1 1C 2C 3C 4B 5B 6B"
		eastEyes  = "E1 F1 1C 2C 3C 4B 5B 6B"
		southGD   = "S2 S2 S2 GD F1 1C 2C 3C"
		northEast = "N4 N4 N4 E1 F1 1C 2C 3C"
		eastWest  = "E1 E1 E1 W3 F1 1C 2C 3C"
		northGD   = "N4 N4 N4 GD F1 1C 2C 3C"
	)
	xor := func(a, b bool) bool { return a != b }
	tests := []bookletCase{
		{"half_not_W_and_not_W_round", westEyes, func(s, r string) bool { return s != "W" && r != "W" }, "half"},
		{"one_E_or_E_round", eastEyes, func(s, r string) bool { return xor(s == "E", r == "E") }, "1"},
		{"one_E_or_E_round_both_is_2", eastEyes, func(s, r string) bool { return s == "E" && r == "E" }, "2"},
		{"two_W_and_W_round", westEyes, func(s, r string) bool { return s == "W" && r == "W" }, "2"},
		{"two_not_S_or_N_and_not_S_or_N_round", "S2 S2 S2 N4 F1 1C 2C 3C", func(s, r string) bool { return !in(s, "S", "N") && !in(r, "S", "N") }, "2"},
		{"two_not_S_or_N_and_not_S_or_N_round_north_pong", "N4 N4 N4 S2 F1 1C 2C 3C", func(s, r string) bool { return !in(s, "S", "N") && !in(r, "S", "N") }, "2"},
		{"three_not_S_and_not_S_round", southGD, func(s, r string) bool { return s != "S" && r != "S" }, "3"},
		{"three_E_and_not_E_or_N_round", northEast, func(s, r string) bool { return s == "E" && !in(r, "E", "N") }, "3"},
		{"four_S_or_S_round", southGD, func(s, r string) bool { return xor(s == "S", r == "S") }, "4"},
		{"four_S_or_S_round_both_is_5", southGD, func(s, r string) bool { return s == "S" && r == "S" }, "5"},
		{"four_W_or_E_location_in_E_or_W_round", eastWest, func(s, r string) bool { return in(s, "E", "W") && in(r, "E", "W") }, "4"},
		{"five_N_and_N_round", northGD, func(s, r string) bool { return s == "N" && r == "N" }, "5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			for _, seat := range q.Seats {
				for _, round := range q.Seats {
					if !tc.cond(seat, round) {
						continue
					}
					n++
					res := score(t, tc.hand, onDiscard(round, seat))
					if res.Fang != level(t, tc.want) {
						t.Errorf("scorer at %s, %s round: %s Fang (%s), want %s", seat, round, res.Fang, render(res), tc.want)
					}
				}
			}
			if n == 0 {
				t.Fatal("the condition holds nowhere")
			}
		})
	}
}

// TestBookletConditionsAreExact: where the booklet's condition is the
// whole story (the printed level and no other), the hand is worth the
// printed level exactly where the condition holds.
func TestBookletConditionsAreExact(t *testing.T) {
	for _, tc := range []bookletCase{
		{"half_west_eyes", "W3 F1 1C 2C 3C 4B 5B 6B", func(s, r string) bool { return s != "W" && r != "W" }, "half"},
		{"two_south_pong_north_eyes", "S2 S2 S2 N4 F1 1C 2C 3C", func(s, r string) bool { return !in(s, "S", "N") && !in(r, "S", "N") }, "2"},
		{"three_south_pong_gd_eyes", "S2 S2 S2 GD F1 1C 2C 3C", func(s, r string) bool { return s != "S" && r != "S" }, "3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, seat := range q.Seats {
				for _, round := range q.Seats {
					res := score(t, tc.hand, onDiscard(round, seat))
					if got := res.Fang == level(t, tc.want); got != tc.cond(seat, round) {
						t.Errorf("scorer at %s, %s round: %s Fang; condition holds: %v", seat, round, res.Fang, tc.cond(seat, round))
					}
				}
			}
		})
	}
}

// TestPrintedLevelsAreBeforeAdditions: the booklet's pictured hands hold a
// wild and are won on a discard; a natural hand adds 1, self-drawn 1.
func TestPrintedLevelsAreBeforeAdditions(t *testing.T) {
	for _, tc := range []struct {
		hand string
		ctx  q.Context
		want string
	}{
		{"S2 S2 S2 GD F1 1C 2C 3C", onDiscard("E", "E"), "3"},
		{"S2 S2 S2 GD GD 1C 2C 3C", onDiscard("E", "E"), "4"},
		{"S2 S2 S2 GD GD 1C 2C 3C", q.Context{Round: "E", Seat: "E", Source: tiles.SelfDrawn}, "5"},
	} {
		t.Run(fmt.Sprintf("%s_%d", tc.want, tc.ctx.Source), func(t *testing.T) {
			if res := score(t, tc.hand, tc.ctx); res.Fang != level(t, tc.want) {
				t.Errorf("%s: %s (%s), want %s", tc.hand, res.Fang, render(res), tc.want)
			}
		})
	}
}
