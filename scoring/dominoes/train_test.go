package dominoes

import "testing"

// TestCheckTrain: every tile must match its neighbour; the first may lie
// either way round; bad counts from 0.
func TestCheckTrain(t *testing.T) {
	for _, c := range []struct {
		name, train string
		valid       bool
		ends        [2]int
		bad         int
	}{
		{"matches", "2-5 5-5 5-1", true, [2]int{2, 1}, -1},
		{"first_tile_either_way_round", "5-2 5-5 1-5", true, [2]int{2, 1}, -1},
		{"one_tile", "3-4", true, [2]int{3, 4}, -1},
		{"double_first", "6-6 6-1 1-1", true, [2]int{6, 1}, -1},
		{"second_tile_bad", "2-5 3-4 4-4", false, [2]int{2, 5}, 1},
		{"bad_after_first_turned", "2-5 2-6 1-1", false, [2]int{5, 6}, 2},
		{"two_equal_tiles_lower_half_out", "1-3 1-3", true, [2]int{1, 1}, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := CheckTrain(tilesOf(t, c.train))
			if err != nil {
				t.Fatal(err)
			}
			if got.Valid != c.valid || got.Ends != c.ends || got.Bad != c.bad || got.Whole {
				t.Errorf("got %+v, want valid=%v ends=%v bad=%d", got, c.valid, c.ends, c.bad)
			}
		})
	}
}

// TestCheckTrainWholeSet: a laid-out train of the whole set ends in 2 and
// 5; one that breaks does not, and says it holds the whole set.
func TestCheckTrainWholeSet(t *testing.T) {
	good := tilesOf(t, "2-2 2-6 6-6 6-6 6-1 1-1 1-1 1-3 3-3 3-3 3-1 1-6 6-5 5-5 5-5 5-6 6-4 4-4 4-4 4-6 6-3 3-5 5-1 1-5 5-4 4-3 3-2 2-4 4-1 1-2 2-2 2-5")
	tr, err := CheckTrain(good)
	if err != nil || !tr.Valid || !tr.Whole || tr.Ends != [2]int{2, 5} || !tr.EndsInTwoAndFive() {
		t.Fatalf("%+v, %v", tr, err)
	}
	bad := append([]Tile(nil), good...)
	bad[1], bad[2] = bad[2], bad[1] // 2-2 6-6 2-6 …
	tr, err = CheckTrain(bad)
	if err != nil || tr.Valid || !tr.Whole || tr.EndsInTwoAndFive() || tr.Bad != 1 || tr.Ends != [2]int{2, 2} {
		t.Errorf("swapped: %+v, %v", tr, err)
	}
}

// TestCheckTrainRefuses: an empty train, a tile more often than the set has.
func TestCheckTrainRefuses(t *testing.T) {
	if _, err := CheckTrain(nil); err == nil {
		t.Error("empty train accepted")
	}
	if _, err := CheckTrain(tilesOf(t, "2-4 4-2")); err == nil || err.Error() != "dominoes: the table holds 2 × 2-4; the game has only one" {
		t.Errorf("two 2-4: %v", err)
	}
}
