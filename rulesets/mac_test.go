package rulesets

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/mac"
)

// TestDefaultMAC: the embedded ruleset holds the numbers of the rules
// text: fishing values 10 for a wind and the Green Dragon, 11 for Feng
// Shui; points 1, 2, 5 and 10; a catch of bait and pond.
func TestDefaultMAC(t *testing.T) {
	r, err := MAC()
	if err != nil {
		t.Fatal(err)
	}
	if want := (mac.Values{Wind: 10, GreenDragon: 10, FengShui: 11}); r.Values != want {
		t.Errorf("values %+v, want %+v", r.Values, want)
	}
	if want := (mac.Points{Suit: 1, Wind: 2, GreenDragon: 5, FengShui: 10}); r.Points != want {
		t.Errorf("points %+v, want %+v", r.Points, want)
	}
	if r.Catch != mac.BaitAndPond || r.Name != "MAC I" {
		t.Errorf("catch %v, name %q", r.Catch, r.Name)
	}
}

// TestMACParsedOnce: the built-in ruleset is parsed once, and a caller
// that changes its copy changes nobody else's.
func TestMACParsedOnce(t *testing.T) {
	first, err := MAC()
	if err != nil {
		t.Fatal(err)
	}
	first.Points.FengShui, first.Catch = 99, mac.PondOnlyToo
	again, _ := MAC()
	parsed, _ := ParseMAC("rulesets/mac-i.yaml", macYAML)
	if !reflect.DeepEqual(again, parsed) {
		t.Errorf("a caller's change reached the next caller: %+v", again)
	}
	if allocs := testing.AllocsPerRun(20, func() { MAC() }); allocs > 1 {
		t.Errorf("MAC makes %.0f allocations a call: it parses the ruleset again", allocs)
	}
}

// TestMACRulesetErrors: a table's own ruleset is checked, every problem
// reported as FILE:LINE in one line.
func TestMACRulesetErrors(t *testing.T) {
	base := string(macYAML)
	line := func(s string) string { return lineIn(base, s) }
	checkDamaged(t, base, ParseMAC, []damaged{
		{"wrong_game", strings.Replace(base, "game: mac-i", "game: q-mahjongg", 1), []string{line("game: mac-i"), `game is "q-mahjongg"; a MAC I ruleset says game: mac-i`}},
		{"unknown_field", strings.Replace(base, "name: MAC I", "name: MAC I\nflavour: salty", 1), []string{`unknown field "flavour"`}},
		{"unknown_value", strings.Replace(base, "  feng_shui: 11", "  feng_shui: 11\n  flower: 3", 1), []string{`unknown field "flower"`}},
		{"value_not_a_number", strings.Replace(base, "  feng_shui: 11", "  feng_shui: eleven", 1), []string{line("  feng_shui: 11"), `feng_shui should be a whole number, such as 2, not "eleven"`}},
		{"wind_value_0", strings.Replace(base, "  wind: 10", "  wind: 0", 1), []string{line("  wind: 10"), "values: wind is 0; a fishing value is 1–100"}},
		{"dragon_value_too_high", strings.Replace(base, "  green_dragon: 10", "  green_dragon: 1000", 1), []string{line("  green_dragon: 10"), "values: green_dragon is 1000; a fishing value is 1–100"}},
		{"feng_shui_value_negative", strings.Replace(base, "  feng_shui: 11", "  feng_shui: -11", 1), []string{line("  feng_shui: 11"), "values: feng_shui is -11"}},
		{"suit_points_negative", strings.Replace(base, "  suit: 1", "  suit: -1", 1), []string{line("  suit: 1"), "points: suit is -1; a card scores 0–1000"}},
		{"wind_points_too_high", strings.Replace(base, "  wind: 2", "  wind: 2000", 1), []string{line("  wind: 2"), "points: wind is 2000"}},
		{"dragon_points_negative", strings.Replace(base, "  green_dragon: 5", "  green_dragon: -5", 1), []string{line("  green_dragon: 5"), "points: green_dragon is -5"}},
		{"feng_shui_points_negative", strings.Replace(base, "  feng_shui: 10", "  feng_shui: -10", 1), []string{line("  feng_shui: 10"), "points: feng_shui is -10"}},
		{"unknown_catch", strings.Replace(base, "catch: bait-and-pond", "catch: anything", 1), []string{line("catch: bait-and-pond"), `catch is "anything"; write bait-and-pond or pond-only`}},
		{"no_catch", strings.Replace(base, "catch: bait-and-pond", "", 1), []string{`catch is ""`}},
		{"not_yaml", "values: [", []string{"ours.yaml"}},
		{"empty", "", []string{"ours.yaml is empty; a MAC I ruleset starts game: mac-i"}},
	})
}

// TestOwnMAC: a table plays its own numbers and reading from a file.
func TestOwnMAC(t *testing.T) {
	own := strings.Replace(strings.Replace(string(macYAML), "  green_dragon: 5", "  green_dragon: 3", 1),
		"catch: bait-and-pond", "catch: pond-only", 1)
	path := filepath.Join(t.TempDir(), "house.yaml")
	if err := os.WriteFile(path, []byte(own), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := LoadMAC(path)
	if err != nil || r.Points.GreenDragon != 3 || r.Catch != mac.PondOnlyToo {
		t.Fatalf("rules %+v, %v", r, err)
	}
	none := filepath.Join(t.TempDir(), "none.yaml")
	if _, err := LoadMAC(none); err == nil || err.Error() != "rulesets: "+none+": no such ruleset file" {
		t.Errorf("a missing file: %v", err)
	}
}

// FuzzParseMACRuleset: no ruleset text panics the loader; errors are one
// line naming the file, in no Go words, and a ruleset that loads can be
// played.
func FuzzParseMACRuleset(f *testing.F) {
	f.Add(macYAML)
	f.Add([]byte("game: mac-i\nvalues: {wind: 0}\ncatch: pond-only\n"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseMAC("f.yaml", data)
		if err != nil {
			checkFuzzed(t, err)
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("loaded, yet %v", err)
		}
	})
}

// BenchmarkMAC is the cost of the built-in ruleset to a caller.
func BenchmarkMAC(b *testing.B) {
	for b.Loop() {
		if _, err := MAC(); err != nil {
			b.Fatal(err)
		}
	}
}
