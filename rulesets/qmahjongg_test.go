package rulesets

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// TestDefaultQMahjongg: the embedded ruleset holds the reconstruction:
// half, 2 and 4 Fang by honour groups, every addition, the specials at 6,
// the limit of 6 and the booklet's stake of 2.
func TestDefaultQMahjongg(t *testing.T) {
	r, err := QMahjongg()
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"half", "2", "4"} {
		if got := r.Classes[i].Level.String(); got != want {
			t.Errorf("class %d: %s Fang, want %s", i, got, want)
		}
	}
	a := r.Additions
	if a.GreenDragon != 1 || a.SeatWind != 1 || a.RoundWind != 1 || a.NoWild != 1 || a.SelfDrawn != 1 ||
		a.OwnGongReplacement != 2 || a.DiscardGongReplacement != 1 {
		t.Errorf("additions %+v", a)
	}
	s := r.Specials
	if s.BankerFirstDraw != 6 || s.BankerFirstDiscard != 6 || s.FiveWilds != 6 || r.Limit != 6 || r.Stake != 2 {
		t.Errorf("specials %+v, limit %s, stake %d", s, r.Limit, r.Stake)
	}
}

// TestQMahjonggRulesetErrors: a table's own booklet is checked, every
// problem reported as FILE:LINE.
func TestQMahjonggRulesetErrors(t *testing.T) {
	base := string(QMahjonggYAML())
	line := func(s string) string { return lineIn(base, s) }
	checkDamaged(t, base, ParseQMahjongg, []damaged{
		{"wrong_game", strings.Replace(base, "game: q-mahjongg", "game: magic-dragon", 1), []string{line("game: q-mahjongg"), `game is "magic-dragon"`}},
		{"unknown_field", strings.Replace(base, "stake: 2", "stake: 2\nflavour: spicy", 1), []string{`unknown field "flavour"`}},
		{"bad_level", strings.Replace(base, "fang: half", "fang: quarter", 1), []string{line("fang: half"), `"quarter" is not a level of Fang`}},
		{"class_above_limit", strings.Replace(base, "limit: 6", "limit: 3", 1), []string{line("  - honour_groups: 2"), "two pongs is 4 Fang, above the limit of 3"}},
		{"classes_out_of_order", strings.Replace(base, "honour_groups: 1", "honour_groups: 2", 1), []string{line("  - honour_groups: 1"), "class 2 is for 2 honour groups"}},
		{"two_classes", strings.Replace(base, "  - honour_groups: 2\n    name: two pongs\n    fang: 4\n    condition: two groups of winds or GD\n", "", 1), []string{"lists 2 classes; list three"}},
		{"negative_addition", strings.Replace(base, "no_wild: 1", "no_wild: -1", 1), []string{line("no_wild: 1"), "no_wild adds -1 Fang"}},
		{"bad_special", strings.Replace(base, "five_wilds: 6", "five_wilds: 9", 1), []string{line("five_wilds: 6"), `"9" is not a level`}},
		{"odd_stake", strings.Replace(base, "stake: 2", "stake: 3", 1), []string{line("stake: 2"), "stake is 3; it must be even"}},
		{"limit_too_high", strings.Replace(base, "limit: 6", "limit: 7", 1), []string{line("limit: 6"), "limit is 7"}},
		{"limit_far_too_high", strings.Replace(base, "limit: 6", "limit: 262", 1), []string{line("limit: 6"), "limit is 262"}},
		{"stake_too_high", strings.Replace(base, "stake: 2", "stake: 2000000", 1), []string{line("stake: 2"), "stake is 2000000", "at most 1000000"}},
		{"not_yaml", "classes: [", []string{"ours.yaml"}},
	})
}

// TestOwnQMahjonggBooklet: a table plays its own booklet from a file.
func TestOwnQMahjonggBooklet(t *testing.T) {
	own := strings.Replace(string(QMahjonggYAML()), "self_drawn: 1", "self_drawn: 2", 1)
	path := filepath.Join(t.TempDir(), "booklet.yaml")
	if err := os.WriteFile(path, []byte(own), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := LoadQMahjongg(path)
	if err != nil || r.Additions.SelfDrawn != 2 {
		t.Fatalf("rules %+v, %v", r, err)
	}
	if _, err := LoadQMahjongg(filepath.Join(t.TempDir(), "none.yaml")); err == nil {
		t.Error("a missing file loaded")
	}
}

// FuzzParseQMahjonggRuleset: no ruleset text panics the loader; errors are
// one line naming the file, in no Go words.
func FuzzParseQMahjonggRuleset(f *testing.F) {
	f.Add(QMahjonggYAML())
	f.Add([]byte("game: q-mahjongg\nclasses: [{fang: half}]\n"))
	f.Add([]byte("{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ParseQMahjongg("f.yaml", data); err != nil {
			checkFuzzed(t, err)
		}
	})
}

// TestQMahjonggParsedOnce: the built-in ruleset is parsed once, not at
// every call, and a caller that changes its copy changes nobody else's: a
// Rules holds values only, so a copy of the struct is a copy of it all.
func TestQMahjonggParsedOnce(t *testing.T) {
	if p := sharedPart(reflect.TypeFor[qmahjongg.Rules](), "Rules"); p != "" {
		t.Fatalf("qmahjongg.%s is shared by a copy of the struct: clone it in qMahjonggRules", p)
	}
	first, err := QMahjongg()
	if err != nil {
		t.Fatal(err)
	}
	first.Classes[0].Name = "changed"
	first.Additions.SelfDrawn = 5
	first.Stake = 100
	again, _ := QMahjongg()
	parsed, _ := ParseQMahjongg("rulesets/q-mahjongg.yaml", qMahjonggYAML)
	if !reflect.DeepEqual(again, parsed) {
		t.Errorf("a caller's change reached the next caller: %+v", again)
	}
	if allocs := testing.AllocsPerRun(20, func() { QMahjongg() }); allocs > 2 {
		t.Errorf("QMahjongg makes %.0f allocations a call: it parses the ruleset again", allocs)
	}
}

// sharedPart names a part of a value of type t (called name) that a copy
// of the value shares with it: a pointer, slice, map, channel, function
// or interface; "" when there is none.
func sharedPart(t reflect.Type, name string) string {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Chan, reflect.Func, reflect.Interface, reflect.UnsafePointer:
		return name
	case reflect.Array:
		return sharedPart(t.Elem(), name+"[]")
	case reflect.Struct:
		for f := range t.Fields() {
			if p := sharedPart(f.Type, name+"."+f.Name); p != "" {
				return p
			}
		}
	}
	return ""
}

// BenchmarkQMahjongg is the cost of the built-in ruleset to a caller.
func BenchmarkQMahjongg(b *testing.B) {
	for b.Loop() {
		if _, err := QMahjongg(); err != nil {
			b.Fatal(err)
		}
	}
}
