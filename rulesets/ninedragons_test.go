package rulesets

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// TestDefaultNineDragons: the embedded ruleset loads and holds every item
// of the points table and the chart of the rules, band by band.
func TestDefaultNineDragons(t *testing.T) {
	r, err := NineDragons()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Items) != 16 {
		t.Errorf("%d items, want 16", len(r.Items))
	}
	points := map[string]int{}
	for _, it := range r.Items {
		points[it.ID] = it.Points
	}
	for id, want := range map[string]int{"four-chows": 1, "four-pongs": 3, "two-dragons-and-pair": 4, "three-dragons": 6,
		"semi-pure": 3, "pure": 6, "honours-only": 7} {
		if points[id] != want {
			t.Errorf("%s: %d points, want %d", id, points[id], want)
		}
	}
	chips := []int{1, 2, 4, 8, 16, 32, 64}
	if len(r.Chart) != len(chips) {
		t.Fatalf("chart has %d bands, want %d", len(r.Chart), len(chips))
	}
	for i, b := range r.Chart {
		if b.Chips != chips[i] {
			t.Errorf("band %d pays %d, want %d", i, b.Chips, chips[i])
		}
	}
	if r.DiscarderFactor != 2 || r.SelfPickFactor != 2 || r.FalseDeclaration != 128 || len(r.Minimums) != 4 {
		t.Errorf("factors %d %d, false declaration %d, minimums %v", r.DiscarderFactor, r.SelfPickFactor, r.FalseDeclaration, r.Minimums)
	}
}

// TestNineDragonsRulesetErrors: a damaged ruleset is refused at its line.
func TestNineDragonsRulesetErrors(t *testing.T) {
	base := string(nineDragonsYAML)
	tests := []struct{ name, edit, want string }{
		{"unknown_item", strings.Replace(base, "id: pure\n", "id: golden\n", 1), `unknown item "golden"`},
		{"item_twice", strings.Replace(base, "id: pure\n", "id: semi-pure\n", 1), `item "semi-pure" is listed twice`},
		{"item_for_another", strings.Replace(base, "id: honours-only\n", "id: pure\n", 1), `listed twice`},
		{"item_missing", strings.Replace(base, "  - id: honours-only\n    name: honours only\n    points: 7\n    condition: every tile a wind or a dragon\n", "", 1), `the ruleset has no item "honours-only"`},
		{"negative_points", strings.Replace(base, "points: 7", "points: -7", 1), `points may not be negative`},
		{"chart_gap", strings.Replace(base, "{from: 4, to: 6", "{from: 5, to: 6", 1), `nine-dragons.yaml:80: band 5 starts at 5 points; it must start at 4`},
		{"chart_band_backwards", strings.Replace(base, "{from: 4, to: 6", "{from: 4, to: 3", 1), `band 5 ends at 3 points, before it starts at 4`},
		{"chart_closed", strings.Replace(base, "{from: 10, chips: 64", "{from: 10, to: 12, chips: 64", 1), `only the last band is open-ended`},
		{"chart_open_early", strings.Replace(base, "{from: 7, to: 9, chips: 32", "{from: 7, chips: 32", 1), `only the last band is open-ended`},
		{"chart_no_chips", strings.Replace(base, "chips: 64", "chips: 0", 1), `band 7 pays 0 chips`},
		{"factor", strings.Replace(base, "self_pick_pays: 2", "self_pick_pays: 0", 1), `self_pick_pays must be at least 1`},
		{"false_declaration", strings.Replace(base, "false_declaration: 128", "false_declaration: 0", 1), `false_declaration must be at least 1`},
		{"minimums", strings.Replace(base, "minimums: [0, 1, 2, 3]", "minimums: []", 1), `give at least one`},
		{"wrong_game", strings.Replace(base, "game: nine-dragons", "game: magic-dragon", 1), `game is "magic-dragon"`},
		{"unknown_field", strings.Replace(base, "name: Nine", "flavour: x\nname: Nine", 1), `unknown field "flavour"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.edit == base {
				t.Fatal("the edit changed nothing")
			}
			_, err := ParseNineDragons("nine-dragons.yaml", []byte(tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestNineDragonsParsedOnce: the built-in ruleset is parsed once, not at
// every call (the ledger's audit asks for it for every recorded win), and
// a caller that changes its copy changes nobody else's: the next copy is
// the file as it reads, and plays.
func TestNineDragonsParsedOnce(t *testing.T) {
	first, err := NineDragons()
	if err != nil {
		t.Fatal(err)
	}
	first.Items[0].Points = 99
	first.Chart[0].Chips = 99
	first.Minimums[0] = 99
	first.Items = append(first.Items, ninedragons.ItemDef{ID: "extra"})
	again, _ := NineDragons()
	parsed, _ := ParseNineDragons("rulesets/nine-dragons.yaml", nineDragonsYAML)
	if !reflect.DeepEqual(again, parsed) {
		t.Errorf("a caller's change reached the next caller: %+v", again)
	}
	if _, err := ninedragons.NewGame(again); err != nil {
		t.Errorf("the copy does not play: %v", err)
	}
	if allocs := testing.AllocsPerRun(20, func() { NineDragons() }); allocs > 5 {
		t.Errorf("NineDragons makes %.0f allocations a call: it parses the ruleset again", allocs)
	}
}

// FuzzParseNineDragonsRuleset: no ruleset text panics the loader (a
// table's own ruleset, readings included); errors are one line, and a
// ruleset that loads can be played.
func FuzzParseNineDragonsRuleset(f *testing.F) {
	f.Add(nineDragonsYAML)
	f.Add([]byte("game: nine-dragons\nreadings: {pure-not-semi: both, nine-before: maybe}\n"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseNineDragons("f.yaml", data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		if _, err := ninedragons.NewGame(r); err != nil {
			t.Fatalf("loaded, yet %v", err)
		}
	})
}

// BenchmarkNineDragons is the cost of the built-in ruleset to a caller.
func BenchmarkNineDragons(b *testing.B) {
	for b.Loop() {
		if _, err := NineDragons(); err != nil {
			b.Fatal(err)
		}
	}
}
