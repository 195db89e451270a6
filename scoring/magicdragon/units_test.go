package magicdragon_test

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestUnits gives every unit of Table I a hand that earns it, and checks
// the whole list of units, so a unit that fires where it should not fails
// too.
func TestUnits(t *testing.T) {
	stock, discard := tiles.SelfDrawn, tiles.Discard
	tests := []struct {
		name string
		c    claim
		want string
	}{
		{"zappo_any_complete_hand", claim{hand: "123C 456S 789D 234P 55C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5"},
		{"all_natural_with_no_beggars", claim{hand: "123C 456S 789D 234P 55C", allNatural: true},
			"A:all-natural=9 B:no-beggars=5 C:all-flushes=2 D:four-seasons=5"},
		{"self_touch_with_an_exposed_set", claim{hand: "[123C] 456S 789D 234P 55C", source: stock},
			"A:zappo=1 B:self-touch=3 C:all-flushes=2 D:four-seasons=5"},
		{"clean_lobby", claim{hand: "123C 456S 789D 234P 55C", source: discard},
			"A:zappo=1 B:clean-lobby=2 C:all-flushes=2 D:four-seasons=5"},
		{"no_beggars_beats_self_touch", claim{hand: "123C 456S 789D 234P 55C", source: stock},
			"A:zappo=1 B:no-beggars=5 C:all-flushes=2 D:four-seasons=5"},
		{"lonely_twin", claim{hand: "[123C] [456S] [789D] [234P] 55C", source: stock},
			"A:zappo=1 B:lonely-twin=4 C:all-flushes=2 D:four-seasons=5"},
		{"all_beggars", claim{hand: "[123C] [456S] [789D] [234P] 55C", source: discard},
			"A:zappo=1 B:all-beggars=7 C:all-flushes=2 D:four-seasons=5"},
		{"all_flushes", claim{hand: "123C 345C 456S 789S 22C"},
			"A:zappo=1 C:all-flushes=2 D:missing-teeth=3"},
		{"all_triplets", claim{hand: "111C 555S 888D 222P 33C"},
			"A:zappo=1 C:all-triplets=5 D:four-seasons=5"},
		{"missing_tooth_twin_counts", claim{hand: "123C 456C 345S 678S 22D"},
			"A:zappo=1 C:all-flushes=2 D:missing-tooth=1"},
		{"missing_teeth", claim{hand: "123C 456C 345S 678S 22S"},
			"A:zappo=1 C:all-flushes=2 D:missing-teeth=3"},
		{"four_seasons_ignores_twin", claim{hand: "234C 456S 678D 333P 55P"},
			"A:zappo=1 D:four-seasons=5 E:no-head-or-tail=3"},
		{"pure_color", claim{hand: "123C 345C 567C 888C 99C"},
			"A:zappo=1 D:pure-color=8"},
		{"no_head_or_tail", claim{hand: "234C 456S 678D 345P 55C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 E:no-head-or-tail=3"},
		{"head_and_tail_counts_123_and_789", claim{hand: "123C 789S 111D 999P 11C"},
			"A:zappo=1 D:four-seasons=5 E:head-and-tail=8"},
		{"head_and_tail_needs_the_twin", claim{hand: "123C 789S 111D 999P 55C"},
			"A:zappo=1 D:four-seasons=5"},
		{"magic_dragon", claim{hand: "123S 456S 789S 222D 33P"},
			"A:zappo=1 D:missing-tooth=1 E:magic-dragon=9"},
		{"mixed_twin_towers", claim{hand: "123C 123S 456D 789P 55C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 F:mixed-twin-towers=1"},
		{"mixed_twin_towers_of_triplets", claim{hand: "111C 111S 555D 999P 22C"},
			"A:zappo=1 C:all-triplets=5 D:four-seasons=5 F:mixed-twin-towers=1"},
		{"flush_and_triplet_never_match", claim{hand: "111C 123S 555D 999P 22C"},
			"A:zappo=1 D:four-seasons=5"},
		{"twin_never_takes_part_in_towers", claim{hand: "111C 234S 567D 789P 11S"},
			"A:zappo=1 D:four-seasons=5"},
		{"pure_twin_towers", claim{hand: "123C 123C 456D 789P 55S"},
			"A:zappo=1 C:all-flushes=2 F:pure-twin-towers=3"},
		{"double_twin_towers_no_pure_pair", claim{hand: "123C 123S 456D 456P 99C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 F:double-twin-towers=6"},
		{"double_twin_towers_one_pure_pair", claim{hand: "123C 123C 456D 456P 99S"},
			"A:zappo=1 C:all-flushes=2 F:double-twin-towers=7"},
		{"double_twin_towers_two_pure_pairs", claim{hand: "123C 123C 456D 456D 99P"},
			"A:zappo=1 C:all-flushes=2 D:missing-tooth=1 F:double-twin-towers=8"},
		{"mixed_tri_towers", claim{hand: "123C 123S 123D 456P 99C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 F:mixed-tri-towers=4"},
		{"mixed_tri_towers_two_identical", claim{hand: "123C 123C 123S 456P 99D"},
			"A:zappo=1 C:all-flushes=2 F:mixed-tri-towers=5"},
		{"pure_tri_towers", claim{hand: "123C 123C 123C 456S 99D"},
			"A:zappo=1 C:all-flushes=2 D:missing-tooth=1 F:pure-tri-towers=8"},
		{"mixed_quad_towers_four_suits", claim{hand: "123C 123S 123D 123P 99C"},
			"A:zappo=1 C:all-flushes=2 D:four-seasons=5 E:head-and-tail=8 F:mixed-quad-towers=9"},
		{"mixed_quad_towers_one_repeat", claim{hand: "123C 123C 123S 123P 99D"},
			"A:zappo=1 C:all-flushes=2 E:head-and-tail=8 F:mixed-quad-towers=10"},
		{"mixed_quad_towers_two_pairs_repeat", claim{hand: "123C 123C 123S 123S 99D"},
			"A:zappo=1 C:all-flushes=2 D:missing-tooth=1 E:head-and-tail=8 F:mixed-quad-towers=11"},
		{"mixed_quad_towers_three_alike", claim{hand: "123C 123C 123C 123S 99D"},
			"A:zappo=1 C:all-flushes=2 D:missing-tooth=1 E:head-and-tail=8 F:mixed-quad-towers=11"},
		{"pure_quad_towers", claim{hand: "123C 123C 123C 123C 99D"},
			"A:zappo=1 C:all-flushes=2 D:missing-teeth=3 E:head-and-tail=8 F:pure-quad-towers=25"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := score(t, tc.c)
			if got := unitList(res.Units); got != tc.want {
				t.Errorf("%s\nunits = %s\nwant    %s", tc.c.hand, got, tc.want)
			}
			sum := 0
			for _, u := range res.Units {
				sum += u.Points
				if u.Reason == "" {
					t.Errorf("unit %s has no reason", u.ID)
				}
			}
			if sum != res.Points {
				t.Errorf("total %d is not the sum of the units %d", res.Points, sum)
			}
		})
	}
}

// TestUnitsCoverTableI makes sure TestUnits names every unit of the
// ruleset, so a unit added to Table I without a test fails here.
func TestUnitsCoverTableI(t *testing.T) {
	for _, u := range rules(t).Units {
		found := false
		for _, want := range []string{"zappo", "all-natural", "self-touch", "clean-lobby", "no-beggars",
			"lonely-twin", "all-beggars", "all-flushes", "all-triplets", "missing-tooth", "missing-teeth",
			"four-seasons", "pure-color", "no-head-or-tail", "head-and-tail", "magic-dragon",
			"mixed-twin-towers", "pure-twin-towers", "double-twin-towers", "mixed-tri-towers",
			"pure-tri-towers", "mixed-quad-towers", "pure-quad-towers"} {
			found = found || want == u.ID
		}
		if !found {
			t.Errorf("unit %s has no case in TestUnits", u.ID)
		}
	}
}

// TestGroupB covers every context of group B: where the last tile came
// from, and how many sets were exposed.
func TestGroupB(t *testing.T) {
	const none = "none"
	tests := []struct {
		name   string
		hand   string
		source tiles.Source
		want   string
	}{
		{"unknown_source_leaves_group_B_out", "123C 456S 789D 234P 55C", tiles.SourceUnknown, none},
		{"stock_no_exposed_is_no_beggars", "123C 456S 789D 234P 55C", tiles.SelfDrawn, "no-beggars=5"},
		{"stock_some_exposed_is_self_touch", "[123C] [456S] 789D 234P 55C", tiles.SelfDrawn, "self-touch=3"},
		{"stock_all_exposed_is_lonely_twin", "[123C] [456S] [789D] [234P] 55C", tiles.SelfDrawn, "lonely-twin=4"},
		{"discard_no_exposed_is_clean_lobby", "123C 456S 789D 234P 55C", tiles.Discard, "clean-lobby=2"},
		{"discard_some_exposed_earns_nothing", "[123C] 456S 789D 234P 55C", tiles.Discard, none},
		{"discard_all_exposed_is_all_beggars", "[123C] [456S] [789D] [234P] 55C", tiles.Discard, "all-beggars=7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := score(t, claim{hand: tc.hand, source: tc.source})
			got := none
			for _, u := range res.Units {
				if u.Group == "B" {
					got = u.ID + "=" + itoa(u.Points)
				}
			}
			if got != tc.want {
				t.Errorf("group B = %s, want %s", got, tc.want)
			}
			if (tc.source == tiles.SourceUnknown) != strings.Contains(strings.Join(res.Notes, "\n"), "group B left out") {
				t.Errorf("notes %q: the group B note must appear exactly when the source is unknown", res.Notes)
			}
		})
	}
}

// TestAllNaturalIsContradictory refuses an all-natural claim that used a
// discard.
func TestAllNaturalIsContradictory(t *testing.T) {
	for _, c := range []claim{
		{hand: "[123C] 456S 789D 234P 55C", allNatural: true},
		{hand: "123C 456S 789D 234P 55C", allNatural: true, source: tiles.Discard},
	} {
		if _, err := tryScore(t, c); err == nil || !strings.Contains(err.Error(), "all-natural") {
			t.Errorf("%+v: err = %v, want an all-natural refusal", c, err)
		}
	}
	// All natural drew no last tile in play: never self touch (version B
	// allows neither all natural nor no beggars, so group B is empty).
	res := score(t, claim{hand: "123C 456C 789S 234D 55P", allNatural: true, source: tiles.SelfDrawn, version: "B"})
	if got := unitList(res.Units); got != "A:zappo=1 C:all-flushes=2" {
		t.Errorf("all natural, self-drawn, version B: %s, want nothing in group B", got)
	}
	res = score(t, claim{hand: "123C 456S 789D 234P 55C", allNatural: true})
	if !strings.Contains(strings.Join(res.Notes, "\n"), "all natural earns no beggars") {
		t.Errorf("the no-beggars decision is not shown: %q", res.Notes)
	}
}
