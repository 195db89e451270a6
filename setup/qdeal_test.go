package setup

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestQDealPilesOfSeven: every player gets a pile of seven, dealt one card
// at a time left to right, and the deck keeps the rest: 52 cards in all,
// each as often as the deck has it.
func TestQDealPilesOfSeven(t *testing.T) {
	for n := 2; n <= 4; n++ {
		names := []string{"Ann", "Bo", "Cy", "Di"}[:n]
		d, err := DealQ(NewRandom(7), names)
		if err != nil {
			t.Fatal(err)
		}
		var c tiles.Counts
		for _, p := range d.Piles {
			if len(p) != QPile {
				t.Errorf("%d players: a pile of %d", n, len(p))
			}
			c.Add(p...)
		}
		c.Add(d.Stock...)
		if c.Total() != 52 || dragondeck.Deck.CheckCopies(&c, "the deal") != nil {
			t.Errorf("%d players: %d cards dealt and left", n, c.Total())
		}
		if len(d.Stock) != 52-7*n {
			t.Errorf("%d players: stock of %d", n, len(d.Stock))
		}
	}
}

// dealOrder returns the cards of a deal in the order dealt, if they were
// dealt one at a time from left to right: the first card of every pile,
// then the second, …
func dealOrder(d *QDeal) []tiles.Kind {
	var out []tiles.Kind
	for i := 0; i < QPile; i++ {
		for _, p := range d.Piles {
			out = append(out, p[i])
		}
	}
	return out
}

// TestQDealOneCardAtATime: the deck is shuffled the same for any number of
// players, so dealt one card at a time left to right, two players get the
// same first 14 cards, in the same order, as four; pile by pile they
// would not. The same seed deals the same; another seed does not.
func TestQDealOneCardAtATime(t *testing.T) {
	four, err := DealQ(NewRandom(42), []string{"Ann", "Bo", "Cy", "Di"})
	if err != nil {
		t.Fatal(err)
	}
	two, _ := DealQ(NewRandom(42), []string{"Ann", "Bo"})
	if !slices.Equal(dealOrder(two), dealOrder(four)[:14]) {
		t.Errorf("two players' deal %v is not the start of four players' %v", dealOrder(two), dealOrder(four))
	}
	again, _ := DealQ(NewRandom(42), []string{"A", "B", "C", "D"})
	if !slices.Equal(dealOrder(again), dealOrder(four)) || !slices.Equal(again.Stock, four.Stock) {
		t.Error("the same seed dealt differently")
	}
	other, _ := DealQ(NewRandom(43), []string{"Ann", "Bo", "Cy", "Di"})
	if slices.Equal(dealOrder(other), dealOrder(four)) {
		t.Error("two seeds dealt the same")
	}
}

// TestQDealRefuses: 1 or 5 players, or a bad name.
func TestQDealRefuses(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string
	}{
		{[]string{"Ann"}, "1 player; Q Mahjongg is played by 2, 3 or 4"},
		{[]string{"A", "B", "C", "D", "E"}, "5 players"},
		{[]string{"Ann", "ann"}, "named twice"},
	} {
		_, err := DealQ(NewRandom(1), tc.names)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DealQ(%q) = %v, want %q", tc.names, err, tc.want)
		}
	}
}
