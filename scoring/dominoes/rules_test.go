package dominoes

import (
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// TestRulesValidate: deals no set can give are refused, naming the deal.
func TestRulesValidate(t *testing.T) {
	if err := textRules.Validate(); err != nil {
		t.Fatalf("the rules text is refused: %v", err)
	}
	for _, c := range []struct {
		name  string
		deals []Deal
		index int
		want  string
	}{
		{"no_deal", nil, 0, "deals lists no deal; give one for each number of players, e.g. {players: 4, tiles: 8}"},
		{"one_player", []Deal{{4, 8}, {1, 16}}, 1, "deal 2 is for 1 player; the game needs at least 2"},
		{"players_twice", []Deal{{4, 8}, {3, 10}, {4, 7}}, 2, "deal 3 is for 4 players, and so is an earlier one; give each number of players once"},
		{"no_tiles", []Deal{{2, 0}}, 0, "deal 1 gives 0 tiles each; each player is dealt at least 1"},
		{"more_than_the_set", []Deal{{4, 9}}, 0, "deal 1 gives 4 players 9 tiles each; the set holds 32 tiles"},
		{"one_tile_each_for_more_than_the_set", []Deal{{33, 1}}, 0, "deal 1 gives 33 players 1 tile each; the set holds 32 tiles"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := (&Rules{Deals: c.deals, Doubling: 2}).Validate()
			var re *rulecheck.Error
			if !errors.As(err, &re) || re.Part != "deals" || re.Index != c.index || err.Error() != c.want {
				t.Errorf("got %v (%+v), want deal %d: %s", err, re, c.index, c.want)
			}
		})
	}
}

// TestOwnDeals: a table's own deals decide who can play, how many
// discards a player can have and how large a hand can be.
func TestOwnDeals(t *testing.T) {
	own := &Rules{Deals: []Deal{{Players: 4, Tiles: 8}, {Players: 5, Tiles: 6}}, Doubling: 2}
	if size, err := own.DealSize(5); err != nil || size != 6 {
		t.Errorf("five players: %d, %v", size, err)
	}
	if _, err := own.DealSize(3); err == nil || err.Error() != "dominoes: 3 players; Dancing Dragons is played by 4 or 5" {
		t.Errorf("three players: %v", err)
	}
	if _, err := own.Score(handsOf(t, "A=1-2; B=; C=; D=; E=6-6 6-6 1-1 1-1 4-4 4-4 1-3")); err == nil ||
		err.Error() != "dominoes: E discarded 7 tiles; with 5 players each is dealt 6" {
		t.Errorf("seven discards of six: %v", err)
	}
	if res, err := own.Score(handsOf(t, "A=1-2; B=; C=3-4; D=; E=6-6")); err != nil || res.Players[4].Score != 24 {
		t.Errorf("five players: %+v, %v", res, err)
	}
	if own.MaxHand() != 8 || textRules.MaxHand() != 16 {
		t.Errorf("largest hands %d and %d, want 8 and 16", own.MaxHand(), textRules.MaxHand())
	}
	if err := own.CheckPlayHand(All()[:9]); err == nil || err.Error() != "dominoes: the hand holds 9 tiles; no deal gives more than 8" {
		t.Errorf("a hand of 9: %v", err)
	}
	one := &Rules{Deals: []Deal{{Players: 2, Tiles: 16}}, Doubling: 2}
	if _, err := one.DealSize(4); err == nil || err.Error() != "dominoes: 4 players; Dancing Dragons is played by 2" {
		t.Errorf("a single deal: %v", err)
	}
}

// TestRulesValidateHugeDeal: a deal too large for the set is refused
// however large its numbers, none wrapping round into range.
func TestRulesValidateHugeDeal(t *testing.T) {
	for _, d := range []Deal{{1 << 62, 4}, {4, 1 << 62}, {1 << 31, 1 << 33}} {
		if err := (&Rules{Deals: []Deal{d}, Doubling: 2}).Validate(); err == nil || !strings.HasPrefix(err.Error(), "deal 1 gives") {
			t.Errorf("%+v: %v", d, err)
		}
	}
}

// TestDoublingValidate: a doubling of 2–10 is played; anything else is
// refused, naming the doubling.
func TestDoublingValidate(t *testing.T) {
	for _, d := range []Doubling{1, 0, -2, 11} {
		r := *textRules
		r.Doubling = d
		err := r.Validate()
		var re *rulecheck.Error
		if !errors.As(err, &re) || re.Part != "doubling" || !strings.HasPrefix(err.Error(), "doubling is ") {
			t.Errorf("doubling %d: %v", d, err)
		}
	}
	for _, d := range []Doubling{2, 3, 10} {
		r := *textRules
		r.Doubling = d
		if err := r.Validate(); err != nil {
			t.Errorf("doubling %d refused: %v", d, err)
		}
	}
}

// TestOwnDoubling: a table that triples scores when someone laid every
// tile, and the claim check's readings that say so.
func TestOwnDoubling(t *testing.T) {
	own := *textRules
	own.Doubling = 3
	hands := handsOf(t, "Ann=6-6 5-1; Bo=; Cy=2-4")
	res, err := own.Score(hands)
	if err != nil || res.Players[0].Score != 54 || res.Players[2].Score != 18 || !res.Doubled {
		t.Fatalf("%+v, %v; want Ann 54, Cy 18", res, err)
	}
	v := own.CheckClaim(res, hands, 0, 18)
	if len(v.Readings) != 1 || v.Readings[0].Departures[0].Text != "not tripled, though someone laid every tile" ||
		v.Readings[0].Differences[0].Item != "the tripling left out" || v.Readings[0].Differences[0].Points != -36 {
		t.Errorf("claim 18: %+v", v.Readings)
	}
	for d, want := range map[Doubling][3]string{
		2: {"doubled", "doubling", "double"},
		3: {"tripled", "tripling", "triple"},
		4: {"multiplied by 4", "multiplying by 4", "multiply by 4"},
	} {
		if got := [3]string{d.Verb(), d.Noun(), d.Infinitive()}; got != want {
			t.Errorf("doubling %d: %q, want %q", d, got, want)
		}
	}
}
