package rulesets

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/dominoes"
)

// TestDefaultDancingDragons: the embedded ruleset holds the deals of the
// rules text, four players 8 tiles each, three 10, two 16, and doubles.
func TestDefaultDancingDragons(t *testing.T) {
	r, err := DancingDragons()
	if err != nil {
		t.Fatal(err)
	}
	want := []dominoes.Deal{{Players: 4, Tiles: 8}, {Players: 3, Tiles: 10}, {Players: 2, Tiles: 16}}
	if !reflect.DeepEqual(r.Deals, want) {
		t.Errorf("deals %+v, want %+v", r.Deals, want)
	}
	if r.MaxHand() != 16 || r.Doubling != 2 {
		t.Errorf("largest hand %d, doubling %d; want 16 and 2", r.MaxHand(), r.Doubling)
	}
}

// TestDancingDragonsParsedOnce: the built-in ruleset is parsed once, and
// a caller that changes its copy changes nobody else's.
func TestDancingDragonsParsedOnce(t *testing.T) {
	first, err := DancingDragons()
	if err != nil {
		t.Fatal(err)
	}
	first.Deals[0].Tiles = 1
	first.Deals = append(first.Deals, dominoes.Deal{Players: 5, Tiles: 6})
	again, _ := DancingDragons()
	parsed, _ := ParseDancingDragons("rulesets/dancing-dragons.yaml", dancingDragonsYAML)
	if !reflect.DeepEqual(again, parsed) {
		t.Errorf("a caller's change reached the next caller: %+v", again)
	}
	if allocs := testing.AllocsPerRun(20, func() { DancingDragons() }); allocs > 2 {
		t.Errorf("DancingDragons makes %.0f allocations a call: it parses the ruleset again", allocs)
	}
}

// TestDancingDragonsRulesetErrors: a table's own deals are checked, every
// problem reported as FILE:LINE in one line.
func TestDancingDragonsRulesetErrors(t *testing.T) {
	base := string(dancingDragonsYAML)
	line := func(s string) string { return lineIn(base, s) }
	checkDamaged(t, base, ParseDancingDragons, []damaged{
		{"wrong_game", strings.Replace(base, "game: dancing-dragons", "game: mac-i", 1), []string{line("game: dancing-dragons"), `game is "mac-i"; a Dancing Dragons ruleset says game: dancing-dragons`}},
		{"unknown_field", strings.Replace(base, "{players: 4, tiles: 8}", "{players: 4, tiles: 8, unused: 0}", 1), []string{line("{players: 4"), `unknown field "unused"`}},
		{"no_deals", base[:strings.Index(base, "deals:")] + "deals: []\n" + base[strings.Index(base, "\n# When one"):], []string{"deals lists no deal"}},
		{"one_player", strings.Replace(base, "{players: 2, tiles: 16}", "{players: 1, tiles: 16}", 1), []string{line("{players: 2"), "deal 3 is for 1 player; the game needs at least 2"}},
		{"players_twice", strings.Replace(base, "{players: 3, tiles: 10}", "{players: 4, tiles: 7}", 1), []string{line("{players: 3"), "deal 2 is for 4 players, and so is an earlier one"}},
		{"no_tiles", strings.Replace(base, "{players: 3, tiles: 10}", "{players: 3, tiles: 0}", 1), []string{line("{players: 3"), "deal 2 gives 0 tiles each"}},
		{"more_than_the_set", strings.Replace(base, "{players: 4, tiles: 8}", "{players: 4, tiles: 9}", 1), []string{line("{players: 4"), "deal 1 gives 4 players 9 tiles each; the set holds 32 tiles"}},
		{"no_doubling", strings.Replace(base, "doubling: 2", "doubling: 1", 1), []string{line("doubling: 2"), "doubling is 1; it multiplies a score by 2–10"}},
		{"doubling_left_out", strings.Replace(base, "doubling: 2", "", 1), []string{"doubling is 0"}},
		{"tiles_not_a_number", strings.Replace(base, "tiles: 16", "tiles: many", 1), []string{line("{players: 2"), `tiles should be a whole number, such as 2, not "many"`}},
		{"not_yaml", "deals: [", []string{"ours.yaml"}},
		{"empty", "", []string{"ours.yaml is empty; a Dancing Dragons ruleset starts game: dancing-dragons"}},
	})
}

// TestOwnDancingDragons: a table deals for five and triples, from a file.
func TestOwnDancingDragons(t *testing.T) {
	own := strings.NewReplacer("doubling: 2", "doubling: 3",
		"  - {players: 2, tiles: 16}\n", "  - {players: 2, tiles: 16}\n  - {players: 5, tiles: 6}\n").Replace(string(dancingDragonsYAML))
	path := filepath.Join(t.TempDir(), "five.yaml")
	if err := os.WriteFile(path, []byte(own), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := LoadDancingDragons(path)
	if err != nil {
		t.Fatal(err)
	}
	if size, err := r.DealSize(5); err != nil || size != 6 || r.Doubling != 3 {
		t.Errorf("five players: %d, %v; doubling %d", size, err, r.Doubling)
	}
	none := filepath.Join(t.TempDir(), "none.yaml")
	if _, err := LoadDancingDragons(none); err == nil || err.Error() != "rulesets: "+none+": no such ruleset file" {
		t.Errorf("a missing file: %v", err)
	}
}

// FuzzParseDancingDragonsRuleset: no ruleset text panics the loader;
// errors are one line naming the file, in no Go words, and a ruleset that
// loads can be played.
func FuzzParseDancingDragonsRuleset(f *testing.F) {
	f.Add(dancingDragonsYAML)
	f.Add([]byte("game: dancing-dragons\ndeals: [{players: 9, tiles: 4}]\n"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseDancingDragons("f.yaml", data)
		if err != nil {
			checkFuzzed(t, err)
			return
		}
		if err := r.Validate(); err != nil || r.MaxHand() > dominoes.SetSize {
			t.Fatalf("loaded, yet %v (largest hand %d)", err, r.MaxHand())
		}
	})
}

// BenchmarkDancingDragons is the cost of the built-in ruleset to a caller.
func BenchmarkDancingDragons(b *testing.B) {
	for b.Loop() {
		if _, err := DancingDragons(); err != nil {
			b.Fatal(err)
		}
	}
}
