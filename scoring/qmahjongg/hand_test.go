package qmahjongg_test

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestParseHandRefuses: every bad hand is refused in one line naming the
// token and what would be right.
func TestParseHandRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, hand string
		want       []string
	}{
		{"bare_S_could_be_South_or_Scripts", "S 1C 2C 3C 4B 5B 6B F1", []string{`qmahjongg: "S" at column 1`, "S2", "2S"}},
		{"bare_2_could_be_South_or_a_rank", "W3 W3 2 3C 4C 5B 6B 7B", []string{`"2" at column 7`, "S2", "2S"}},
		{"unknown_card", "X9 1C 2C 3C 4B 5B 6B F1", []string{`"X9"`, "E1 S2 W3 N4"}},
		{"suit_card_twice", "1C 1C 2C 3C 4B 5B 6B F1", []string{`"1C" at column 4`, "only one"}},
		{"five_winds", "E1 E1 E1 E1 E1 1C 2C 3C", []string{`"E1" at column 13`, "only 4"}},
		{"wrong_count_11", "N4 N4 N4 N4 1C 2C 3C W3 W3 GD GD", []string{"holds 11 cards", "holds 8 cards (one more per gong)", "cannot win this hand"}},
		{"wrong_count_7", "N4 N4 N4 1C 2C 3C W3", []string{"holds 7 cards", "cannot win this hand"}},
		{"wrong_count_with_gong", "[N4 N4 N4 N4] 1C 2C 3C W3 F1 5S 6S", []string{"holds 11 cards", "with 1 gong holds 9 cards", "cannot win this hand"}},
		{"more_gongs_in_hand_than_groups", "[E1 E1 E1] [S2 S2 S2] N4 N4 N4", []string{"holds 9 cards", "holds 8 cards", "cannot win this hand"}},
		{"parentheses", "(N4 N4 N4) 1C 2C 3C W3 F1", []string{`"(N4 N4 N4)"`, "square brackets"}},
		{"exposed_not_a_group", "[E1 S2 W3] 1C 2C 3C W3 F1", []string{`"[E1 S2 W3]" at column 1`, "is no group"}},
		{"exposed_winds_with_a_suit_card", "[1C F1 E1] 4C 5C 6C W3 W3", []string{`"[1C F1 E1]"`, "is no group"}},
		{"gong_of_a_sequence", "[1C 2C 3C 4C] 5B 6B 7B W3 W3", []string{"is no gong"}},
		{"group_of_two", "[W3 W3] 1C 2C 3C 4B 5B 6B", []string{"holds 3 cards, a gong 4; this one holds 2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := q.ParseHand(tc.hand)
			if err == nil {
				t.Fatalf("ParseHand(%q) succeeded", tc.hand)
			}
			msg := err.Error()
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%q does not say %q", msg, w)
				}
			}
			if strings.Contains(msg, "\n") || strings.Count(msg, "qmahjongg:") != 1 {
				t.Errorf("%q is not one line with one prefix", msg)
			}
		})
	}
}

// TestGongInHand: a gong the player drew himself and did not lay out is
// still a gong; the number of cards says how many are in hand. The issue's
// example: a gong of North in hand, a sequence, East eyes, North scorer in
// the East round, self-drawn: a pong and a sequence 2, North gong location
// +1, East eyes round +1, no wild +1, self-drawn +1: 6 Fang. A wild card
// may stand in a gong in hand as in one laid out; a count that asks for a
// gong no reading of the cards has is refused, saying so.
func TestGongInHand(t *testing.T) {
	r := rules(t)
	res, err := q.Score(hand(t, "N4 N4 N4 N4 1C 2C 3C E1 E1"), q.Context{Round: "E", Seat: "N", Source: tiles.SelfDrawn}, r)
	if err != nil || res.Fang != 6 || splitText(res) != "E1 E1 | 1C 2C 3C | N4 N4 N4 N4" {
		t.Fatalf("%v: %s Fang, %s", err, res.Fang, render(res))
	}
	for _, tc := range []struct {
		hand  string
		gongs int
		fang  q.Level
	}{
		{"N4 N4 N4 F1 1C 2C 3C W3 W3", 1, 2},
		{"[E1 E1 E1 E1] GD GD GD GD 1C 2C", 0, 0},
		{"GD GD GD GD N4 N4 N4 N4 E1 E1", 2, 6},
	} {
		h := hand(t, tc.hand)
		res, err := q.Score(h, q.Context{Round: "S"}, r)
		switch {
		case tc.fang == 0 && err == nil:
			t.Errorf("%s scored %s", tc.hand, render(res))
		case tc.fang != 0 && (err != nil || res.Fang != tc.fang || h.Gongs() != tc.gongs):
			t.Errorf("%s: %v, %d gongs, %s", tc.hand, err, h.Gongs(), render(res))
		}
	}
	_, err = q.Score(hand(t, "[N4 N4 N4 N4] 1C 2C 3C W3 F1 5S"), noMatch, r)
	want := "the hand holds 10 cards, 1 more than a hand with 1 gong laid out, so the cards in hand hold 1 gong; 1C 2C 3C W3 F1 5S [N4 N4 N4 N4] is not a pair of eyes and two groups with 1 gong among them"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	if _, err := q.Score(hand(t, "GD GD GD GD N4 N4 N4 N4 E1 E1"), q.Context{Round: "E", GongReplacement: q.OwnGong}, r); err != nil {
		t.Errorf("a gong in hand has a replacement card: %v", err)
	}
}

// TestNotAWinningHand: eight cards that are not eyes and two groups,
// whatever the wild cards stand for, cannot win.
func TestNotAWinningHand(t *testing.T) {
	for _, s := range []string{
		"1C 3C 5C 7C 9C 2B 4B F1",
		"E1 S2 W3 N4 1C 2C 3C GD",
	} {
		_, err := q.Score(hand(t, s), noMatch, rules(t))
		if err == nil || !strings.Contains(err.Error(), "is not a pair of eyes and two groups") {
			t.Errorf("Score(%q) = %v", s, err)
		}
	}
}

// TestWildShown: the wild card's value is shown, and the split writes it
// as the card it stands for.
func TestWildShown(t *testing.T) {
	res := score(t, "N4 N4 N4 W3 W3 4C 5C F2", noMatch)
	if len(res.Wilds) != 1 || dragondeck.Deck.Code(res.Wilds[0].Wild) != "F2" {
		t.Fatalf("wilds %v", res.Wilds)
	}
	as := dragondeck.Deck.Code(res.Wilds[0].As)
	if as != "6C" && as != "3C" {
		t.Errorf("F2 as %s, want 3C or 6C", as)
	}
	if got := splitText(res); !strings.Contains(got, "4C 5C") || strings.Contains(got, "F2") {
		t.Errorf("split %s", got)
	}
}

// TestWildsAnywhere: a wild stands in an exposed group, two wilds may be
// the eyes, and a wild may stand for a card the hand already holds.
func TestWildsAnywhere(t *testing.T) {
	checkFang(t, []fangCase{
		{"wild_in_exposed_pong", "[N4 N4 F1] 1C 2C 3C W3 W3", noMatch, "2"},
		{"wild_in_exposed_gong", "[N4 N4 N4 F1] 1C 2C 3C W3 W3 ", noMatch, "2"},
		{"two_wilds_are_eyes", "F1 F2 1C 2C 3C 4B 5B 6B", noMatch, "1"},
		{"wild_as_a_held_wind", "N4 N4 N4 N4 F1 1C 2C 3C", noMatch, "2"},
	})
	// East eyes add 2 for an East scorer in the East round, GD eyes 1.
	res := score(t, "F1 F2 1C 2C 3C 4B 5B 6B", onDiscard("E", "E"))
	if splitText(res) != "E1 E1 | 1C 2C 3C | 4B 5B 6B" || res.Fang != 2 {
		t.Errorf("two wild eyes read %s", splitText(res))
	}
}

// TestSuitTripletIsNoPong: two wilds never make three of a suit card a
// group; here they join the West eyes and 1C takes the third.
func TestSuitTripletIsNoPong(t *testing.T) {
	res := score(t, "1C F1 F2 4B 5B 6B W3 W3", noMatch)
	if got := splitText(res); got != "1C 1C | 4B 5B 6B | W3 W3 W3" {
		t.Errorf("split %s", got)
	}
}

// TestBestAssignmentNotFirstTried: the first reading the search tries
// (6C with a wild as eyes, a wild as 9C) scores less than the one chosen
// (both wilds as GD eyes), so the choice is a real maximum.
func TestBestAssignmentNotFirstTried(t *testing.T) {
	const s = "F5 F4 6C 7C 8C N4 N4 N4"
	h := hand(t, s)
	first := q.FirstTriedValue(h, noMatch, rules(t))
	best, _ := q.BestValue(h, noMatch, rules(t))
	if first < 0 || first >= best {
		t.Fatalf("first tried %d, best %d: the hand does not test the choice", first, best)
	}
	// Both wilds as honour eyes: GD (+1) or East, the round's wind (+1).
	res := score(t, s, noMatch)
	if res.Fang != 3 || res.Wilds[0].As != res.Wilds[1].As || dragondeck.ClassOf(res.Wilds[0].As) == dragondeck.Suit {
		t.Errorf("%s Fang (%s) as %s", res.Fang, render(res), splitText(res))
	}
}

// TestContextRefusals: contexts that cannot happen are refused.
func TestContextRefusals(t *testing.T) {
	h := hand(t, "1C 2C 3C 4B 5B 6B W3 F1")
	for _, tc := range []struct {
		name string
		ctx  q.Context
		want string
	}{
		{"bad_round", q.Context{Round: "X"}, "the rounds are E, S, W and N"},
		{"bad_seat", q.Context{Round: "E", Seat: "Q"}, "the locations are E, S, W and N"},
		{"round_in_small_letters", q.Context{Round: "e"}, "the rounds are E, S, W and N"},
		{"seat_in_small_letters", q.Context{Round: "E", Seat: "e", BankerFirstDraw: true}, "the locations are E, S, W and N"},
		{"gong_replacement_on_discard", q.Context{Round: "E", Source: tiles.Discard, GongReplacement: q.OwnGong}, "drawn, not discarded"},
		{"banker_first_draw_not_banker", q.Context{Round: "E", Seat: "S", BankerFirstDraw: true}, "only the banker"},
		{"banker_first_draw_on_discard", q.Context{Round: "E", Source: tiles.Discard, BankerFirstDraw: true}, "counted as self-drawn"},
		{"banker_first_discard_by_banker", q.Context{Round: "E", Seat: "E", BankerFirstDiscard: true}, "another player's"},
		{"banker_first_discard_self_drawn", q.Context{Round: "E", Source: tiles.SelfDrawn, BankerFirstDiscard: true}, "not self-drawn"},
		{"both_firsts", q.Context{Round: "E", BankerFirstDraw: true, BankerFirstDiscard: true}, "cannot both"},
		{"gong_replacement_without_a_gong", q.Context{Round: "E", GongReplacement: q.OwnGong}, "needs the gong in the hand"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := q.Score(h, tc.ctx, rules(t))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestLevelNotation: half (or 0.5) and 1–6 read and write back.
func TestLevelNotation(t *testing.T) {
	for s, want := range map[string]float64{"half": 0.5, "0.5": 0.5, "HALF": 0.5, "1": 1, "6": 6} {
		l, err := q.ParseLevel(s)
		if err != nil || l.Fang() != want {
			t.Errorf("ParseLevel(%q) = %v, %v", s, l, err)
		}
		if back, _ := q.ParseLevel(l.String()); back != l {
			t.Errorf("%s does not read back", l)
		}
	}
	for _, s := range []string{"7", "0", "1.5", "", "two"} {
		if _, err := q.ParseLevel(s); err == nil {
			t.Errorf("ParseLevel(%q) succeeded", s)
		}
	}
}

// TestCommasSpacesAndCase: cards are parted by spaces or commas, in either
// case, and several ranks may share a suit letter; all read the same hand.
func TestCommasSpacesAndCase(t *testing.T) {
	want := score(t, "W3 F1 1C 2C 3C 4B 5B 6B", noMatch)
	for _, s := range []string{"w3, f1, 1c 2c 3c, 4b,5b,6b", "W3 F1 123C 456B", "w3,f1,123c,[456b]"} {
		if got := score(t, s, noMatch); got.Fang != want.Fang || len(got.Split) != len(want.Split) {
			t.Errorf("%q: %s Fang, %s; want %s", s, got.Fang, splitText(got), want.Fang)
		}
	}
}

// TestCountsInWords: a count of one takes the singular, in the hand's
// size and in a ruleset's classes.
func TestCountsInWords(t *testing.T) {
	if _, err := q.ParseHand("W3"); err == nil || !strings.Contains(err.Error(), "the hand holds 1 card; ") {
		t.Errorf("a hand of one card: %v", err)
	}
	r := *rules(t)
	r.Classes[0].HonourGroups = 1
	if err := r.Validate(); err == nil || !strings.Contains(err.Error(), "class 1 is for 1 honour group; ") {
		t.Errorf("class 1 for 1 honour group: %v", err)
	}
}
