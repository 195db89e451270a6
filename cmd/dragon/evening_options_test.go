package main

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestEveningKeepsEveryOption: a new ledger started from 'dragon' alone
// asks the game's session options, walked from the ledger's description
// of each rule, and the ledger keeps every one, and the money, as 'ledger
// new' would with their flags.
func TestEveningKeepsEveryOption(t *testing.T) {
	leave := "Leave (the ledger keeps the evening)"
	for _, tc := range []struct {
		name    string
		answers []string
		rules   books.Rules
		money   int
	}{
		{"magic", []string{"Magic Dragon", "Ann,Bo,Cy", "n", "n", "D  all units; 15 drawn, 2 dead", "y", "2", "P", "100", "night.yaml", "n", leave},
			books.Rules{Version: "D", DealerRule: true, Stakes: 2, WithoutSuit: "P"}, 100},
		{"magic_ultimate", []string{"Magic Dragon", "Ann,Bo,Cy,Di", "n", "y", "n", "1", "80", "night.yaml", "n", leave},
			books.Rules{Ultimate: true, Stakes: 1}, 80},
		{"magic_small_hands", []string{"Magic Dragon", "Ann,Bo,Cy,Di,Ed,Flo,Gus", "n", "n", versionC, "n", "1", "y", "80", "night.yaml", "n", leave},
			books.Rules{Version: "C", Stakes: 1, SmallHands: true}, 80},
		{"qmahjongg", []string{"Q Mahjongg", "Ann,Bo,Cy", "3", "night.yaml", "n", leave}, books.Rules{Stakes: 3}, 0},
		{"ninedragons", []string{"Nine Dragons", "Ann,Bo,Cy,Di", "2", "3", "y", "y", "night.yaml", "n", leave},
			books.Rules{Stakes: 2, Minimum: 3, FifthTile: true, FalseDeclaration: true}, 0},
		{"dominoes", []string{"Dancing Dragons", "Ann,Bo", "5", "night.yaml", leave}, books.Rules{MatchLength: 5}, 0},
		{"mac", []string{"MAC I", "Ann,Bo,Cy", "4", "night.yaml", leave}, books.Rules{MatchLength: 4}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			t.Chdir(dir)
			t.Setenv("XDG_CACHE_HOME", dir)
			out, asked, code := runAsked(t, append([]string{"Start a new ledger"}, tc.answers...))
			if code != 0 {
				t.Fatalf("exit %d, asked %q:\n%s", code, asked, out)
			}
			h, err := ledger.ReadHeader("night.yaml")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(h.Rules, tc.rules) || h.Money.Start != tc.money {
				t.Errorf("the ledger keeps %+v and %d each, want %+v and %d", h.Rules, h.Money.Start, tc.rules, tc.money)
			}
		})
	}
}

// TestEveningSeatDraw: a new Magic Dragon table may draw for its seats,
// here simulated (Enter at the ranks drawn); the ledger then keeps the
// players in the seat order the draw gave, clockwise from the first
// dealer.
func TestEveningSeatDraw(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("XDG_CACHE_HOME", dir)
	out, asked, code := runAsked(t, []string{"Start a new ledger", "Magic Dragon", "Ann,Bo,Cy,Di", "y", "", "n", versionC, "n", "1", "80", "night.yaml", "n",
		"Leave (the ledger keeps the evening)"})
	if code != 0 {
		t.Fatalf("exit %d, asked %q:\n%s", code, asked, out)
	}
	_, seats, ok := strings.Cut(out, "Seats, clockwise from the dealer:\n")
	if !ok {
		t.Fatalf("no seats drawn:\n%s", out)
	}
	var drawn []string
	for _, m := range regexp.MustCompile(`(?m)^  [1-4]  (\w+)`).FindAllStringSubmatch(seats, 4) {
		drawn = append(drawn, m[1])
	}
	h, err := ledger.ReadHeader("night.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(h.Players, drawn) || len(drawn) != 4 {
		t.Errorf("the draw seated %q, the ledger keeps %q", drawn, h.Players)
	}
}
