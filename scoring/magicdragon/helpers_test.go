package magicdragon_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/rulesets"
	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

func rules(t testing.TB) *md.Rules {
	t.Helper()
	r, err := rulesets.MagicDragon()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func game(t testing.TB, version string, table md.Table) *md.Game {
	t.Helper()
	g, err := md.NewGame(rules(t), version, table)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// claim describes a winning claim for the tests.
type claim struct {
	hand       string
	source     tiles.Source
	allNatural bool
	version    string
	table      md.Table
}

func score(t testing.TB, c claim) *md.Result {
	t.Helper()
	res, err := tryScore(t, c)
	if err != nil {
		t.Fatalf("%s: %v", c.hand, err)
	}
	return res
}

func tryScore(t testing.TB, c claim) (*md.Result, error) {
	t.Helper()
	g, err := md.NewGame(rules(t), c.version, c.table)
	if err != nil {
		return nil, err
	}
	h, err := g.Table.ParseHand(c.hand, false)
	if err != nil {
		return nil, err
	}
	w := md.Win{Hand: h, Source: c.source, AllNatural: c.allNatural}
	if c.source == tiles.Discard {
		w.Discarder = "Bo"
	}
	return g.Score(w)
}

// unitList renders the units as "id=points" sorted by group, for comparing.
func unitList(units []md.ScoredUnit) string {
	parts := make([]string, len(units))
	for i, u := range units {
		parts[i] = u.Group + ":" + u.ID + "=" + itoa(u.Points)
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
