package ledger

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestRulesRoundTrip: each rule of each game, set to a value other than
// its default, is written by Create and read back by Load, the others
// taking their defaults. (Small hands have no such value: they are the
// game of seven or eight, and only theirs.)
func TestRulesRoundTrip(t *testing.T) {
	t.Parallel()
	tables := map[books.Game][]string{books.Magic: {"Ann", "Bo", "Cy"}, books.QMahjongg: {"Ann", "Bo"}, books.NineDragons: {"Ann", "Bo", "Cy", "Di"}, books.Dominoes: {"Ann", "Bo"}, books.MAC: {"Ann", "Bo"}}
	for _, g := range books.Games() {
		for _, ru := range g.Rules() {
			t.Run(string(g)+"/"+ru.Key, func(t *testing.T) {
				h := books.Header{Game: g, Players: tables[g]}
				defaults := h
				defaults.DefaultRules()
				v := other(t, ru, &defaults)
				if err := ru.Set(&h, v); err != nil {
					t.Fatal(err)
				}
				h.DefaultRules()
				path := filepath.Join(t.TempDir(), "l.yaml")
				if err := Create(path, h); err != nil {
					t.Fatalf("Create with %s: %s: %v", ru.Key, v, err)
				}
				l, err := Load(path)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(l.Header.Rules, h.Rules) {
					t.Errorf("wrote %+v, read back %+v", h.Rules, l.Header.Rules)
				}
				data, _ := os.ReadFile(path)
				if !strings.Contains(string(data), "\n  "+ru.Key+": ") {
					t.Errorf("%s is not written:\n%s", ru.Key, data)
				}
			})
		}
	}
}

// TestNineDragonsSessionOptions: a Nine Dragons ledger keeps its minimum
// hand, and whether the table plays the fifth-tile rule and the
// false-declaration penalty; a new ledger plays neither unless told, and
// a ledger written before dragon kept them plays both, as dragon allowed.
func TestNineDragonsSessionOptions(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{Minimum: 2, FalseDeclaration: true}})
	if got := s.load().Header.Rules; got.Minimum != 2 || got.FifthTile || !got.FalseDeclaration {
		t.Errorf("read back %+v", got)
	}
	for _, line := range []string{"  minimum: 2 #", "  fifth_tile: false #", "  false_declaration: true #"} {
		if !strings.Contains(string(s.read()), line) {
			t.Errorf("no %q in\n%s", line, s.read())
		}
	}
	old := "version: 1\ngame: ninedragons\nplayers: [Ann, Bo, Cy, Di]\nrules:\n  stakes: 2\nhands:\n"
	l, ps := Parse("old.yaml", []byte(old))
	if len(ps) > 0 || !l.Header.Rules.FifthTile || !l.Header.Rules.FalseDeclaration || l.Header.Rules.Minimum != 0 {
		t.Errorf("a ledger without the options: %+v %v", l.Header.Rules, ps)
	}
	for _, tt := range []struct{ rule, msg, fix string }{
		{"minimum: 4", "minimum is 4; the minimum hand is 0, 1, 2 or 3 points", "write minimum: 0 to let any hand win"},
		{"minimum: -1", "minimum is -1", "write minimum: 0"},
		{"fifth_tile: maybe", `fifth_tile should be true or false, not "maybe"`, "true or false"},
		{"small_hands: true", "small_hands is not a Nine Dragons rule (its rules are stakes, minimum, fifth_tile, false_declaration)", "remove this line"},
	} {
		src := strings.Replace(old, "stakes: 2", tt.rule, 1)
		_, ps := Parse("n.yaml", []byte(src))
		if len(ps) != 1 || ps[0].Line != 5 || !strings.Contains(ps[0].Msg, tt.msg) || !strings.Contains(ps[0].Fix, tt.fix) {
			t.Errorf("%s: %v", tt.rule, ps)
		}
	}
}

// TestFifthTileNeedsTheRule: a win whose discarder pays for everyone by
// the fifth-tile rule is refused in a session that does not play the rule,
// and reported by check at its line.
func TestFifthTileNeedsTheRule(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	before := s.read()
	fifth := &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: "Bo", Hand: "x", DiscardBy: "Cy", Own: map[string]string{"fifth_tile": "true"}}, Transfers: amounts("Bo=+12,Cy=-12")}
	if _, err := s.addRecord(fifth); err == nil || !strings.Contains(err.Error(), "hand 1: the discarder of a fifth tile pays for everyone, but the session does not play the fifth-tile rule") {
		t.Errorf("a fifth tile without the rule: %v", err)
	}
	if string(s.read()) != string(before) {
		t.Errorf("the refused record was written")
	}
	played := strings.Replace(string(before), "fifth_tile: false", "fifth_tile: true", 1)
	os.WriteFile(s.path, []byte(played), 0o644)
	if _, err := s.addRecord(fifth); err != nil {
		t.Fatalf("a fifth tile with the rule: %v", err)
	}
	data := strings.Replace(string(s.read()), "fifth_tile: true", "fifth_tile: false", 1)
	ps := CheckData("n.yaml", []byte(data), nil)
	if len(ps) != 1 || !strings.Contains(ps[0].Quote, "fifth_tile: true") || ps[0].Severity != books.Error {
		t.Errorf("check of a fifth tile without the rule: %v", ps)
	}
}

// TestPenaltyWithoutFalseDeclarations: a Nine Dragons penalty in a session
// that does not play the false-declaration penalty is a warning only (the
// table may have fined another breach), on the record and by check.
func TestPenaltyWithoutFalseDeclarations(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	a, err := s.addRecord(&books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: "Cy"}, Transfers: amounts("Ann=+128,Bo=+128,Cy=-384,Di=+128")})
	if err != nil {
		t.Fatal(err)
	}
	const msg = "hand 1: a penalty, but the session does not play the false-declaration penalty"
	if len(a.Warnings) != 1 || !strings.Contains(a.Warnings[0].Msg, msg) {
		t.Errorf("warnings %v", a.Warnings)
	}
	ps := CheckData("n.yaml", s.read(), nil)
	if len(ps) != 1 || ps[0].Severity != books.Warning || !strings.Contains(ps[0].Quote, "kind: penalty") {
		t.Errorf("check: %v", ps)
	}
	played := strings.Replace(string(s.read()), "false_declaration: false", "false_declaration: true", 1)
	if ps := CheckData("n.yaml", []byte(played), nil); len(ps) != 0 {
		t.Errorf("check with the penalty played: %v", ps)
	}
}

// TestUltimateNamesNoVersion: the ultimate cycles play their versions in
// turn, so a version beside them is refused at its line, and a Rule says
// so before a ledger is written.
func TestUltimateNamesNoVersion(t *testing.T) {
	t.Parallel()
	src := "version: 1\ngame: magic\nplayers: [Ann, Bo]\nrules:\n  ultimate: true\n  version: D\nhands:\n"
	_, ps := Parse("u.yaml", []byte(src))
	if len(ps) != 1 || ps[0].Line != 6 || !strings.Contains(ps[0].Msg, "the ultimate cycles play versions C, D, E, and F in turn, so the ledger may not also name version D") {
		t.Errorf("%v", ps)
	}
	h := &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}, Rules: books.Rules{Ultimate: true}}
	version := ruleNamed(t, "version")
	if version.Default(h) != "" || version.Applies(h) == nil {
		t.Errorf("under the ultimate cycles version defaults to %q and applies: %v", version.Default(h), version.Applies(h))
	}
	h.Rules.Ultimate = false
	if version.Default(h) != "C" || version.Applies(h) != nil {
		t.Errorf("version defaults to %q; applies: %v", version.Default(h), version.Applies(h))
	}
}

// other returns a value of rule ru, other than its default, that session h
// takes.
func other(t *testing.T, ru books.Rule, h *books.Header) string {
	t.Helper()
	def := ru.Default(h)
	for _, c := range ru.Choices(h) {
		probe := *h
		if c != def && ru.Set(&probe, c) == nil && ru.Check(&probe) == nil {
			return c
		}
	}
	if ru.Kind == books.Number {
		return "7"
	}
	t.Skipf("%s has no value but its default %q at a table of %d", ru.Key, def, len(h.Players))
	return ""
}

func ruleNamed(t *testing.T, key string) books.Rule {
	t.Helper()
	for _, ru := range books.AllRules() {
		if ru.Key == key {
			return ru
		}
	}
	t.Fatalf("no rule %s", key)
	return books.Rule{}
}

// TestRuleSetAndCheck: a rule is set from what a person types and checked
// against the session, in one line, the way a flag, a prompt or a form
// gives it.
func TestRuleSetAndCheck(t *testing.T) {
	t.Parallel()
	three := &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}}
	four := &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}}
	nine := &books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}
	for _, tt := range []struct {
		h          *books.Header
		key, typed string
		set, check string // the errors, "" for none
		value      string
	}{
		{three, "without_suit", "p", "", "", "P"},
		{four, "without_suit", "P", "", "a suit is removed only in the three-player game; the ledger has 4 players", "P"},
		{three, "without_suit", "X", "", `there is no suit "X" to remove`, "X"},
		{four, "version", "e", "", "", "E"},
		{four, "version", "Q", "", `Magic Dragon has no version "Q"`, "Q"},
		{four, "stakes", "0", "", "stakes is 0; it multiplies every payment, so it is 1 or more", "0"},
		{four, "stakes", "two", `stakes is a whole number, not "two"`, "", ""},
		{four, "small_hands", "true", "", "small hands are the game of more than six players; the ledger has 4", "true"},
		{four, "dealer_rule", "maybe", `dealer_rule is true or false, not "maybe"`, "", ""},
		{nine, "minimum", "3", "", "", "3"},
		{nine, "minimum", "5", "", "minimum is 5; the minimum hand is 0, 1, 2 or 3 points", "5"},
	} {
		h := *tt.h
		ru := ruleNamed(t, tt.key)
		err := ru.Set(&h, tt.typed)
		if (err == nil) != (tt.set == "") || (err != nil && err.Error() != tt.set) {
			t.Errorf("%s %s: Set: %v; want %q", tt.key, tt.typed, err, tt.set)
			continue
		}
		if err != nil {
			continue
		}
		if got := ru.Value(h.Rules); got != tt.value {
			t.Errorf("%s %s: value %q; want %q", tt.key, tt.typed, got, tt.value)
		}
		err = ru.Check(&h)
		if (err == nil) != (tt.check == "") || (err != nil && err.Error() != tt.check) {
			t.Errorf("%s %s: Check: %v; want %q", tt.key, tt.typed, err, tt.check)
		}
	}
	if got := ruleNamed(t, "minimum").Choices(nine); !slices.Equal(got, []string{"0", "1", "2", "3"}) {
		t.Errorf("minimum's choices %v", got)
	}
	if got := ruleNamed(t, "stakes").Choices(nine); got != nil {
		t.Errorf("stakes' choices %v; want none listed", got)
	}
}

// TestDescribe: a session is described by the rules it plays, in order.
func TestDescribe(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		h    books.Header
		want string
	}{
		{books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{Ultimate: true, DealerRule: true, Stakes: 2}}, "Magic Dragon, ultimate cycles (C, D, E, F), dealer rule, stakes ×2"},
		{books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{WithoutSuit: "P"}}, "Magic Dragon, version C, without suit P"},
		{books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}, "Nine Dragons"},
		{books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{Minimum: 1, FifthTile: true, FalseDeclaration: true}}, "Nine Dragons, minimum 1 point, fifth-tile rule, false declarations"},
		{books.Header{Game: books.Dominoes, Players: []string{"Ann", "Bo"}, Rules: books.Rules{MatchLength: 5}}, "Dancing Dragons, a match of 5 hands"},
	} {
		tt.h.DefaultRules()
		if got := tt.h.Describe(); got != tt.want {
			t.Errorf("%q; want %q", got, tt.want)
		}
	}
}
