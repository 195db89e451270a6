package setup

import (
	"slices"
	"testing"
)

// The table in rules/nine-dragons.md: counting counter-clockwise from East
// as 1, the dice total picks the wall that breaks.
var breakTable = map[string][]int{
	"East":  {5, 9, 13, 17},
	"South": {6, 10, 14, 18},
	"West":  {3, 7, 11, 15},
	"North": {4, 8, 12, 16},
}

func TestDiceEveryTotalBreaksTheWallTheTableSays(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di"} // East, South, West, North
	tb, err := NewNineTable(names)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				d, err := tb.Deal([]int{a, b, c})
				if err != nil {
					t.Fatal(err)
				}
				total := a + b + c
				seen[total] = true
				wind := Winds[d.BreakSeat]
				if !slices.Contains(breakTable[wind], total) {
					t.Fatalf("total %d breaks %s's wall; the table says otherwise", total, wind)
				}
				if d.BreakStack != total || d.Break != (Pos{Side: tb.Wall.SideOf(d.BreakSeat), Column: total}) {
					t.Fatalf("total %d: break stack %d at %+v", total, d.BreakStack, d.Break)
				}
				// Dealing starts left of the break: the next stack clockwise.
				first, _ := tb.Wall.Count(tb.Wall.SideOf(d.BreakSeat), total+1)
				if d.First != first || d.Deal.Start != 2*mustIndex(t, &tb.Wall, first) {
					t.Fatalf("total %d: dealing starts at %+v, want %+v", total, d.First, first)
				}
				if d.Replacement() != d.Break {
					t.Fatalf("total %d: replacements from %+v, want the break stack", total, d.Replacement())
				}
				if err := d.Check(); err != nil {
					t.Fatalf("total %d: %v", total, err)
				}
				if d.Stock() != 144-53 {
					t.Fatalf("total %d: %d tiles left on the wall, want 91", total, d.Stock())
				}
			}
		}
	}
	for total := 3; total <= 18; total++ {
		if !seen[total] {
			t.Errorf("total %d never thrown", total)
		}
	}
}

// Dice 3, 5, 6 make 14: South's wall breaks after its 14th stack; East
// takes stacks 15 and 16 first, and the deal runs clockwise on into East's
// own wall and then North's.
func TestDiceDealFrom14(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di"}
	tb, _ := NewNineTable(names)
	d, err := tb.Deal([]int{3, 5, 6})
	if err != nil {
		t.Fatal(err)
	}
	if names[d.BreakSeat] != "Bo" || d.BreakStack != 14 {
		t.Fatalf("break at %s's stack %d, want Bo's 14th", names[d.BreakSeat], d.BreakStack)
	}
	want := map[string][]string{
		"Ann": {"Bo15 Bo16", "Ann5 Ann6", "Ann13 Ann14", "Di3t Di5t"},
		"Bo":  {"Bo17 Bo18", "Ann7 Ann8", "Ann15 Ann16", "Di3b"},
		"Cy":  {"Ann1 Ann2", "Ann9 Ann10", "Ann17 Ann18", "Di4t"},
		"Di":  {"Ann3 Ann4", "Ann11 Ann12", "Di1 Di2", "Di4b"},
	}
	for p, name := range names {
		if got := roundsText(d.Deal, names, p); !slices.Equal(got, want[name]) {
			t.Errorf("%s is dealt %q, want %q", name, got, want[name])
		}
	}
	if !slices.Equal(d.Held, []int{14, 13, 13, 13}) {
		t.Errorf("held %v, want East 14 and the others 13", d.Held)
	}
}

// Eighteen, the highest total, counts every stack of South's wall: the
// deal starts on the next wall clockwise, East's, at its right end.
func TestDiceDealFrom18StartsOnTheNextWall(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di"}
	tb, _ := NewNineTable(names)
	d, err := tb.Deal([]int{6, 6, 6})
	if err != nil {
		t.Fatal(err)
	}
	if got := posText(&tb.Wall, names, d.First); got != "Ann1" {
		t.Fatalf("dealing starts at %s, want Ann1", got)
	}
	if got := posText(&tb.Wall, names, d.Replacement()); got != "Bo18" {
		t.Fatalf("replacements from %s, want Bo18", got)
	}
}

func TestDiceRefusals(t *testing.T) {
	if _, err := NewNineTable([]string{"Ann", "Bo", "Cy"}); err == nil {
		t.Error("three players seated at Nine Dragons")
	}
	if _, err := NewNineTable([]string{"Ann", "Bo", "Cy", "ANN"}); err == nil {
		t.Error("a name given twice was accepted")
	}
	tb, _ := NewNineTable([]string{"Ann", "Bo", "Cy", "Di"})
	for _, dice := range [][]int{{0, 1, 1}, {7, 1, 1}, {1, 1}, {1, 1, 1, 1}, nil} {
		if _, err := tb.Deal(dice); err == nil {
			t.Errorf("dice %v accepted", dice)
		}
	}
}
