package mac

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestFishableRulesExamples: every example of the rules text.
func TestFishableRulesExamples(t *testing.T) {
	for _, c := range []struct {
		name, cards string
		ok          bool
		sum         int
	}{
		{"three_tens", "GD E1 N4", true, 110},
		{"three_tens_all_dragons", "GD GD GD", true, 110},
		{"two_tens_and_any_card_1", "GD W3 1C", true, 20},
		{"two_tens_and_any_card_7", "E1 S2 7B", true, 80},
		{"two_tens_and_a_feng_shui", "GD E1 F2", true, 120},
		{"m_times_n_plus_l", "2S 3C 4B", true, 10},
		{"n_times_l_plus_m", "4B 2S 3C", true, 10},
		{"l_times_m_plus_n", "3C 4B 2S", true, 10},
		{"feng_shui_counts_eleven", "F1 F2 9C", true, 130},
		{"not_a_catch", "GD F1 3C", false, 0},
		{"not_a_catch_small", "1C 1B 1S", false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			ks := cards(t, c.cards)
			sum, ok := textRules.Fishable(ks[0], ks[1], ks[2])
			if ok != c.ok || ok && sum.Total() != c.sum {
				t.Errorf("%s: %v %v, want %v %d", c.cards, sum, ok, c.ok, c.sum)
			}
			if ok && sum.Total()%10 != 0 {
				t.Errorf("%s is no multiple of 10", sum)
			}
		})
	}
}

// TestSumString: the arithmetic shown with a catch.
func TestSumString(t *testing.T) {
	ks := cards(t, "GD E1 3C")
	sum, _ := textRules.Fishable(ks[0], ks[1], ks[2])
	if got := sum.String(); got != "E1×3C+GD = 10×3+10 = 40" {
		t.Errorf("got %s", got)
	}
}

// catchList writes catches as "bait|pond=points" for comparison.
func catchList(cs []Catch) string {
	var s []string
	for _, c := range cs {
		s = append(s, fmt.Sprintf("%s|%s=%d", format(c.Bait), format(c.Pond), c.Points))
	}
	return strings.Join(s, "; ")
}

// TestCatches: the example and the bait/pond rule: at least one
// bait card and at least one pond card, best first.
func TestCatches(t *testing.T) {
	for _, c := range []struct {
		name, bait, pond string
		reading          Reading
		want             string
	}{
		{"issue_example", "3C GD 7B", "5S E1 F2 9C", BaitAndPond,
			"GD|E1 F2=17; 3C 7B|F2=12; GD|9C E1=8; GD|5S E1=8; 3C GD|E1=8; 7B GD|E1=8; 3C 7B|9C=3"},
		{"no_three_bait_cards", "GD E1 W3", "1C", BaitAndPond, "E1 GD|1C=8; W3 GD|1C=8; E1 W3|1C=5"},
		{"no_three_pond_cards", "1C", "GD E1 W3", BaitAndPond, "1C|E1 GD=8; 1C|W3 GD=8; 1C|E1 W3=5"},
		{"pond_only_switch", "1C", "GD E1 W3", PondOnlyToo, "|E1 W3 GD=9; 1C|E1 GD=8; 1C|W3 GD=8; 1C|E1 W3=5"},
		{"nothing_to_fish", "1C", "1B 1S", BaitAndPond, ""},
		{"same_cards_listed_once", "GD", "GD GD E1", BaitAndPond, "GD|GD GD=15; GD|E1 GD=12"},
		{"fewest_bait_cards_shown", "GD GD", "GD E1", BaitAndPond, "GD GD|GD=15; GD|E1 GD=12"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := catchesUnder(cards(t, c.bait), cards(t, c.pond), c.reading)
			want := strings.Split(c.want, "; ")
			slices.Sort(want)
			gotList := strings.Split(catchList(got), "; ")
			slices.Sort(gotList)
			if strings.Join(gotList, "; ") != strings.Join(want, "; ") {
				t.Errorf("got  %s\nwant %s", catchList(got), c.want)
			}
			for i := 1; i < len(got); i++ {
				if compareCatches(got[i-1], got[i]) > 0 {
					t.Errorf("not best first: %s", catchList(got))
				}
			}
		})
	}
}

// TestCatchesBestFirst: more points first, then fewer bait cards.
func TestCatchesBestFirst(t *testing.T) {
	got := catchList(catchesUnder(cards(t, "1C"), cards(t, "GD E1 W3"), PondOnlyToo))
	if want := "|E1 W3 GD=9; 1C|E1 GD=8; 1C|W3 GD=8; 1C|E1 W3=5"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// randomDeal draws a bait and a pond from a shuffled deck.
func randomDeal(r *rand.Rand) (bait, pond []tiles.Kind) {
	var deck []tiles.Kind
	for k := 1; k <= dragondeck.Deck.NumKinds(); k++ {
		for range dragondeck.Deck.Info(tiles.Kind(k)).Copies {
			deck = append(deck, tiles.Kind(k))
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	nb, np := 1+r.IntN(6), 1+r.IntN(10)
	return deck[:nb], deck[nb : nb+np]
}

// BenchmarkMACCatches lists the catches of a four-card bait and an
// eight-card pond.
func BenchmarkMACCatches(b *testing.B) {
	bait, pond := cards(b, "3C GD 7B E1"), cards(b, "5S E1 F2 9C GD 4B W3 1S")
	b.ReportAllocs()
	for b.Loop() {
		catchesUnder(bait, pond, BaitAndPond)
	}
}
