package setup

import (
	"errors"
	"slices"
	"testing"
)

func TestSeats(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	for _, tc := range []struct {
		name  string
		given [][]int
		want  []string
	}{
		{"highest_deals_second_sits_left_rest_clockwise_by_rank", [][]int{{7, 4, 9, 3}}, []string{"Cy", "Ann", "Bo", "Di"}},
		{"a_tie_below_the_dealer_is_settled_by_a_playoff", [][]int{{7, 3, 9, 3}, {5, 2}}, []string{"Cy", "Ann", "Bo", "Di"}},
		{"the_playoff_winner_sits_first", [][]int{{7, 3, 9, 3}, {2, 5}}, []string{"Cy", "Ann", "Di", "Bo"}},
		{"a_tie_for_the_highest_decides_the_dealer", [][]int{{9, 9, 3, 1}, {2, 6}}, []string{"Bo", "Ann", "Cy", "Di"}},
		{"a_tie_in_the_playoff_draws_again", [][]int{{9, 9, 3, 1}, {4, 4}, {1, 2}}, []string{"Bo", "Ann", "Cy", "Di"}},
		{"the_highest_tie_is_settled_first", [][]int{{9, 9, 3, 3}, {1, 2}, {5, 6}}, []string{"Bo", "Ann", "Di", "Cy"}},
		{"everyone_ties", [][]int{{5, 5, 5, 5}, {1, 2, 3, 4}}, []string{"Di", "Cy", "Bo", "Ann"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := DrawSeats(players, tc.given, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Names(); !slices.Equal(got, tc.want) {
				t.Fatalf("seats %v, want %v", got, tc.want)
			}
			if len(s.Rounds) != len(tc.given) || s.Simulated {
				t.Fatalf("%d rounds, simulated %v", len(s.Rounds), s.Simulated)
			}
		})
	}
}

func TestSeatsRefusals(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	t.Run("a_tie_without_a_playoff_names_who_draws_again", func(t *testing.T) {
		_, err := DrawSeats(players, [][]int{{7, 3, 9, 3}}, nil)
		var pe *PlayoffError
		if !errors.As(err, &pe) || !slices.Equal(pe.Players, []string{"Bo", "Di"}) || pe.Rank != 3 || pe.Round != 2 {
			t.Fatalf("err = %#v", err)
		}
	})
	t.Run("wrong_number_of_ranks", func(t *testing.T) {
		_, err := DrawSeats(players, [][]int{{7, 3, 9}}, nil)
		var re *SeatingRoundError
		if !errors.As(err, &re) || re.Round != 1 || re.Given != 3 {
			t.Fatalf("err = %#v", err)
		}
		_, err = DrawSeats(players, [][]int{{7, 3, 9, 3}, {1, 2, 3}}, nil)
		if !errors.As(err, &re) || re.Round != 2 || !slices.Equal(re.Players, []string{"Bo", "Di"}) {
			t.Fatalf("err = %#v", err)
		}
	})
	for name, given := range map[string][][]int{
		"rank_0":                {{0, 3, 9, 4}},
		"rank_10":               {{10, 3, 9, 4}},
		"more_rounds_than_ties": {{7, 4, 9, 3}, {1, 2}},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := DrawSeats(players, given, nil); err == nil {
				t.Fatal("accepted")
			}
		})
	}
	for name, ps := range map[string][]string{"one_player": {"Ann"}, "duplicate_names": {"Ann", "Bo", "ann"}} {
		t.Run(name, func(t *testing.T) {
			if _, err := DrawSeats(ps, nil, NewRandom(1)); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}

// A simulated draw repeats with its seed; the playoffs a table leaves open
// may be drawn from a seed too.
func TestSeatsSimulated(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}
	a, err := DrawSeats(players, nil, NewRandom(99))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := DrawSeats(players, nil, NewRandom(99))
	if !slices.Equal(a.Order, b.Order) || !a.Simulated || a.Seed != 99 {
		t.Fatalf("seed 99 gave %v then %v", a.Order, b.Order)
	}
	c, err := DrawSeats(players, [][]int{{7, 3, 9, 3, 1, 1}}, NewRandom(5))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Simulated || len(c.Rounds) < 3 || !slices.Equal(c.Rounds[0].Ranks, []int{7, 3, 9, 3, 1, 1}) {
		t.Fatalf("rounds %+v", c.Rounds)
	}
}

// Over many seeds and table sizes, the seats are every player once, in
// the order of the first draw, ties broken only by playoffs.
func TestSeatsInvariantsOverSeeds(t *testing.T) {
	names := []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"}
	for n := 2; n <= len(names); n++ {
		for seed := range uint64(300) {
			s, err := DrawSeats(names[:n], nil, NewRandom(seed))
			if err != nil {
				t.Fatal(err)
			}
			sorted := slices.Clone(s.Order)
			slices.Sort(sorted)
			for i, p := range sorted {
				if p != i {
					t.Fatalf("%d players, seed %d: seats %v are not everyone once", n, seed, s.Order)
				}
			}
			first := s.Rounds[0].Ranks
			for k := 1; k < n; k++ {
				if first[s.Order[k]] > first[s.Order[k-1]] {
					t.Fatalf("%d players, seed %d: %v seated after a lower draw %v", n, seed, s.Order, first)
				}
			}
			for _, r := range s.Rounds[1:] {
				if r.TiedAt == 0 || len(r.Players) < 2 {
					t.Fatalf("seed %d: a playoff %+v that settles no tie", seed, r)
				}
			}
		}
	}
}
