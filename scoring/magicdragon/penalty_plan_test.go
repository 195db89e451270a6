package magicdragon

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestProductSlots: options that are every pick of one tile per slot come
// back as those slots, in deck order; options that are not such a product
// give none.
func TestProductSlots(t *testing.T) {
	for _, tc := range []struct {
		name, opts, want string // options and slots parted by "|"
	}{
		{"one_slot_varies", "1C 5S|2C 5S", "1C 2C|5S"},
		{"two_slots_vary", "1C 5S|1C 6S|2C 5S|2C 6S", "1C 2C|5S 6S"},
		{"three_of_a_suit", "2S 4P 6D|5S 4P 6D|2S 4P 9D|5S 4P 9D", "2S 5S|6D 9D|4P"},
		{"not_a_product", "1C 5S|2C 6S", ""},
		{"one_pick_missing", "1C 5S|1C 6S|2C 5S", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var opts [][]tiles.Kind
			for _, o := range strings.Split(tc.opts, "|") {
				opts = append(opts, kinds(t, o))
			}
			slices.SortFunc(opts, slices.Compare)
			var want [][]tiles.Kind
			if tc.want != "" {
				for _, s := range strings.Split(tc.want, "|") {
					want = append(want, kinds(t, s))
				}
			}
			if got := productSlots(opts); !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("productSlots(%s) = %v, want %v", tc.opts, got, want)
			}
		})
	}
}

// TestFactor: obtain sets become the finest choices whose product they
// are: suits that vary apart are choices of their own, single tiles that
// stand for each other are slots, and the rest stays a list of options.
// Choices are written parted by "|", a choice's options by ",".
func TestFactor(t *testing.T) {
	for _, tc := range []struct {
		name, sets, want string
	}{
		{"slots_of_two_suits", "1C 2C 5S,1C 2C 6S,2C 3C 5S,2C 3C 6S", "1C,3C|2C|5S,6S"},
		{"a_list_and_a_slot", "1C 2C 5S,1C 2C 6S,4C 5C 5S,4C 5C 6S", "5S,6S|1C 2C,4C 5C"},
		{"suits_that_go_together", "1C 5S,2C 6S", "1C 5S,2C 6S"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var sets [][]tiles.Kind
			for _, o := range strings.Split(tc.sets, ",") {
				sets = append(sets, kinds(t, o))
			}
			var got []string
			for _, c := range factor(sets) {
				opts := make([]string, len(c))
				for i, o := range c {
					opts[i] = Deck.Format(o)
				}
				got = append(got, strings.Join(opts, ","))
			}
			if g := strings.Join(got, "|"); g != tc.want {
				t.Errorf("factor(%s) = %s, want %s", tc.sets, g, tc.want)
			}
		})
	}
}
