package dominoes

import "testing"

// TestSetComposition: 32 tiles, 227 pips; 11 civil kinds twice and 10
// military kinds once; every pair of halves 1–6 is one kind.
func TestSetComposition(t *testing.T) {
	all := All()
	if len(all) != 32 || SetSize != 32 {
		t.Errorf("the set has %d tiles, want 32", len(all))
	}
	if got := Pips(all); got != 227 {
		t.Errorf("the set has %d pips, want 227", got)
	}
	civilKinds, military := 0, 0
	for k := 1; k <= Set.NumKinds(); k++ {
		if Tile(k).Civil() {
			civilKinds++
		} else {
			military++
		}
	}
	if civilKinds != 11 || military != 10 {
		t.Errorf("civil kinds %d, military %d; want 11 and 10", civilKinds, military)
	}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			tile, ok := Of(a, b)
			lo, hi := tile.Halves()
			if !ok || lo != min(a, b) || hi != max(a, b) {
				t.Errorf("Of(%d, %d) = %v (%d-%d), %v", a, b, tile, lo, hi, ok)
			}
		}
	}
}

// TestSetHalvesOddTwoAndFive: the 2s and 5s appear an odd number of times
// (which is why a train of the whole set ends in 2 and 5), every other half
// an even number.
func TestSetHalvesOddTwoAndFive(t *testing.T) {
	var count [MaxHalf + 1]int
	for _, tile := range All() {
		lo, hi := tile.Halves()
		count[lo]++
		count[hi]++
	}
	for n := 1; n <= MaxHalf; n++ {
		if odd := count[n]%2 == 1; odd != (n == 2 || n == 5) {
			t.Errorf("%d appears %d times", n, count[n])
		}
	}
	// The rules' own count: seven tiles have a 2 (two 2-2 and five others).
	twos := 0
	for _, tile := range All() {
		if tile.Has(2) {
			twos++
		}
	}
	if twos != 7 {
		t.Errorf("%d tiles have a 2, want 7", twos)
	}
}

// TestTileRoundTrip: every tile's notation reads back as that tile.
func TestTileRoundTrip(t *testing.T) {
	for k := 1; k <= Set.NumKinds(); k++ {
		tile := Tile(k)
		got, err := ParseTile(tile.String())
		if err != nil || got != tile {
			t.Errorf("ParseTile(%q) = %v, %v", tile.String(), got, err)
		}
	}
}
