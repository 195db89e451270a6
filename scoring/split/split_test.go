package split

import (
	"sort"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

var suited = tiles.NewSuitedDeck("test", []string{"C", "S"}, 4, "")

// honourDeck is a deck like Nine Dragons': one suit, and honours that
// never form runs.
var honourDeck = func() *tiles.Deck {
	d := tiles.NewSuitedDeck("honours", []string{"B"}, 4, "")
	for _, h := range []string{"E", "S", "W", "N", "WD", "GD", "RD"} {
		d.Kinds = append(d.Kinds, tiles.KindInfo{Code: h, Suit: h, Copies: 4})
	}
	return tiles.NewDeck(d)
}()

func counts(t *testing.T, d *tiles.Deck, s string) tiles.Counts {
	t.Helper()
	h, err := d.Parse(s, tiles.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return h.Counts()
}

func render(d *tiles.Deck, ms []Meld) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = d.Format(m.Kinds())
	}
	sort.Strings(parts)
	return strings.Join(parts, " | ")
}

func splits(d *tiles.Deck, c tiles.Counts, shape Shape) []string {
	var out []string
	for _, s := range All(d, c, shape) {
		out = append(out, render(d, s))
	}
	sort.Strings(out)
	return out
}

// TestEveryWayOnce: 111222333C with a twin splits as triplets or as three
// runs, each once.
func TestEveryWayOnce(t *testing.T) {
	got := splits(suited, counts(t, suited, "111222333C 55S"), Shape{Sets: 3, Pairs: 1})
	want := []string{
		"1C 1C 1C | 2C 2C 2C | 3C 3C 3C | 5S 5S",
		"1C 2C 3C | 1C 2C 3C | 1C 2C 3C | 5S 5S",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("splits:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestTwinChoice: in 11123C the twin is 11C and the run 123C; the
// triplet 111C would leave 23C, which is no twin.
func TestTwinChoice(t *testing.T) {
	got := splits(suited, counts(t, suited, "11123C"), Shape{Sets: 1, Pairs: 1})
	if len(got) != 1 || got[0] != "1C 1C | 1C 2C 3C" {
		t.Errorf("splits = %q, want only twin 11C with 123C", got)
	}
}

// TestNoWrapAround: runs never wrap from 9 to 1, nor cross suits.
func TestNoWrapAround(t *testing.T) {
	for _, s := range []string{"891C", "89C 1S"} {
		if got := splits(suited, counts(t, suited, s), Shape{Sets: 1}); len(got) != 0 {
			t.Errorf("%s splits as %q", s, got)
		}
	}
}

// TestHonoursNeverRun: honours form triplets and pairs, never runs.
func TestHonoursNeverRun(t *testing.T) {
	c := counts(t, honourDeck, "E S W")
	if got := splits(honourDeck, c, Shape{Sets: 1}); len(got) != 0 {
		t.Errorf("E S W split as %q", got)
	}
	c = counts(t, honourDeck, "WD WD WD RD RD 123B")
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1}); len(got) != 1 {
		t.Errorf("splits = %q, want the dragon triplet, the run and the pair", got)
	}
}

// TestQuadsWhenAllowed: four alike are one set only where the game says.
func TestQuadsWhenAllowed(t *testing.T) {
	c := counts(t, honourDeck, "E E E E 123B 55B")
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1, Quads: true}); len(got) != 1 {
		t.Errorf("with quads: %q", got)
	}
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1}); len(got) != 0 {
		t.Errorf("without quads: %q", got)
	}
}

// TestHonourKindsOnlyOfAKind: with HonourKinds, three or four of a suited
// kind are no set (Q Mahjongg), but still pairs and runs; honours still are.
func TestHonourKindsOnlyOfAKind(t *testing.T) {
	c := counts(t, honourDeck, "111B 234B 55B")
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1}); len(got) != 1 {
		t.Errorf("without HonourKinds: %q, want the triplet 111B", got)
	}
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1, HonourKinds: true}); len(got) != 0 {
		t.Errorf("with HonourKinds: %q, want none", got)
	}
	c = counts(t, honourDeck, "GD GD GD 234B 55B")
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1, HonourKinds: true}); len(got) != 1 {
		t.Errorf("honour triplet with HonourKinds: %q", got)
	}
	c = counts(t, honourDeck, "1111B 234B 55B")
	if got := splits(honourDeck, c, Shape{Sets: 2, Pairs: 1, Quads: true, HonourKinds: true}); len(got) != 0 {
		t.Errorf("suited quad with HonourKinds: %q, want none", got)
	}
}

// TestClassify recognises exposed sets.
func TestClassify(t *testing.T) {
	for s, want := range map[string]bool{"123C": true, "333S": true, "124C": false, "1111C": false, "12C": false} {
		h, _ := suited.Parse(s, tiles.ParseOptions{})
		var ks []tiles.Kind
		for _, g := range h.Groups {
			ks = append(ks, g.Tiles...)
		}
		if _, ok := Classify(suited, ks, false); ok != want {
			t.Errorf("Classify(%s) = %v, want %v", s, ok, want)
		}
	}
}

// TestStop: returning false from fn ends the search.
func TestStop(t *testing.T) {
	n := 0
	Each(suited, counts(t, suited, "111222333C 55S"), Shape{Sets: 3, Pairs: 1}, func([]Meld) bool { n++; return false })
	if n != 1 {
		t.Errorf("fn called %d times after asking to stop", n)
	}
}
