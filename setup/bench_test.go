package setup

import "testing"

// BenchmarkYinYangDeal is the whole Magic Dragon setup of a four-player
// table: seat it, find the start from the Yin-Yang numbers, deal, check.
func BenchmarkYinYangDeal(b *testing.B) {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	for b.Loop() {
		tb, err := NewMagicTable(players, "Cy", false)
		if err != nil {
			b.Fatal(err)
		}
		st, err := tb.StartByYinYang(11, 6)
		if err != nil {
			b.Fatal(err)
		}
		d, err := tb.Deal(st, 16, 3)
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Check(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDiceDeal is the Nine Dragons break and deal, checked.
func BenchmarkDiceDeal(b *testing.B) {
	tb, _ := NewNineTable([]string{"Ann", "Bo", "Cy", "Di"})
	for b.Loop() {
		d, err := tb.Deal([]int{3, 5, 6})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Check(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeatDraw is a simulated seating draw of six players.
func BenchmarkSeatDraw(b *testing.B) {
	players := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}
	rnd := NewRandom(1)
	for b.Loop() {
		if _, err := DrawSeats(players, nil, rnd); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDrawing draws the four-player wall with box-drawing characters.
func BenchmarkDrawing(b *testing.B) {
	tb, _ := NewMagicTable([]string{"Ann", "Bo", "Cy", "Di"}, "Cy", false)
	st, _ := tb.StartByYinYang(11, 6)
	d, _ := tb.Deal(st, 15, 2)
	for b.Loop() {
		_ = d.Drawing(Boxes, DrawingWidth)
	}
}
