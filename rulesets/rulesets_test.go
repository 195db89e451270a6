package rulesets

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestDefaultMagicDragon: the embedded ruleset loads and holds Table I
// (23 units) and Table II (versions A to G).
func TestDefaultMagicDragon(t *testing.T) {
	r, err := MagicDragon()
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Units) != 23 || len(r.Versions) != 7 || r.DefaultVersion != "C" {
		t.Errorf("%d units, %d versions, default %s", len(r.Units), len(r.Versions), r.DefaultVersion)
	}
	want := map[string][2]int{"A": {16, 3}, "B": {16, 3}, "C": {16, 3}, "D": {15, 2}, "E": {14, 1}, "F": {13, 0}, "G": {13, 0}}
	for _, v := range r.Versions {
		if w := want[v.Name]; v.Drawn != w[0] || v.Dead != w[1] {
			t.Errorf("version %s: %d–%d, want %d–%d", v.Name, v.Drawn, v.Dead, w[0], w[1])
		}
	}
	if a, _ := r.Version("A"); a.FlatPayment != 1 {
		t.Errorf("version A flat payment %d", a.FlatPayment)
	}
	if g, _ := r.Version("G"); g.Minimum != 3 {
		t.Errorf("version G minimum %d", g.Minimum)
	}
}

// TestRulesetErrors: a table's own ruleset is checked, and every problem
// is reported as FILE:LINE.
func TestRulesetErrors(t *testing.T) {
	base := string(MagicDragonYAML())
	tests := []struct {
		name, edit, want string
	}{
		{"unknown_field", strings.Replace(base, "default_version: C", "default_version: C\nflavour: spicy", 1),
			`ours.yaml:10: unknown field "flavour"`},
		{"unknown_unit", strings.Replace(base, "id: magic-dragon", "id: golden-dragon", 1),
			`unknown unit "golden-dragon"`},
		{"unit_in_wrong_group", strings.Replace(base, "id: zappo\n    group: A", "id: zappo\n    group: B", 1),
			`ours.yaml:22: unit "zappo" belongs to group A`},
		{"version_with_unknown_unit", strings.Replace(base, "units: [zappo]", "units: [zappo, jackpot]", 1),
			`allows unit "jackpot"`},
		{"version_not_13_tiles", strings.Replace(base, "{name: D, title: all units, drawn: 15, dead: 2}", "{name: D, title: all units, drawn: 15, dead: 1}", 1),
			`version D: 15 drawn and 1 dead must leave 13 tiles`},
		{"bad_default", strings.Replace(base, "default_version: C", "default_version: Z", 1),
			`default_version: magicdragon: there is no version "Z"`},
		{"wrong_type", strings.Replace(base, "points: 25", "points: lots", 1),
			`points should be a whole number, such as 2, not "lots"`},
		{"wrong_game", strings.Replace(base, "game: magic-dragon", "game: nine-dragons", 1),
			`ours.yaml:7: game is "nine-dragons"`},
		{"not_yaml", "units: [", `ours.yaml`},
		{"empty", "", `ours.yaml is empty; a Magic Dragon ruleset starts game: magic-dragon`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseMagicDragon("ours.yaml", []byte(tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), "ours.yaml") || strings.Contains(err.Error(), "\n") {
				t.Errorf("%q is not one line starting with the file", err)
			}
		})
	}
}

// TestOwnVersion: a table defines its own version in its ruleset file.
func TestOwnVersion(t *testing.T) {
	own := string(MagicDragonYAML()) + "  - {name: H, title: house, drawn: 14, dead: 1, minimum: 5}\n"
	path := filepath.Join(t.TempDir(), "house.yaml")
	if err := os.WriteFile(path, []byte(own), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := LoadMagicDragon(path)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := r.Version("H"); err != nil || v.Minimum != 5 {
		t.Errorf("version H = %+v, %v", v, err)
	}
	if _, err := LoadMagicDragon(filepath.Join(t.TempDir(), "none.yaml")); err == nil {
		t.Errorf("a missing file loaded")
	}
}

// FuzzParseMagicDragonRuleset: no ruleset text panics the loader; errors
// are one line naming the file, in no Go words.
func FuzzParseMagicDragonRuleset(f *testing.F) {
	f.Add(MagicDragonYAML())
	f.Add([]byte("game: magic-dragon\nunits: [{id: zappo, group: A}]\n"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ParseMagicDragon("f.yaml", data); err != nil {
			checkFuzzed(t, err)
		}
	})
}

// TestMagicDragonParsedOnce: the built-in ruleset is parsed once, not at
// every call (the ledger's audit asks for it for every win), and a caller
// that changes its copy changes nobody else's.
func TestMagicDragonParsedOnce(t *testing.T) {
	first, err := MagicDragon()
	if err != nil {
		t.Fatal(err)
	}
	first.Versions[0].Units[0] = "changed"
	first.Units[0].Points = -1
	first.Ultimate[0] = "Z"
	again, _ := MagicDragon()
	parsed, _ := ParseMagicDragon("rulesets/magic-dragon.yaml", magicDragonYAML)
	if !reflect.DeepEqual(again, parsed) {
		t.Errorf("a caller's change reached the next caller")
	}
	if allocs := testing.AllocsPerRun(20, func() { MagicDragon() }); allocs > 20 {
		t.Errorf("MagicDragon makes %.0f allocations a call: it parses the ruleset again", allocs)
	}
}

// BenchmarkMagicDragon is the cost of the built-in ruleset to a caller.
func BenchmarkMagicDragon(b *testing.B) {
	for b.Loop() {
		if _, err := MagicDragon(); err != nil {
			b.Fatal(err)
		}
	}
}
