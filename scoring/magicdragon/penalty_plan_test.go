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
