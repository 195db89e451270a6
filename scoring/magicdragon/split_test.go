package magicdragon_test

import (
	"strings"
	"testing"

	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestBestSplitIsNotTheFirstFound: 111222333C splits as three triplets or
// three 123C flushes; the engine meets the triplets first, and the flushes
// score more (pure tri-towers, all flushes).
func TestBestSplitIsNotTheFirstFound(t *testing.T) {
	g := game(t, "", md.Table{})
	h, err := g.Table.ParseHand("111222333C 456S 77D", false)
	if err != nil {
		t.Fatal(err)
	}
	splits := g.Table.Splits(h)
	if len(splits) != 2 {
		t.Fatalf("%d splits, want 2", len(splits))
	}
	res, err := g.Score(md.Win{Hand: h})
	if err != nil {
		t.Fatal(err)
	}
	if got := md.FormatSplit(res.Split); got != "123C 123C 123C 456S 77D" {
		t.Errorf("split = %s, want the three flushes", got)
	}
	if md.FormatSplit(splits[0]) == md.FormatSplit(res.Split) {
		t.Errorf("the engine found the best split first; the test no longer tests the choice")
	}
	if len(res.Alternatives) != 1 || res.Alternatives[0].Points >= res.Points {
		t.Errorf("alternatives = %+v, want the triplets scoring less", res.Alternatives)
	}
}

// TestExposedSetsForbidABetterSplit: with 111C exposed, the tiles can no
// longer be three 123C flushes.
func TestExposedSetsForbidABetterSplit(t *testing.T) {
	open := score(t, claim{hand: "111222333C 456S 77D"})
	shown := score(t, claim{hand: "[111C] 222333C 456S 77D"})
	if got := md.FormatSplit(shown.Split); got != "[111C] 222C 333C 456S 77D" {
		t.Errorf("split = %s, want the exposed triplet kept whole", got)
	}
	if shown.Points >= open.Points {
		t.Errorf("exposed: %d points, concealed: %d; the exposed set should cost the flushes", shown.Points, open.Points)
	}
	if len(shown.Alternatives) != 0 {
		t.Errorf("alternatives %+v: an exposed set is never re-split", shown.Alternatives)
	}
}

// TestRefusedClaims: a hand that may not zappo is refused with the reason.
func TestRefusedClaims(t *testing.T) {
	tests := []struct {
		name string
		c    claim
		want string
	}{
		{"wrong_number_of_tiles", claim{hand: "123C 456S 789D 234P 5C"}, "has 13 tiles"},
		{"too_many_tiles", claim{hand: "123C 456S 789D 234P 555C"}, "has 15 tiles"},
		{"not_complete", claim{hand: "123C 456S 789D 235P 55C"}, "not complete"},
		{"fifth_copy", claim{hand: "111C 11C 456S 789D 234P"}, "5 × 1C; the game has only 4 of each"},
		{"exposed_group_not_a_set", claim{hand: "[124C] 456S 789D 234P 55C"}, "must be a set"},
		{"exposed_four_alike_is_not_a_set", claim{hand: "[1111C] 456S 789D 23P"}, "must be a set"},
		{"missing_tile_in_a_winning_hand", claim{hand: "(1C, 2C, -) 456S 789D 234P 55C"}, "only a loser's hand"},
		{"removed_suit", claim{hand: "123C 456S 789D 234P 55C", table: md.Table{WithoutSuit: "P"}}, "removed"},
		{"small_hands_and_suit_removed", claim{hand: "123C 456S 789D 11S", table: md.Table{SmallHands: true, WithoutSuit: "P"}}, "different games"},
		{"small_hands_want_11", claim{hand: "123C 456S 789D 234P 55C", table: md.Table{SmallHands: true}}, "has 14 tiles; a complete hand has 11"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tryScore(t, tc.c)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one containing %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error spans lines: %q", err)
			}
		})
	}
}

// TestSmallHands: the >6-player game needs three sets and a twin; "all
// sets exposed" reads all three; four seasons and quad-towers cannot occur.
func TestSmallHands(t *testing.T) {
	table := md.Table{SmallHands: true}
	res := score(t, claim{hand: "[123C] [456S] [789D] 11P", source: tiles.SelfDrawn, table: table})
	if got := unitList(res.Units); got != "A:zappo=1 B:lonely-twin=4 C:all-flushes=2" {
		t.Errorf("units = %s", got)
	}
	if !strings.Contains(strings.Join(res.Notes, "\n"), "all three sets exposed") {
		t.Errorf("the >6-player reading is not shown: %q", res.Notes)
	}
	res = score(t, claim{hand: "123C 123S 123D 99P", table: table})
	if got := unitList(res.Units); got != "A:zappo=1 C:all-flushes=2 E:head-and-tail=8 F:mixed-tri-towers=4" {
		t.Errorf("units = %s", got)
	}
}

// TestThreePlayerMissingSuits: with P removed, only C, S and D can be
// missing, and one suit only is pure color.
func TestThreePlayerMissingSuits(t *testing.T) {
	table := md.Table{WithoutSuit: "P"}
	res := score(t, claim{hand: "123C 456C 789S 111S 22C", table: table})
	if got := unitList(res.Units); !strings.Contains(got, "D:missing-tooth=1") {
		t.Errorf("units = %s, want missing tooth (D absent, P removed)", got)
	}
	if !strings.Contains(strings.Join(res.Notes, "\n"), "removed P suit") {
		t.Errorf("the three-player reading is not shown: %q", res.Notes)
	}
	res = score(t, claim{hand: "123C 456C 789C 111C 22C", table: table})
	if got := unitList(res.Units); !strings.Contains(got, "D:pure-color=8") {
		t.Errorf("units = %s, want pure color", got)
	}
	// One suit only is pure color, never missing teeth, even where the
	// version does not allow pure color.
	res = score(t, claim{hand: "123C 456C 789C 234C 55C", table: table, version: "B"})
	if got := unitList(res.Units); strings.Contains(got, "D:") {
		t.Errorf("units = %s, want nothing in group D", got)
	}
}
