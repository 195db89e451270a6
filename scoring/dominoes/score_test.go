package dominoes

import (
	"fmt"
	"strings"
	"testing"
)

// TestScore: every scoring rule, each named after it.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		name, hand string
		scores     string // name=score in turn order
		doubled    bool
		winners    string
	}{
		{"pips_of_discards", "Ann=6-6 5-1; Bo=2-4 1-1; Cy=3-3; Di=1-2",
			"Ann=18 Bo=8 Cy=6 Di=3", false, "Di"},
		{"doubled_when_one_placed_every_tile", "Ann=6-6 5-1; Bo=; Cy=2-4",
			"Ann=36 Bo=0 Cy=12", true, "Bo"},
		{"doubled_when_two_placed_every_tile", "Ann=6-6; Bo=; Cy=; Di=1-2",
			"Ann=24 Bo=0 Cy=0 Di=6", true, "Bo Cy"},
		{"lowest_wins", "Ann=1-2; Bo=6-6", "Ann=3 Bo=12", false, "Ann"},
		{"tie_earliest_in_turn_order_leads", "Ann=6-6; Bo=3-4 1-1; Cy=4-5",
			"Ann=12 Bo=9 Cy=9", false, "Bo Cy"},
		{"tie_leader_wins_again", "Ann=4-5; Bo=6-6; Cy=3-6",
			"Ann=9 Bo=12 Cy=9", false, "Ann Cy"},
		{"equal_lowest_share_the_win", "Ann=6-6; Bo=4-5; Cy=1-2 3-3; Di=6-6",
			"Ann=12 Bo=9 Cy=9 Di=12", false, "Bo Cy"},
		{"nobody_discarded", "Ann=; Bo=", "Ann=0 Bo=0", true, "Ann Bo"},
		{"three_players_ten_tiles", "Ann=6-6 5-5 4-4 3-3 2-2 1-1 5-6 4-6 1-6; Bo=6-6 5-5 4-4 3-3 2-2 1-1 5-6 4-6 1-6 1-5; Cy=1-2",
			"Ann=70 Bo=76 Cy=3", false, "Cy"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := textRules.Score(handsOf(t, c.hand))
			if err != nil {
				t.Fatal(err)
			}
			var got, winners []string
			for _, p := range r.Players {
				got = append(got, fmt.Sprintf("%s=%d", p.Name, p.Score))
			}
			for _, w := range r.Winners {
				winners = append(winners, r.Players[w].Name)
			}
			if strings.Join(got, " ") != c.scores || r.Doubled != c.doubled || strings.Join(winners, " ") != c.winners {
				t.Errorf("got %s doubled=%v winners %s; want %s doubled=%v winners %s",
					got, r.Doubled, winners, c.scores, c.doubled, c.winners)
			}
			if lead := r.Players[r.Leader()].Name; lead != strings.Fields(c.winners)[0] {
				t.Errorf("leader %s", lead)
			}
		})
	}
}

// TestScorePipsNotDoubled: the pips stay what the tiles show when the
// score is doubled.
func TestScorePipsNotDoubled(t *testing.T) {
	r, err := textRules.Score(handsOf(t, "Ann=6-6; Bo="))
	if err != nil || r.Players[0].Pips != 12 || r.Players[0].Score != 24 {
		t.Errorf("%+v, %v", r, err)
	}
}

// TestScoreRefuses: a hand the deal cannot give.
func TestScoreRefuses(t *testing.T) {
	for _, c := range []struct{ name, hand, want string }{
		{"one_player", "Ann=6-6", "dominoes: 1 player; Dancing Dragons is played by 2, 3 or 4"},
		{"five_players", "A=; B=; C=; D=; E=", "dominoes: 5 players; Dancing Dragons is played by 2, 3 or 4"},
		{"name_twice", "Ann=6-6; Ann=5-5", "dominoes: Ann is named twice; give each player once, in turn order"},
		{"deal_bounds_discards", "Ann=; Bo=; Cy=; Di=6-6 6-6 1-1 1-1 4-4 4-4 1-3 1-3 5-5",
			"dominoes: Di discarded 9 tiles; with 4 players each is dealt 8"},
		{"leader_laid_his_lead", "Ann=6-6 6-6 1-1 1-1 4-4 4-4 1-3 1-3; Bo=; Cy=; Di=",
			"dominoes: Ann discarded 8 tiles, but he led the hand with one of the 8 he was dealt, so at most 7 were discarded"},
		{"copies_across_players", "Ann=6-6; Bo=6-6; Cy=66", "dominoes: the table holds 3 × 6-6; the game has only 2 of each"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := textRules.Score(handsOf(t, c.hand)); err == nil || err.Error() != c.want {
				t.Errorf("%v\nwant %s", err, c.want)
			}
		})
	}
}

// TestCountsInWords: a count of one tile takes the singular.
func TestCountsInWords(t *testing.T) {
	oneEach := &Rules{Deals: []Deal{{Players: 2, Tiles: 1}}, Doubling: 2}
	_, err := oneEach.Score(handsOf(t, "Ann=6-6; Bo="))
	if want := "dominoes: Ann discarded 1 tile, but he led the hand with one of the 1 he was dealt, so at most 0 were discarded"; err == nil || err.Error() != want {
		t.Errorf("a deal of one tile: %v, want %s", err, want)
	}
}
