package ledger

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestMagicTableInTheHeader: the header holds Magic Dragon's small hands
// (seven or eight players, IX-3) and the suit removed (three players,
// IX-2); Create writes them, Parse reads them back, and a table they do not
// fit is refused at the line that says so.
func TestMagicTableInTheHeader(t *testing.T) {
	t.Parallel()
	seven := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}
	for _, tt := range []struct {
		name  string
		h     books.Header
		small bool
		suit  string
	}{
		{"seven_play_small_hands", books.Header{Game: books.Magic, Players: seven}, true, ""},
		{"eight_play_small_hands", books.Header{Game: books.Magic, Players: append(seven, "Hal")}, true, ""},
		{"three_without_a_suit", books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{WithoutSuit: "S"}}, false, "S"},
		{"four_play_full_hands", books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}}, false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newSession(t, tt.h)
			got := s.load().Header.Rules
			if got.SmallHands != tt.small || got.WithoutSuit != tt.suit {
				t.Errorf("read back small_hands %v, without_suit %q; want %v, %q\n%s", got.SmallHands, got.WithoutSuit, tt.small, tt.suit, s.read())
			}
			if strings.Contains(string(s.read()), "small_hands") != tt.small {
				t.Errorf("small_hands written %v; want %v:\n%s", !tt.small, tt.small, s.read())
			}
		})
	}
	for _, tt := range []struct {
		name string
		h    books.Header
		want string
	}{
		{"small_hands_for_four", books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{SmallHands: true}}, "small hands are the game of more than six players; the ledger has 4"},
		{"suit_removed_for_four", books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{WithoutSuit: "C"}}, "a suit is removed only in the three-player game; the ledger has 4 players"},
		{"no_such_suit", books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{WithoutSuit: "X"}}, `there is no suit "X" to remove`},
		{"both", books.Header{Game: books.Magic, Players: seven, Rules: books.Rules{WithoutSuit: "C"}}, "a suit is removed only in the three-player game; the ledger has 7 players"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := Create(filepath.Join(t.TempDir(), "l.yaml"), tt.h)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Create: %v; want %q", err, tt.want)
			}
		})
	}
	// A file written by hand: seven players with small hands turned off.
	src := "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy, Di, Ed, Flo, Gus]\nrules:\n  small_hands: false\nhands:\n"
	_, ps := Parse("h.yaml", []byte(src))
	if len(ps) != 1 || ps[0].Line != 5 || !strings.Contains(ps[0].Msg, "7 players play Magic Dragon with small hands") || ps[0].Fix != "write small_hands: true under rules:" {
		t.Errorf("seven players without small hands: %v", ps)
	}
	src = "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy]\nrules:\n  without_suit: s\nhands:\n"
	if _, ps := Parse("h.yaml", []byte(src)); len(ps) != 1 || ps[0].Line != 5 || ps[0].Fix != "write without_suit: S" {
		t.Errorf("a suit in lower case: %v", ps)
	}
	src = "version: 1\ngame: qmahjongg\nplayers: [Ann, Bo, Cy]\nrules:\n  small_hands: true\nhands:\n"
	if _, ps := Parse("h.yaml", []byte(src)); len(ps) != 1 || !strings.Contains(ps[0].Msg, "small_hands is not a Q Mahjongg rule") {
		t.Errorf("small hands in Q Mahjongg: %v", ps)
	}
}
