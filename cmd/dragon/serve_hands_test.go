package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestServeAHandAtTheTable is issue 23's acceptance on one machine, with
// real programs: 'dragon serve' on a new Magic Dragon ledger; four phones
// choose their names; the scorekeeper says who went out, the winner
// enters his hand and how it came, each loser his own hand; the
// scorekeeper records it; every phone's standings show it; then 'dragon
// ledger show' reads it and 'dragon ledger check' passes.
func TestServeAHandAtTheTable(t *testing.T) {
	dir := t.TempDir()
	cache, file := filepath.Join(dir, "cache"), filepath.Join(dir, "thursday.yaml")
	if out, err := dragonCmd(t, cache, "ledger", "new", file, "--game", "magic", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	base := served(t, cache, file)
	keeper := newWebDevice(base) // on the machine serving: the scorekeeper
	phones := map[string]*webDevice{}
	for _, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		phones[name] = newWebDevice(base)
		if err := phones[name].pick(name); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		d             *webDevice
		as, q, answer string
	}{
		{keeper, "keeper", "winner", "Bo"},
		{phones["Bo"], "player", "exposed", ""},
		{phones["Bo"], "player", "rest", "123C 123C 345S 333D 44P"},
		{phones["Bo"], "player", "source", "a discard by Cy"},
		{phones["Cy"], "player", "losers:Cy", "456C 456C 789C 12S 55D"},
		{phones["Ann"], "player", "losers:Ann", "123C 789C 344S 788D 4P"},
		{phones["Di"], "player", "losers:Di", "111S 222S 999S 46S 55P"},
	}
	for _, s := range steps {
		if err := s.d.answer(s.as, s.q, s.answer); err != nil {
			t.Fatal(err)
		}
	}
	if ok, err := keeper.record(); !ok || err != nil {
		t.Fatalf("recording: %v %v", ok, err)
	}
	first := regexp.MustCompile(`<tbody>\s*<tr><td class="n">1\.</td><td>([^<]+)</td>`)
	for name, p := range phones {
		page, err := p.get("part/standings")
		if m := first.FindStringSubmatch(page); err != nil || m == nil || m[1] != "Bo" {
			t.Errorf("%s's standings: %v\n%s", name, err, page)
		}
	}
	show, err := dragonCmd(t, cache, "ledger", "show", file).CombinedOutput()
	if err != nil || !regexp.MustCompile(`(?m)^\s*1\.\s+Bo\s+116\s+\+36$`).Match(show) || !strings.Contains(string(show), "game 2") {
		t.Errorf("ledger show: %v\n%s", err, show)
	}
	if out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("ledger check: %v\n%s", err, out)
	}
}
