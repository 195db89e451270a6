package magic

import (
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestDecided: a reading is named when, read the other way, the hand
// scores otherwise: Table I's four seasons, all natural and group B, the
// removed suit in the three-player game; a hand none of them touches
// names none.
func TestDecided(t *testing.T) {
	for _, tc := range []struct {
		name, hand string
		without    string
		allNatural bool
		self       bool
		want       []claim.DepartureKind
	}{
		{"four_seasons", "123C 123P 111S 999D 99P", "", false, false, []claim.DepartureKind{magicdragon.TableI}},
		{"all_natural", "123C 123C 345S 333D 44P", "", true, false, []claim.DepartureKind{magicdragon.AllNaturalNoBeggars}},
		{"removed_suit", "123C 123C 345S 345S 44S", "D", false, true, []claim.DepartureKind{magicdragon.TableI, magicdragon.MissingInPlay}},
		{"none", "123C 123C 345S 333D 44P", "", false, true, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := (&tableFlags{withoutSuit: tc.without}).game()
			if err != nil {
				t.Fatal(err)
			}
			h, err := g.Table.ParseHand(tc.hand, false)
			if err != nil {
				t.Fatal(err)
			}
			w := magicdragon.Win{Hand: h, AllNatural: tc.allNatural}
			if tc.self {
				w.Source = tiles.SelfDrawn
			}
			res, err := g.Score(w)
			if err != nil {
				t.Fatal(err)
			}
			if got := claim.IDs(decided(g, w, res)); !slices.Equal(got, tc.want) {
				t.Errorf("decided %v, want %v", got, tc.want)
			}
		})
	}
}
