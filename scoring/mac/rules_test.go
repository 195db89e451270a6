package mac

import (
	"errors"
	"testing"

	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// TestRulesValidate: numbers no table can play are refused, naming the
// part of the ruleset and the field.
func TestRulesValidate(t *testing.T) {
	if err := textRules.Validate(); err != nil {
		t.Fatalf("the rules text is refused: %v", err)
	}
	for _, c := range []struct {
		name, part, key, want string
		edit                  func(*Rules)
	}{
		{"wind_value_0", "values", "wind", "values: wind is 0; a fishing value is 1–100", func(r *Rules) { r.Values.Wind = 0 }},
		{"dragon_value_negative", "values", "green_dragon", "values: green_dragon is -10; a fishing value is 1–100", func(r *Rules) { r.Values.GreenDragon = -10 }},
		{"feng_shui_value_too_high", "values", "feng_shui", "values: feng_shui is 101; a fishing value is 1–100", func(r *Rules) { r.Values.FengShui = 101 }},
		{"suit_points_negative", "points", "suit", "points: suit is -1; a card scores 0–1000", func(r *Rules) { r.Points.Suit = -1 }},
		{"wind_points_negative", "points", "wind", "points: wind is -2; a card scores 0–1000", func(r *Rules) { r.Points.Wind = -2 }},
		{"dragon_points_too_high", "points", "green_dragon", "points: green_dragon is 1001; a card scores 0–1000", func(r *Rules) { r.Points.GreenDragon = 1001 }},
		{"feng_shui_points_negative", "points", "feng_shui", "points: feng_shui is -10; a card scores 0–1000", func(r *Rules) { r.Points.FengShui = -10 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := *textRules
			c.edit(&r)
			err := r.Validate()
			var re *rulecheck.Error
			if !errors.As(err, &re) || re.Part != c.part || re.Key != c.key || err.Error() != c.want {
				t.Errorf("got %v (%+v), want %s.%s: %s", err, re, c.part, c.key, c.want)
			}
		})
	}
	zero := *textRules
	zero.Points = Points{}
	if err := zero.Validate(); err != nil {
		t.Errorf("a table may score a class nothing: %v", err)
	}
}

// TestOwnRules: a table's own numbers decide the values, the catches, the
// points, the score and the claim check.
func TestOwnRules(t *testing.T) {
	own := *textRules
	own.Values.FengShui = 3
	own.Points.GreenDragon = 3
	fc := cards(t, "F1 2S 4B")
	if sum, ok := textRules.Fishable(fc[0], fc[1], fc[2]); ok {
		t.Errorf("F1 2S 4B is no catch by the rules text (11×2+4 = 26): %s", sum)
	}
	sum, ok := own.Fishable(fc[0], fc[1], fc[2])
	if !ok || sum.String() != "F1×2S+4B = 3×2+4 = 10" {
		t.Errorf("F1 2S 4B with Feng Shui at 3: %s %v", sum, ok)
	}
	if got := catchList(own.Catches(cards(t, "F1"), cards(t, "2S 4B"))); got != "F1|4B 2S=12" {
		t.Errorf("catches %s, want F1|4B 2S=12 (deck order)", got)
	}
	gc := cards(t, "GD E1 F2")
	own.Catch = PondOnlyToo
	if got := catchList(own.Catches(cards(t, "1C"), cards(t, "GD E1 W3"))); got != "|E1 W3 GD=7; 1C|E1 GD=6; 1C|W3 GD=6; 1C|E1 W3=5" {
		t.Errorf("pond-only catches %s", got)
	}
	res, err := own.Score([]Fished{{Name: "Ann", Cards: gc}, {Name: "Bo", Cards: cards(t, "E1 W3 1C")}})
	if err != nil || res.Players[0].Points != 15 || res.Players[1].Points != 5 {
		t.Errorf("score %+v, %v; want Ann 15 (3+2+10), Bo 5", res, err)
	}
	if v := own.CheckClaim(Fished{Name: "Ann", Cards: gc}, 22); len(v.Readings) != 1 || v.Readings[0].Points != 22 {
		t.Errorf("claim 22 (GD at its value 10, not 3): %+v", v.Readings)
	}
}

// TestRulesByClass: each class of card takes its own number from the
// rules, with every number different so that no two can be mixed up.
func TestRulesByClass(t *testing.T) {
	r := &Rules{Values: Values{Wind: 7, GreenDragon: 8, FengShui: 9}, Points: Points{Suit: 11, Wind: 12, GreenDragon: 13, FengShui: 14}}
	for _, c := range []struct {
		cards         string
		value, points int
	}{
		{"4B", 4, 11}, {"9S", 9, 11}, {"E1", 7, 12}, {"N4", 7, 12}, {"GD", 8, 13}, {"F1", 9, 14}, {"F5", 9, 14},
	} {
		k := cards(t, c.cards)[0]
		if v, p := r.Value(k), r.CardPoints(k); v != c.value || p != c.points {
			t.Errorf("%s: value %d, points %d; want %d and %d", c.cards, v, p, c.value, c.points)
		}
	}
}
