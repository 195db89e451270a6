package claim

import (
	"slices"
	"testing"
)

func reading[F Figure](points F, kinds ...DepartureKind) ReadingOf[F] {
	r := ReadingOf[F]{Points: points}
	for _, k := range kinds {
		r.Departures = append(r.Departures, Departure{Kind: k, Text: string(k)})
	}
	return r
}

// TestCheck: a claim that agrees has no readings; one that disagrees keeps
// the readings that give it with the fewest departures, in their order.
func TestCheck(t *testing.T) {
	found := []Reading{
		reading(7, "a", "b"),
		reading(9, "c"),
		reading(7, "d"),
		reading(7, "e", "f"),
		reading(7, "g"),
	}
	for _, tc := range []struct {
		name         string
		claim, rules int
		found        []Reading
		want         []Reading
	}{
		{"agrees_keeps_no_reading", 7, 7, found, nil},
		{"fewest_departures_in_order", 7, 5, found, []Reading{found[2], found[4]}},
		{"only_readings_that_give_the_claim", 9, 5, found, []Reading{found[1]}},
		{"none_gives_the_claim", 8, 5, found, nil},
		{"two_departures_when_no_fewer_give_it", 7, 5, found[:1], found[:1]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := Check(tc.claim, tc.rules, tc.found)
			if v.Claim != tc.claim || v.Rules != tc.rules || v.Agrees() != (tc.claim == tc.rules) {
				t.Fatalf("Check(%d, %d) = %+v", tc.claim, tc.rules, v)
			}
			if !slices.EqualFunc(v.Readings, tc.want, func(a, b Reading) bool {
				return a.Points == b.Points && slices.Equal(a.Departures, b.Departures)
			}) {
				t.Fatalf("readings %+v, want %+v", v.Readings, tc.want)
			}
		})
	}
}

// TestCheckHalf: figures that can be half (Fang) are checked alike: half
// is not whole, and the fewest departures win.
func TestCheckHalf(t *testing.T) {
	found := []ReadingOf[float64]{
		reading(0.5, "seat", "round"),
		reading(1.0, "printed"),
		reading(0.5, "source"),
	}
	for _, tc := range []struct {
		name         string
		claim, rules float64
		want         []ReadingOf[float64]
	}{
		{"half_claim_fewest", 0.5, 2, found[2:]},
		{"whole_claim_among_halves", 1, 2, found[1:2]},
		{"half_agrees", 0.5, 0.5, nil},
		{"none_gives_one_and_a_half", 1.5, 2, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := Check(tc.claim, tc.rules, found)
			if v.Agrees() != (tc.claim == tc.rules) || !slices.EqualFunc(v.Readings, tc.want, func(a, b ReadingOf[float64]) bool {
				return a.Points == b.Points && slices.Equal(a.Departures, b.Departures)
			}) {
				t.Fatalf("Check(%v, %v) = %+v, want readings %+v", tc.claim, tc.rules, v, tc.want)
			}
		})
	}
}
