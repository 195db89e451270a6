package ninedragons_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// mixed is a hand of three suits: no liability can apply to it.
const mixed = "123c 456c 789s 222b 55b"

func settle(t *testing.T, s nd.Settlement) *nd.Payments {
	t.Helper()
	if s.Players == nil {
		s.Players = table
	}
	if s.Winner == "" {
		s.Winner = "Ann"
	}
	p, err := game(t).Settle(s)
	if err != nil {
		t.Fatal(err)
	}
	checkTransfers(t, s.Players, p)
	return p
}

// checkTransfers: every player listed, the winner receives the total, the
// amounts sum to zero and match the payments.
func checkTransfers(t testing.TB, players []string, p *nd.Payments) {
	t.Helper()
	sum := 0
	for _, name := range players {
		v, ok := p.Transfers[name]
		if !ok {
			t.Errorf("transfers %v leave out %s", p.Transfers, name)
		}
		sum += v
	}
	if sum != 0 || len(p.Transfers) != len(players) || p.Transfers[p.Winner] != p.Total {
		t.Errorf("transfers %v: sum %d, winner %d, total %d", p.Transfers, sum, p.Transfers[p.Winner], p.Total)
	}
	for _, l := range p.Losers {
		if p.Transfers[l.Name] != -l.Payment {
			t.Errorf("%s pays %d but the transfer is %d", l.Name, l.Payment, p.Transfers[l.Name])
		}
	}
}

// TestChart: the chart's own sums, by discard and by self-pick, for every
// band; the discarder pays double, on a self-pick all three do.
func TestChart(t *testing.T) {
	tests := []struct {
		points   int
		discard  int // total by discard
		selfPick int // total by self-pick; 0 where the chart has none
		band     string
	}{
		{0, 4, 0, ""}, {1, 8, 12, ""}, {2, 16, 24, ""}, {3, 32, 48, ""},
		{4, 64, 96, "full house"}, {5, 64, 96, "full house"}, {6, 64, 96, "full house"},
		{7, 128, 192, "double full house"}, {9, 128, 192, "double full house"},
		{10, 256, 384, "triple full house"}, {31, 256, 384, "triple full house"},
	}
	h := parse(t, mixed)
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d_by_discard_%d", tc.points, tc.discard), func(t *testing.T) {
			p := settle(t, nd.Settlement{Hand: h, Points: tc.points, Source: tiles.Discard, Discarder: "Cy"})
			if p.Total != tc.discard || p.Band.Name != tc.band || p.Liable != "" {
				t.Errorf("total %d (%s), want %d (%s)", p.Total, p.Band.Name, tc.discard, tc.band)
			}
			for _, l := range p.Losers {
				want := tc.discard / 4
				if l.Name == "Cy" {
					want *= 2
				}
				if l.Payment != want {
					t.Errorf("%s pays %d, want %d", l.Name, l.Payment, want)
				}
			}
		})
		if tc.selfPick == 0 {
			continue
		}
		t.Run(fmt.Sprintf("%d_by_self_pick_%d", tc.points, tc.selfPick), func(t *testing.T) {
			p := settle(t, nd.Settlement{Hand: h, Points: tc.points, Source: tiles.SelfDrawn})
			if p.Total != tc.selfPick {
				t.Errorf("total %d, want %d", p.Total, tc.selfPick)
			}
			for _, l := range p.Losers {
				if l.Payment != tc.selfPick/3 {
					t.Errorf("%s pays %d, want %d", l.Name, l.Payment, tc.selfPick/3)
				}
			}
		})
	}
}

// TestStakes: the stakes multiply every payment and the total.
func TestStakes(t *testing.T) {
	p := settle(t, nd.Settlement{Hand: parse(t, mixed), Points: 3, Source: tiles.Discard, Discarder: "Di", Stakes: 5})
	if p.Total != 160 || p.Chips != 40 || p.Transfers["Di"] != -80 || p.Transfers["Bo"] != -40 {
		t.Errorf("stakes 5: total %d, chips %d, transfers %v", p.Total, p.Chips, p.Transfers)
	}
}

// liabilityCase is a win whose payment one player may owe alone.
type liabilityCase struct {
	name      string
	hand      string
	src       tiles.Source
	twelfthBy string
	fifthTile bool
	liable    string
	total     int
	why       []string // a phrase of each reason
}

// TestLiability: nine pieces (by itself), twelve pieces and the fifth
// tile (the table's word): the liable player pays the whole payment, the
// others nothing, and at most once.
func TestLiability(t *testing.T) {
	tests := []liabilityCase{
		{name: "nine_pieces_three_shown", hand: "[123s] [456s] [789s] 222s 55s RF3", src: tiles.Discard, liable: "Cy", total: 64, why: []string{"nine pieces: the winner shows 3 sets of sticks"}},
		{name: "nine_pieces_four_shown", hand: "[111s] [456s] [789s] [2222s] 55s RF3", src: tiles.Discard, liable: "Cy", total: 64, why: []string{"nine pieces: the winner shows 4 sets"}},
		{name: "nine_pieces_double_full_house", hand: "[111s] [222s] [333s] 999s 55s RF3", src: tiles.Discard, liable: "Cy", total: 128, why: []string{"nine pieces"}},
		{name: "nine_pieces_triple_full_house", hand: "[111s] [222s] [333s] 999s 55s RF1 RF2 RF3 RF4", src: tiles.Discard, liable: "Cy", total: 256, why: []string{"nine pieces"}},
		{name: "nine_pieces_not_with_two_shown", hand: "[123s] [456s] 789s 222s 55s RF3", src: tiles.Discard, total: 64},
		{name: "nine_pieces_not_when_semi_pure", hand: "[123s] [456s] [789s] E E E 55s RF3", src: tiles.Discard, total: 64},
		{name: "nine_pieces_not_on_a_self_pick", hand: "[123s] [456s] [789s] 222s 55s", src: tiles.SelfDrawn, total: 192},
		{name: "twelve_pieces", hand: "[123s] [456s] [789s] [222s] 55s", src: tiles.SelfDrawn, twelfthBy: "Di", liable: "Di", total: 192, why: []string{"twelve pieces: Di's discard gave the winner his fourth shown set of sticks"}},
		{name: "twelve_pieces_three_kongs_are_twelve_tiles", hand: "[1111s] [2222s] [3333s] 456s 99s", src: tiles.SelfDrawn, twelfthBy: "Di", liable: "Di", total: 192, why: []string{"twelve pieces: Di's discard gave the winner his twelfth shown tile of sticks"}},
		{name: "twelve_pieces_triple_full_house", hand: "[111s] [222s] [333s] [9999s] 55s RF1 RF2 RF3 RF4", src: tiles.SelfDrawn, twelfthBy: "Di", liable: "Di", total: 384, why: []string{"twelve pieces"}},
		{name: "fifth_tile", hand: mixed + " RF3", src: tiles.Discard, fifthTile: true, liable: "Cy", total: 4, why: []string{"fifth tile: Cy threw an unseen tile"}},
		{name: "nine_pieces_and_fifth_tile_pay_once", hand: "[123s] [456s] [789s] 222s 55s RF3", src: tiles.Discard, fifthTile: true, liable: "Cy", total: 64, why: []string{"nine pieces", "fifth tile"}},
	}
	g := game(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := parse(t, tc.hand)
			res, err := g.Score(nd.Win{Hand: h, Source: tc.src, Seat: nd.South})
			if err != nil {
				t.Fatal(err)
			}
			s := nd.Settlement{Hand: h, Points: res.Points, Source: tc.src, TwelfthBy: tc.twelfthBy, FifthTile: tc.fifthTile}
			if tc.src == tiles.Discard {
				s.Discarder = "Cy"
			}
			p := settle(t, s)
			if p.Liable != tc.liable || p.Total != tc.total || len(p.Liability) != len(tc.why) {
				t.Fatalf("liable %q, total %d, why %q; want %q, %d, %q (points %d)", p.Liable, p.Total, p.Liability, tc.liable, tc.total, tc.why, res.Points)
			}
			for i, w := range tc.why {
				if !strings.Contains(p.Liability[i], w) {
					t.Errorf("reason %q, want %q", p.Liability[i], w)
				}
			}
			for _, l := range p.Losers {
				want := 0
				if l.Name == tc.liable {
					want = tc.total
				}
				if tc.liable != "" && l.Payment != want {
					t.Errorf("%s pays %d, want %d", l.Name, l.Payment, want)
				}
			}
		})
	}
}

// TestLiabilityRefused: twelve pieces needs twelve shown tiles of one
// suit, a pure hand, a self-pick and an opponent; the fifth tile needs a
// discard.
func TestLiabilityRefused(t *testing.T) {
	tests := []struct {
		name, hand string
		src        tiles.Source
		twelfthBy  string
		fifthTile  bool
		want       string
	}{
		{"twelve_pieces_three_shown", "[123s] [456s] [789s] 222s 55s", tiles.SelfDrawn, "Di", false, "needs twelve shown tiles of one suit (four shown sets, or three kongs: a kong shows four); this hand shows 9 tiles"},
		{"twelve_pieces_two_kongs_and_a_pong", "[1111s] [2222s] [333s] 456s 99s", tiles.SelfDrawn, "Di", false, "this hand shows 11 tiles of its suit"},
		{"twelve_pieces_not_pure", "[123s] [456s] [789s] [EEE] 55s", tiles.SelfDrawn, "Di", false, "needs a pure hand"},
		{"twelve_pieces_on_a_discard", "[123s] [456s] [789s] [222s] 55s", tiles.Discard, "Di", false, "needs the winner to self-pick"},
		{"twelve_pieces_by_the_winner", "[123s] [456s] [789s] [222s] 55s", tiles.SelfDrawn, "Ann", false, "Ann is the winner and cannot be the player who discarded the twelfth piece"},
		{"twelve_pieces_by_a_stranger", "[123s] [456s] [789s] [222s] 55s", tiles.SelfDrawn, "Zed", false, "Zed is not at the table; name one of Ann, Bo, Cy, Di"},
		{"fifth_tile_on_a_self_pick", mixed, tiles.SelfDrawn, "", true, "the fifth tile rule makes the discarder of the winning tile pay"},
	}
	g := game(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, err := nd.ParseHand(strings.Replace(tc.hand, "[EEE]", "[E E E]", 1))
			if err != nil {
				t.Fatal(err)
			}
			s := nd.Settlement{Players: table, Winner: "Ann", Hand: h, Points: 6, Source: tc.src, TwelfthBy: tc.twelfthBy, FifthTile: tc.fifthTile}
			if tc.src == tiles.Discard {
				s.Discarder = "Cy"
			}
			_, err = g.Settle(s)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// TestSettleRefused: a table that contradicts itself.
func TestSettleRefused(t *testing.T) {
	h := parse(t, mixed)
	tests := []struct {
		name string
		s    nd.Settlement
		want string
	}{
		{"three_players", nd.Settlement{Players: []string{"Ann", "Bo", "Cy"}, Winner: "Ann", Source: tiles.SelfDrawn}, "played by four players, East, South, West and North; the table has 3 players"},
		{"one_player", nd.Settlement{Players: []string{"Ann"}, Winner: "Ann", Source: tiles.SelfDrawn}, "the table has 1 player"},
		{"named_twice", nd.Settlement{Players: []string{"Ann", "Bo", "ann", "Di"}, Winner: "Ann", Source: tiles.SelfDrawn}, "ann is named twice"},
		{"bad_name", nd.Settlement{Players: []string{"Ann", "B=o", "Cy", "Di"}, Winner: "Ann", Source: tiles.SelfDrawn}, `the name "B=o" holds '='`},
		{"winner_not_at_table", nd.Settlement{Players: table, Winner: "Zed", Source: tiles.SelfDrawn}, "the winner Zed is not at the table"},
		{"no_source", nd.Settlement{Players: table, Winner: "Ann"}, "say it was self-drawn or who discarded it"},
		{"discard_without_discarder", nd.Settlement{Players: table, Winner: "Ann", Source: tiles.Discard}, "say it was self-drawn or who discarded it"},
		{"winner_discarded", nd.Settlement{Players: table, Winner: "Ann", Source: tiles.Discard, Discarder: "Ann"}, "Ann is the winner and cannot be the discarder"},
		{"self_drawn_and_discarded", nd.Settlement{Players: table, Winner: "Ann", Source: tiles.SelfDrawn, Discarder: "Bo"}, "so Bo cannot have discarded it"},
		{"stakes", nd.Settlement{Players: table, Winner: "Ann", Source: tiles.SelfDrawn, Stakes: -2}, "stakes of -2 are out of range"},
	}
	g := game(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.s.Hand = h
			_, err := g.Settle(tc.s)
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Count(err.Error(), "ninedragons:") != 1 {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := g.Settle(nd.Settlement{Players: table, Winner: "Ann"}); err == nil {
		t.Error("a settlement without a hand was accepted")
	}
	if _, err := g.Settle(nd.Settlement{Players: table, Winner: "Ann", Hand: h}); !errors.Is(err, nd.ErrNeedSource) {
		t.Errorf("no source: %v", err)
	}
}

// TestFalseDeclaration: the false declarer pays 128 chips, times the
// stakes, to each opponent.
func TestFalseDeclaration(t *testing.T) {
	g := game(t)
	for _, stakes := range []int{0, 1, 3} {
		tr, err := g.FalseDeclaration(table, "Bo", stakes)
		if err != nil {
			t.Fatal(err)
		}
		each := 128 * max(stakes, 1)
		if tr["Bo"] != -3*each || tr["Ann"] != each || tr["Cy"] != each || tr["Di"] != each || len(tr) != 4 {
			t.Errorf("stakes %d: %v", stakes, tr)
		}
	}
	if _, err := g.FalseDeclaration(table, "Zed", 1); err == nil || !strings.Contains(err.Error(), "the false declarer Zed is not at the table") {
		t.Errorf("declarer not at the table: %v", err)
	}
}
