package setup

import "testing"

func TestWallPositions(t *testing.T) {
	w := Wall{Sides: []Side{{0, 16}, {1, 14}, {2, 14}, {3, 14}, {4, 14}}}
	if w.Columns() != 72 || w.Tiles() != 144 {
		t.Fatalf("%d columns, %d tiles; want 72 and 144", w.Columns(), w.Tiles())
	}
	t.Run("index_and_pos_round_trip", func(t *testing.T) {
		for i := range w.Columns() {
			p := w.Pos(i)
			j, err := w.Index(p)
			if err != nil || j != i {
				t.Fatalf("Pos(%d) = %+v, Index = %d, %v", i, p, j, err)
			}
		}
	})
	t.Run("pos_wraps_around_the_ring", func(t *testing.T) {
		if w.Pos(72) != (Pos{0, 1}) || w.Pos(-1) != (Pos{4, 14}) {
			t.Fatalf("Pos(72) = %+v, Pos(-1) = %+v", w.Pos(72), w.Pos(-1))
		}
	})
	t.Run("a_count_past_the_end_of_a_side_goes_on_clockwise", func(t *testing.T) {
		for _, tc := range []struct {
			side, n int
			want    Pos
		}{
			{0, 16, Pos{0, 16}},
			{0, 17, Pos{1, 1}},
			{4, 15, Pos{0, 1}}, // the last side runs on into the first
			{3, 30, Pos{0, 2}},
			{1, 72 + 3, Pos{1, 3}}, // once round the whole table
		} {
			got, err := w.Count(tc.side, tc.n)
			if err != nil || got != tc.want {
				t.Errorf("Count(%d, %d) = %+v, %v; want %+v", tc.side, tc.n, got, err, tc.want)
			}
		}
	})
	t.Run("refusals", func(t *testing.T) {
		if _, err := w.Count(5, 1); err == nil {
			t.Error("Count on side 6 of 5")
		}
		if _, err := w.Count(0, 0); err == nil {
			t.Error("Count of 0")
		}
		if _, err := w.Index(Pos{1, 15}); err == nil {
			t.Error("Index of column 15 of a 14-column side")
		}
		if (&Wall{}).Pos(3) != (Pos{}) {
			t.Error("Pos on an empty wall")
		}
	})
}

func TestDealCheckFindsImpossibleDeals(t *testing.T) {
	w := Wall{Sides: []Side{{0, 2}, {1, 2}}} // 8 tiles
	d, err := dealFrom(w, 2, 1, []Turn{{1, 1, 3}, {0, 1, 3}})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Check([]int{3, 3}); err != nil {
		t.Fatalf("a sound deal fails its check: %v", err)
	}
	if err := d.Check([]int{3, 4}); err == nil {
		t.Error("a player holding 3 tiles passed for 4")
	}
	d.Takes[1].First = 3 // overlaps the first take
	if err := d.Check([]int{3, 3}); err == nil {
		t.Error("a tile dealt twice passed")
	}
	if _, err := dealFrom(w, 2, 0, []Turn{{0, 1, 5}, {1, 1, 4}}); err == nil {
		t.Error("a deal of 9 tiles from 8 was laid")
	}
	if _, err := dealFrom(w, 2, 0, []Turn{{2, 1, 1}}); err == nil {
		t.Error("a turn for a third player of two was laid")
	}
}
