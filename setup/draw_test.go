package setup

import (
	"slices"
	"strings"
	"testing"
)

// picturePart returns the drawing without its legend, which follows the
// last blank line.
func picturePart(lines []string) []string {
	for i := len(lines) - 1; i >= 0; i-- {
		if lines[i] == "" {
			return lines[:i]
		}
	}
	return lines
}

// diceFor returns three dice that make total.
func diceFor(total int) []int {
	a := max(1, min(6, total-2))
	b := max(1, min(6, total-a-1))
	return []int{a, b, total - a - b}
}

func checkWidth(t *testing.T, what string, lines []string) {
	t.Helper()
	for _, l := range lines {
		if w := DisplayWidth(l); w > DrawingWidth {
			t.Fatalf("%s: a line of %d columns:\n%s", what, w, strings.Join(lines, "\n"))
		}
	}
}

// Four players' drawing fits 80 columns wherever the deal starts, in every
// version, in both styles; so does every Nine Dragons throw.
func TestDrawingFits80Columns(t *testing.T) {
	names := []string{"Cy", "Di", "Ann", "Bo"}
	tb, _ := NewMagicTable(names, "Cy", false)
	for drawn := 13; drawn <= 16; drawn++ {
		for y1 := 4; y1 <= 20; y1 += 3 {
			for y2 := 4; y2 <= 20; y2++ {
				st, _ := tb.StartByYinYang(y1, y2)
				d, err := tb.Deal(st, drawn, drawn-13)
				if err != nil {
					t.Fatal(err)
				}
				for _, style := range []Style{ASCII, Boxes} {
					checkWidth(t, "4 players", d.Drawing(style, DrawingWidth))
				}
			}
		}
	}
	nt, _ := NewNineTable(names)
	for total := 3; total <= 18; total++ {
		d, err := nt.Deal(diceFor(total))
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range []Style{ASCII, Boxes} {
			checkWidth(t, "Nine Dragons", d.Drawing(style, DrawingWidth))
		}
	}
}

// Every table size the rulebook builds is drawn within 80 columns too,
// with every player's name and one arrow at the starting column.
func TestDrawingEveryTable(t *testing.T) {
	for _, tc := range []struct {
		players     []string
		withoutSuit bool
	}{
		{[]string{"Ann", "Bo"}, false},
		{[]string{"Ann", "Bo", "Cy"}, false},
		{[]string{"Ann", "Bo", "Cy"}, true},
		{[]string{"Ann", "Bo", "Cy", "Di"}, false},
		{[]string{"Ann", "Bo", "Cy", "Di", "Ed"}, false},
		{[]string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}, false},
	} {
		d := magicDeal(t, tc.players, "Ann", tc.withoutSuit, len(tc.players)+1, len(tc.players)+2, 15)
		lines := d.Drawing(ASCII, DrawingWidth)
		checkWidth(t, strings.Join(tc.players, ","), lines)
		pic := strings.Join(picturePart(lines), "\n")
		for _, name := range tc.players {
			if !strings.Contains(pic, name) {
				t.Errorf("%d players: %s is not on the drawing:\n%s", len(tc.players), name, pic)
			}
		}
		if !strings.Contains(pic, "Ann (dealer)") {
			t.Errorf("%d players: the dealer is not marked", len(tc.players))
		}
		arrows := 0
		for _, a := range []string{"v", "^", "<", ">"} {
			arrows += strings.Count(pic, a)
		}
		if arrows != 1 {
			t.Errorf("%d players: %d arrows on the drawing, want 1 at the starting column:\n%s", len(tc.players), arrows, pic)
		}
		// Every column left in the stock is drawn as such: count the dots.
		if got, want := strings.Count(pic, "."), d.Stock(); got != want {
			t.Errorf("%d players: %d dots for a stock of %d tiles:\n%s", len(tc.players), got, d.Stock(), pic)
		}
	}
}

// In a wide drawing every dealt column shows its taker and round: the
// rulebook's example VII-2 marks Di's first take at Ann's columns 6 and 7.
func TestDrawingMarksEachTake(t *testing.T) {
	d := magicDeal(t, []string{"Cy", "Di", "Ann", "Bo"}, "Cy", false, 11, 6, 16)
	pic := picturePart(d.Drawing(ASCII, DrawingWidth))
	top := pic[3] // name, ruler, border, cells
	if !strings.Contains(top, "|.. .. .. .. .. D1 D1 A1 A1 B1 B1 C1 C1 D2 D2 A2 A2 B2|") {
		t.Fatalf("Ann's wall drawn as %q", top)
	}
	if strings.Index(pic[1], "v") != strings.Index(top, "D1") {
		t.Fatalf("the arrow is not over the starting column:\n%s\n%s", pic[1], top)
	}
	for p, name := range d.Table.Players {
		for r := 1; r <= 4; r++ {
			mark := name[:1] + string(rune('0'+r))
			// Two columns a take; a take split across two walls shows on both.
			if n := strings.Count(strings.Join(pic, "\n"), mark); n != 2 {
				t.Errorf("%s (player %d) round %d: %q drawn %d times, want 2", name, p+1, r, mark, n)
			}
		}
	}
}

// The box-drawing style draws the same picture as ASCII, character for
// character, with other glyphs.
func TestDrawingBoxesMatchASCII(t *testing.T) {
	toASCII := strings.NewReplacer("┌", "+", "┐", "+", "└", "+", "┘", "+", "─", "-", "│", "|",
		"▼", "v", "▲", "^", "◀", "<", "▶", ">", "·", ".", "…", "~")
	d := magicDeal(t, []string{"Ann", "Bo", "Cy", "Di", "Ed"}, "Cy", false, 7, 19, 15)
	nt, _ := NewNineTable([]string{"Ann", "Bo", "Cy", "Di"})
	nd, _ := nt.Deal([]int{2, 3, 4})
	for _, pair := range [][2][]string{
		{d.Drawing(ASCII, DrawingWidth), d.Drawing(Boxes, DrawingWidth)},
		{nd.Drawing(ASCII, DrawingWidth), nd.Drawing(Boxes, DrawingWidth)},
	} {
		a, b := picturePart(pair[0]), picturePart(pair[1])
		if len(a) != len(b) {
			t.Fatalf("%d lines in ASCII, %d with boxes", len(a), len(b))
		}
		for i := range a {
			if got := toASCII.Replace(b[i]); got != a[i] {
				t.Fatalf("line %d:\nASCII %q\nboxes %q", i, a[i], got)
			}
		}
	}
}

// Names are cut to keep the drawing within 80 columns, counting wide
// characters as two, and the walls stay lined up.
func TestDrawingLongAndWideNames(t *testing.T) {
	players := []string{"李小龍", "Bartholomew the Magnificent", "Christopherson-Smythe", "Ann"}
	d := magicDeal(t, players, "Ann", false, 9, 9, 16)
	for _, style := range []Style{ASCII, Boxes} {
		lines := d.Drawing(style, DrawingWidth)
		checkWidth(t, "long names", lines)
		// The right wall's border sits at the same column on every row.
		col := -1
		for _, l := range picturePart(lines) {
			i := strings.LastIndex(l, "|")
			if style == Boxes {
				i = strings.LastIndex(l, "│")
			}
			if i < 0 || strings.Count(l, "|")+strings.Count(l, "│") != 4 {
				continue
			}
			w := DisplayWidth(l[:i])
			if col >= 0 && w != col {
				t.Fatalf("the right wall wanders from column %d to %d:\n%s", col, w, strings.Join(lines, "\n"))
			}
			col = w
		}
		if col < 0 {
			t.Fatal("no rows with both side walls")
		}
	}
}

func TestDrawingMarks(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  []string
	}{
		{[]string{"Ann", "Bo", "Cy"}, []string{"A", "B", "C"}},
		{[]string{"Ann", "Alex", "al"}, []string{"A", "L", "B"}}, // Alex takes L; al has none left of its own
		{[]string{"李", "Bo"}, []string{"A", "B"}},
		{[]string{"9", "bo"}, []string{"A", "B"}},
	} {
		if got := magicMarks(tc.names); !slices.Equal(got, tc.want) {
			t.Errorf("marks for %q = %q, want %q", tc.names, got, tc.want)
		}
	}
}

func TestLayoutOfAnyRingPlacesEverySideOnce(t *testing.T) {
	for n := 1; n <= 10; n++ {
		l := layoutFor(n)
		all := slices.Concat(l.bottom, l.left, l.top, l.right)
		slices.Sort(all)
		for i, s := range all {
			if s != i {
				t.Fatalf("%d sides laid out as %+v", n, l)
			}
		}
		if len(all) != n {
			t.Fatalf("%d sides laid out as %+v", n, l)
		}
	}
}

func TestDisplayWidth(t *testing.T) {
	for s, want := range map[string]int{"Ann": 3, "李小龍": 6, "Zoë": 3, "Zoe\u0308": 3, "": 0, "한국": 4} {
		if got := DisplayWidth(s); got != want {
			t.Errorf("DisplayWidth(%q) = %d, want %d", s, got, want)
		}
	}
	if got := truncate("Bartholomew", 6, "~"); got != "Barth~" {
		t.Errorf("truncate = %q", got)
	}
	if got := truncate("李小龍", 5, "~"); DisplayWidth(got) > 5 {
		t.Errorf("truncate = %q, %d wide", got, DisplayWidth(got))
	}
}
