package ninedragons_test

import (
	"strings"
	"testing"

	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// pointsCase is a hand, its context and the items it must earn, in the
// order of the points table.
type pointsCase struct {
	name   string
	hand   string
	win    nd.Win // Hand is filled in
	items  string
	points int
}

// TestPoints: every item of the points table, with the readings of
// docs/rules/nine-dragons.md. RF3 in a hand without a seat (or another
// seat) only stops the no-flowers item.
func TestPoints(t *testing.T) {
	self := nd.Win{Source: tiles.SelfDrawn}
	tests := []pointsCase{
		{"complete_hand_0", "123c 456c 789s 222b 55b RF3", nd.Win{}, "", 0},
		{"four_chows_1", "123c 456c 789s 234b 55b RF3", nd.Win{}, "four chows=1", 1},
		{"four_chows_shown_count", "[123c] [456c] 789s 234b 55b RF3", nd.Win{}, "four chows=1", 1},
		{"four_pongs_3", "111c 555s 999b [2222c] 55b RF3", nd.Win{}, "four pongs=3", 3},
		{"three_pongs_and_a_chow_0", "111c 555s 999b 234c 55b RF3", nd.Win{}, "", 0},
		{"self_pick_1", "123c 456c 789s 222b 55b RF3", self, "self-pick=1", 1},
		{"discard_no_self_pick", "123c 456c 789s 222b 55b RF3", nd.Win{Source: tiles.Discard, Discarder: "Bo"}, "", 0},
		{"kong_replacement_2_in_all", "123c 456c 789s [2222b] 55b RF3", nd.Win{KongReplacement: true}, "self-pick=1, kong replacement=1", 2},
		{"kong_replacement_with_self_drawn", "123c 456c 789s [2222b] 55b RF3", nd.Win{KongReplacement: true, Source: tiles.SelfDrawn}, "self-pick=1, kong replacement=1", 2},
		{"dragon_pong_each_1", "123c 456c RD RD RD 234b 55b RF3", nd.Win{}, "dragon pong=1", 1},
		{"dragon_kong_1", "123c 456c [RD RD RD RD] 234b 55b RF3", nd.Win{}, "dragon pong=1", 1},
		{"two_dragon_pongs_1_each", "123c RD RD RD [GD GD GD GD] 234b 55b RF3", nd.Win{}, "dragon pong=1, dragon pong=1", 2},
		{"two_dragons_and_pair_4", "123c RD RD RD GD GD GD 234b WD WD RF3", nd.Win{}, "two dragons and a pair=4", 4},
		{"three_dragons_6", "123c RD RD RD GD GD GD WD WD WD 55b RF3", nd.Win{}, "three dragons=6", 6},
		{"dragon_pair_alone_0", "123c 456c 789s 234b RD RD RF3", nd.Win{}, "four chows=1", 1},
		{"round_wind_1", "123c 456c S S S 234b 55b RF3", nd.Win{Round: nd.South}, "round wind=1", 1},
		{"round_default_east", "123c 456c E E E 234b 55b RF3", nd.Win{}, "round wind=1", 1},
		{"seat_wind_1", "123c 456c W W W 234b 55b RF1", nd.Win{Seat: nd.West}, "seat wind=1", 1},
		{"round_and_seat_same_wind_2", "123c 456c [E E E E] 234b 55b RF3", nd.Win{Seat: nd.East}, "round wind=1, seat wind=1", 2},
		{"other_wind_0", "123c 456c N N N 234b 55b RF1", nd.Win{Seat: nd.West}, "", 0},
		{"wind_pair_0", "123c 456c 789s 234b E E RF3", nd.Win{Seat: nd.East}, "four chows=1", 1},
		{"no_flowers_1", "123c 456c 789s 222b 55b", nd.Win{}, "no flowers=1", 1},
		{"no_flowers_needs_no_seat", "123c 456c 789s 222b 55b", nd.Win{Seat: nd.North}, "no flowers=1", 1},
		{"seat_flowers_red_and_blue_1_each", "123c 456c 789s 222b 55b RF2 BF2 RF3", nd.Win{Seat: nd.South}, "seat flower=1, seat flower=1", 2},
		{"seat_flower_needs_seat", "123c 456c 789s 222b 55b RF2 BF2", nd.Win{}, "", 0},
		{"all_four_red_1", "RF1 123c RF2 456c 789s RF3 222b 55b RF4", nd.Win{}, "all four red flowers=1", 1},
		{"all_four_blue_1", "123c 456c 789s 222b 55b BF4 BF3 BF2 BF1", nd.Win{}, "all four blue flowers=1", 1},
		{"all_eight_flowers_as_north_4", "123c 456c 789s 222b 55b RF1 RF2 RF3 RF4 BF1 BF2 BF3 BF4", nd.Win{Seat: nd.North},
			"seat flower=1, seat flower=1, all four red flowers=1, all four blue flowers=1", 4},
		{"semi_pure_3", "123s 456s N N N 789s 55s RF3", nd.Win{}, "semi-pure=3", 3},
		{"semi_pure_honour_pair", "123s 456s 789s 111s GD GD RF3", nd.Win{}, "semi-pure=3", 3},
		{"two_suits_and_honours_0", "123s 456s N N N 789c 55s RF3", nd.Win{}, "", 0},
		{"pure_6", "123s 456s 789s 222s 55s RF3", nd.Win{}, "pure=6", 6},
		{"pure_counts_shown_sets", "[123c] 456s 789s 222s 55s RF3", nd.Win{}, "", 0},
		{"pure_with_shown_sets", "[123s] [4444s] 789s 222s 55s RF3", nd.Win{}, "pure=6", 6},
		{"honours_only_7_adds_to_pongs_and_dragons", "E E E S S S WD WD WD GD GD GD N N RF3", nd.Win{Round: nd.West},
			"four pongs=3, dragon pong=1, dragon pong=1, honours only=7", 12},
		{"everything_in_order", "[E E E E] 111s 222s 333s 99s RF1", nd.Win{Seat: nd.East, KongReplacement: true},
			"four pongs=3, self-pick=1, kong replacement=1, round wind=1, seat wind=1, seat flower=1, semi-pure=3", 11},
	}
	g := game(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, res := scored(t, g, tc.hand, tc.win)
			if got := itemList(res.Items); got != tc.items || res.Points != tc.points {
				t.Errorf("items %q = %d, want %q = %d (split %s)", got, res.Points, tc.items, tc.points, nd.FormatSplit(res.Split))
			}
			for _, it := range res.Items {
				if it.Reason == "" {
					t.Errorf("item %s has no reason", it.Name)
				}
			}
		})
	}
}

// TestBestSplitNotFirst: 111222333s can be three pongs or three chows;
// the engine finds the pongs first, and the chows are worth more beside
// 456s (four chows) while the pongs are worth more beside 999s (four
// pongs). The split worth most is used either way.
func TestBestSplitNotFirst(t *testing.T) {
	g := game(t)
	for _, tc := range []struct {
		hand, split string
		points      int
	}{
		{"111222333s 456s 99s RF3", "1s 2s 3s  1s 2s 3s  1s 2s 3s  4s 5s 6s  9s 9s", 7},
		{"111222333s 999s 55s RF3", "1s 1s 1s  2s 2s 2s  3s 3s 3s  9s 9s 9s  5s 5s", 9},
	} {
		h := parse(t, tc.hand)
		res, err := g.Score(nd.Win{Hand: h})
		if err != nil {
			t.Fatal(err)
		}
		if got := nd.FormatSplit(res.Split); got != tc.split || res.Points != tc.points {
			t.Errorf("%s: best %s = %d, want %s = %d", tc.hand, got, res.Points, tc.split, tc.points)
		}
		if len(res.Alternatives) == 0 || res.Alternatives[0].Points >= res.Points {
			t.Errorf("%s: alternatives %+v, want a worse one", tc.hand, res.Alternatives)
		}
	}
	first := nd.Splits(parse(t, "111222333s 456s 99s"))[0]
	if nd.FormatSplit(first) != "1s 1s 1s  2s 2s 2s  3s 3s 3s  4s 5s 6s  9s 9s" {
		t.Errorf("the engine's first split is %s; the test needs the pongs first", nd.FormatSplit(first))
	}
}

// TestKongReplacementRefused: a kong replacement win is self-drawn and
// needs a kong.
func TestKongReplacementRefused(t *testing.T) {
	g := game(t)
	for _, tc := range []struct {
		name, hand string
		src        tiles.Source
		want       string
	}{
		{"on_a_discard", "123c 456c 789s [2222b] 55b", tiles.Discard, "cannot also be on a discard"},
		{"without_a_kong", "123c 456c 789s 222b 55b", tiles.SourceUnknown, "the hand shows none"},
		{"four_alike_unbracketed_is_no_kong", "123c 456c 789s 222b 55b", tiles.SelfDrawn, "the hand shows none"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := g.Score(nd.Win{Hand: parse(t, tc.hand), Source: tc.src, Discarder: "Bo", KongReplacement: true})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// TestLeftOut: without a seat or a source the items they decide are left
// out, and the result says so.
func TestLeftOut(t *testing.T) {
	g := game(t)
	res, err := g.Score(nd.Win{Hand: parse(t, "123c 456c 789s 222b 55b")})
	if err != nil {
		t.Fatal(err)
	}
	if res.Round != nd.East || len(res.LeftOut) != 2 || !strings.Contains(res.LeftOut[0], "seat") || !strings.Contains(res.LeftOut[1], "self-pick") {
		t.Errorf("round %v, left out %q", res.Round, res.LeftOut)
	}
	res, err = g.Score(nd.Win{Hand: parse(t, "123c 456c 789s 222b 55b"), Seat: nd.South, Source: tiles.Discard})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.LeftOut) != 0 {
		t.Errorf("left out %q with a seat and a source", res.LeftOut)
	}
}

// TestMinimumHand: a hand worth less than the session's minimum may not
// win, and the refusal says when items were left out; a minimum the
// rules do not offer is refused.
func TestMinimumHand(t *testing.T) {
	g := game(t)
	res, err := g.Score(nd.Win{Hand: parse(t, "123c 456c 789s 222b 55b")})
	if err != nil {
		t.Fatal(err)
	}
	if err := res.Meets(1); err != nil {
		t.Errorf("1 point meets a minimum of 1: %v", err)
	}
	err = res.Meets(2)
	if err == nil || !strings.Contains(err.Error(), "worth 1 and the session's minimum hand is 2") || !strings.Contains(err.Error(), "left out") {
		t.Errorf("minimum 2: %v", err)
	}
	res, _ = g.Score(nd.Win{Hand: parse(t, "123c 456c 789s 222b 55b RF3"), Seat: nd.East, Source: tiles.Discard})
	if err := res.Meets(1); err == nil || strings.Contains(err.Error(), "left out") {
		t.Errorf("0 points with full context, minimum 1: %v", err)
	}
	for m := 0; m <= 3; m++ {
		if err := g.Rules.CheckMinimum(m); err != nil {
			t.Errorf("minimum %d: %v", m, err)
		}
	}
	if err := g.Rules.CheckMinimum(4); err == nil || !strings.Contains(err.Error(), "choose 0, 1, 2, 3") {
		t.Errorf("minimum 4: %v", err)
	}
}

// TestNotComplete: fourteen tiles that do not form four sets and a pair.
func TestNotComplete(t *testing.T) {
	_, err := game(t).Score(nd.Win{Hand: parse(t, "123c 456c 789s 224b 55b")})
	if err == nil || !strings.Contains(err.Error(), "not complete") {
		t.Errorf("error %v", err)
	}
}

// TestCountsInWords: a count of one point takes the singular, in the
// minimum hand and in a ruleset's chart.
func TestCountsInWords(t *testing.T) {
	r := *game(t).Rules
	r.Minimums = []int{0, 2}
	if err := r.CheckMinimum(1); err == nil || !strings.Contains(err.Error(), "a minimum hand of 1 point is not") {
		t.Errorf("minimum 1: %v", err)
	}
	for _, c := range []struct {
		name  string
		chart []nd.Band
		want  string
	}{
		{"starts_at_1_point", []nd.Band{{Min: 1, Open: true, Chips: 1}}, "band 1 starts at 1 point; "},
		{"ends_at_1_point", []nd.Band{{Min: 0, Max: 5, Chips: 1}, {Min: 6, Max: 1, Chips: 2}, {Min: 2, Open: true, Chips: 3}}, "band 2 ends at 1 point, "},
	} {
		t.Run(c.name, func(t *testing.T) {
			r.Chart = c.chart
			if err := r.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v, want %q", err, c.want)
			}
		})
	}
}
