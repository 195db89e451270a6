package setup

import "testing"

// FuzzMagicDeal feeds any table size, numbers and version to the Magic
// Dragon setup: it refuses with an error or deals a deal that passes its
// check and can be drawn, never panics.
func FuzzMagicDeal(f *testing.F) {
	f.Add(4, 0, 11, 6, 16, false)
	f.Add(5, 4, 25, 30, 13, false)
	f.Add(3, 1, 3, 15, 15, true)
	f.Add(7, 0, 0, -1, 100, true)
	f.Fuzz(func(t *testing.T, n, dealer, y1, y2, drawn int, withoutSuit bool) {
		if n < 0 || n > 10 {
			return
		}
		names := []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"}[:n]
		name := "nobody"
		if dealer >= 0 && dealer < n {
			name = names[dealer]
		}
		tb, err := NewMagicTable(names, name, withoutSuit)
		if err != nil {
			return
		}
		st, err := tb.StartByYinYang(y1, y2)
		if err != nil {
			return
		}
		d, err := tb.Deal(st, drawn, max(0, drawn-13))
		if err != nil {
			return
		}
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		_ = d.Drawing(Boxes, DrawingWidth)
	})
}

// FuzzNineDeal feeds any three numbers as dice.
func FuzzNineDeal(f *testing.F) {
	f.Add(3, 5, 6)
	f.Add(0, 7, -1)
	tb, _ := NewNineTable([]string{"Ann", "Bo", "Cy", "Di"})
	f.Fuzz(func(t *testing.T, a, b, c int) {
		d, err := tb.Deal([]int{a, b, c})
		if err != nil {
			return
		}
		if err := d.Check(); err != nil {
			t.Fatal(err)
		}
		_ = d.Drawing(ASCII, DrawingWidth)
	})
}
