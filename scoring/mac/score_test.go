package mac

import (
	"fmt"
	"strings"
	"testing"
)

func fishedOf(t *testing.T, s string) []Fished {
	t.Helper()
	var fs []Fished
	for _, part := range strings.Split(s, ";") {
		f, err := ParseFished(part)
		if err != nil {
			t.Fatal(err)
		}
		fs = append(fs, f)
	}
	return fs
}

// TestScore: each player's points, the highest wins, a tie has no winner.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		name, fished, points string
		winner               int
		tied                 string
	}{
		{"points_per_card", "Ann=GD F1 3C; Bo=E1 S2 7B; Cy=", "Ann=16 Bo=5 Cy=0", 0, ""},
		{"highest_wins", "Ann=1C 2C 3C; Bo=GD GD GD", "Ann=3 Bo=15", 1, ""},
		{"tie_has_no_winner", "Ann=GD E1 1C; Bo=GD W3 2C; Cy=1B 2B 3B", "Ann=8 Bo=8 Cy=3", -1, "0 1"},
		{"nobody_fished", "Ann=; Bo=", "Ann=0 Bo=0", -1, "0 1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := textRules.Score(fishedOf(t, c.fished))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range r.Players {
				got = append(got, fmt.Sprintf("%s=%d", p.Name, p.Points))
			}
			if strings.Join(got, " ") != c.points || r.Winner != c.winner || strings.Trim(fmt.Sprint(r.Tied), "[]") != c.tied {
				t.Errorf("got %s winner %d tied %v", got, r.Winner, r.Tied)
			}
		})
	}
}

// TestScoreNotInCatches: cards that cannot be split into catches are
// scored, and named.
func TestScoreNotInCatches(t *testing.T) {
	r, err := textRules.Score(fishedOf(t, "Ann=GD F1 3C; Bo=GD E1 F2; Cy=1C 1B 1S"))
	if err != nil || fmt.Sprint(r.NotInCatches) != "[0 2]" || r.Players[0].Points != 16 {
		t.Errorf("%+v, %v", r, err)
	}
}

// TestScoreRefuses: the cards of all players are counted against the deck;
// catches come in threes; 2–6 players, each named once.
func TestScoreRefuses(t *testing.T) {
	for _, c := range []struct{ name, fished, want string }{
		{"cards_across_players", "Ann=GD GD GD; Bo=GD GD 1C", "mac: the table holds 5 × GD; the game has only 4 of each"},
		{"one_card_twice", "Ann=F1 GD E1; Bo=F1 GD E1", "mac: the table holds 2 × F1; the game has only one"},
		{"catches_in_threes", "Ann=GD F1; Bo=", "mac: Ann fished 2 cards (GD F1); every catch is three cards, so the count is a multiple of 3"},
		{"catches_in_threes_one_card", "Ann=GD E1 F2; Bo=F5", "mac: Bo fished 1 card (F5); every catch is three cards, so the count is a multiple of 3"},
		{"one_player", "Ann=", "mac: 1 player; MAC I is played by 2 to 6"},
		{"seven_players", "A=; B=; C=; D=; E=; F=; G=", "mac: 7 players; MAC I is played by 2 to 6"},
		{"name_twice", "Ann=; Ann=", "mac: Ann is named twice; give each player once"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := textRules.Score(fishedOf(t, c.fished)); err == nil || err.Error() != c.want {
				t.Errorf("%v\nwant %s", err, c.want)
			}
		})
	}
}
