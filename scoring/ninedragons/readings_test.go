package ninedragons_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// otherWay returns the game that reads the reading id the other way, as a
// table's own ruleset does.
func otherWay(t testing.TB, id claim.DepartureKind) *nd.Game {
	t.Helper()
	r, err := rulesets.NineDragons()
	if err != nil {
		t.Fatal(err)
	}
	i := claim.Index(nd.Choices, id)
	if i < 0 {
		t.Fatalf("no reading %s", id)
	}
	r.Alternatives = r.Alternatives.Toggle(i)
	g, err := nd.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// pointsCaseOf is a hand where a reading of points matters, the points by
// the rules and read the other way.
type readingCase struct {
	hand       string
	win        nd.Win
	rules, alt int
}

// pointReadingCases are, for each reading of points, a hand where it
// matters.
var pointReadingCases = map[claim.DepartureKind]readingCase{
	// Two dragons and a pair 4, semi-pure 3; on top of 1 each, 9.
	nd.DragonsReplace: {"RD RD RD GD GD GD 123c 456c WD WD RF3", nd.Win{}, 7, 9},
	// Self-pick and the bonus 2; the bonus alone 1.
	nd.KongBonus: {"[2222c] 456c 789s 222b 55b RF3", nd.Win{Seat: nd.East, KongReplacement: true}, 2, 1},
	// Four chows 1, pure 6, no flowers 1; with semi-pure 11 (the issue's
	// example of a claim of 11).
	nd.PureNotSemi: {"111s 222s 333s 456s 99s", nd.Win{Seat: nd.South, Source: tiles.Discard, Discarder: "Bo"}, 8, 11},
	// RF2 and BF2 for the South seat, 1 each; one only, 1.
	nd.SeatFlowers: {"123c 456c 789s 222b 55b RF2 BF2", nd.Win{Seat: nd.South, Source: tiles.Discard, Discarder: "Bo"}, 2, 1},
}

// TestReadingsOfPoints: each reading of points, by the rules and read the
// other way as a table's ruleset may; the result names the reading that
// decided its points, and a claim of the other figure names the reading.
func TestReadingsOfPoints(t *testing.T) {
	for id, tc := range pointReadingCases {
		t.Run(string(id), func(t *testing.T) {
			w, res := scored(t, game(t), tc.hand, tc.win)
			alt, err := otherWay(t, id).Score(w)
			if err != nil {
				t.Fatal(err)
			}
			if res.Points != tc.rules || alt.Points != tc.alt {
				t.Fatalf("%d points, read the other way %d; want %d and %d", res.Points, alt.Points, tc.rules, tc.alt)
			}
			if got := claim.IDs(res.Decided); !slices.Equal(got, []claim.DepartureKind{id}) {
				t.Errorf("the result names %v, want %s: %q", got, id, res.Decided)
			}
			if got := claim.IDs(alt.Decided); !slices.Equal(got, []claim.DepartureKind{id}) {
				t.Errorf("read the other way, the result names %v, want %s", got, id)
			}
			if rs := game(t).Readings(w, res, tc.alt); !claim.Departs(rs, id) {
				t.Errorf("a claim of %d: readings %+v, want %s", tc.alt, rs, id)
			}
			if rs := otherWay(t, id).Readings(w, alt, tc.rules); !claim.Departs(rs, id) {
				t.Errorf("a table that reads %s the other way, a claim of %d: readings %+v", id, tc.rules, rs)
			}
		})
	}
}

// TestDecidedOnlyWhenItMatters: a hand no reading touches names none.
func TestDecidedOnlyWhenItMatters(t *testing.T) {
	_, res := scored(t, game(t), "123c 456c 789s 222b 55b RF3", nd.Win{Seat: nd.South, Source: tiles.Discard})
	if len(res.Decided) != 0 {
		t.Errorf("decided %q", res.Decided)
	}
}

// TestSpecialHandsBand: "SPECIAL HANDS — scores are adjusted over a 3 band
// range" heads the chart's bands: the result names the band a hand
// reaches, full house (4–6), double (7–9), triple (10 or more), none below.
func TestSpecialHandsBand(t *testing.T) {
	g := game(t)
	for _, tc := range []struct {
		hand   string
		win    nd.Win
		points int
		band   string
	}{
		{"123c 456c 789s 222b 55b RF3", nd.Win{}, 0, ""},
		{"123c 456c 789s 222b 55b", nd.Win{Source: tiles.SelfDrawn}, 2, ""},
		{"123s 456s N N N 789s 55s RF3", nd.Win{Source: tiles.SelfDrawn}, 4, "full house"},
		{"123s 456s 789s 222s 55s RF3", nd.Win{Source: tiles.SelfDrawn}, 7, "double full house"},
		{"[E E E E] 111s 222s 333s 99s RF1", nd.Win{Seat: nd.East, KongReplacement: true}, 11, "triple full house"},
	} {
		_, res := scored(t, g, tc.hand, tc.win)
		if res.Points != tc.points || res.Band.Name != tc.band {
			t.Errorf("%s: %d points, band %q; want %d, %q", tc.hand, res.Points, res.Band.Name, tc.points, tc.band)
		}
	}
}

// payCase is a win settled at the table Ann, Bo, Cy, Di, Ann winning.
type payCase struct {
	hand string
	s    nd.Settlement
}

// settled scores and settles a payCase by g.
func settled(t testing.TB, g *nd.Game, c payCase) (nd.Win, *nd.Payments, error) {
	t.Helper()
	w := nd.Win{Hand: parse(t, c.hand), Source: c.s.Source, Discarder: c.s.Discarder}
	res, err := g.Score(w)
	if err != nil {
		t.Fatal(err)
	}
	s := atTable(c.s)
	s.Hand, s.Points = w.Hand, res.Points
	p, err := g.Settle(s)
	return w, p, err
}

// twelveKongs is the example: three kongs of sticks are twelve
// shown tiles; Cy's discard gave the twelfth and Ann self-picked a pure
// hand of 8 points (pure 6, self-pick 1, no flowers 1).
var twelveKongs = payCase{"[1111s] [2222s] [3333s] 456s 99s", nd.Settlement{Source: tiles.SelfDrawn, TwelfthBy: "Cy"}}

// TestTwelveTiles: twelve pieces counts the shown tiles of the suit, a
// kong four: three kongs qualify and Cy pays the whole self-pick payment,
// 32 × 2 × 3 = 192; the payments name the reading. A table that reads
// four shown sets only refuses the twelfth-by, and a claim that Cy pays his
// share only (64) names the reading.
func TestTwelveTiles(t *testing.T) {
	w, p, err := settled(t, game(t), twelveKongs)
	if err != nil {
		t.Fatal(err)
	}
	if p.Liable != "Cy" || p.Transfers["Cy"] != -192 || p.Transfers["Bo"] != 0 || p.Band.Name != "double full house" {
		t.Fatalf("liable %q, transfers %v, band %q", p.Liable, p.Transfers, p.Band.Name)
	}
	if got := claim.IDs(p.Decided); !slices.Equal(got, []claim.DepartureKind{nd.TwelveTiles}) {
		t.Errorf("decided %q", p.Decided)
	}
	if _, _, err := settled(t, otherWay(t, nd.TwelveTiles), twelveKongs); err == nil || !strings.Contains(err.Error(), "needs four shown sets of one suit (the table reads twelve-tiles so); this hand shows 3 sets") {
		t.Errorf("four sets only: %v", err)
	}
	v, err := game(t).CheckPayment(w, atTable(twelveKongs.s), "Cy", 64)
	if err != nil || v.Rules != 192 || !claim.Departs(v.Readings, nd.TwelveTiles) {
		t.Errorf("a claim that Cy pays 64: %+v, %v", v, err)
	}
	_, p, _ = settled(t, game(t), payCase{"[111s] [222s] [333s] [4444s] 99s", twelveKongs.s})
	if p.Liable != "Cy" || len(p.Decided) != 0 {
		t.Errorf("four shown sets: liable %q, decided %q", p.Liable, p.Decided)
	}
}

// atTable returns s at the tests' table, Ann winning.
func atTable(s nd.Settlement) nd.Settlement {
	s.Players, s.Winner = table, "Ann"
	return s
}

// threeShown is a pure hand of sticks with three shown pongs, won on Cy's
// discard: 7 points (pure 6, no flowers 1), 32 chips a player.
const threeShown = "[111s] [444s] [777s] 234s 99s"

// TestNineBefore: nine pieces counts the sets shown before the winning
// discard. The winning tile 7s completed [777s] (it is in no set in
// hand): two sets were showing, so each pays his share, and the payments
// name the reading; read the other way Cy pays for everyone. A winning
// tile in hand, or a mark on a set, says the same; without either every
// shown set counts, and the payments say so under the reading's id.
func TestNineBefore(t *testing.T) {
	s9 := func(tile string, mark int) nd.Settlement {
		k, err := nd.ParseTile(tile)
		if tile != "" && err != nil {
			t.Fatal(err)
		}
		return nd.Settlement{Source: tiles.Discard, Discarder: "Cy", WinningTile: k, WinningSet: mark}
	}
	for _, tc := range []struct {
		name    string
		s       nd.Settlement
		liable  string
		counted string
		decided bool
	}{
		{"completed_a_shown_set", s9("7s", 0), "", "[1s 1s 1s]  [4s 4s 4s]", true},
		{"marked_shown_set", s9("", 3), "", "[1s 1s 1s]  [4s 4s 4s]", true},
		{"completed_in_hand", s9("9s", 0), "Cy", "[1s 1s 1s]  [4s 4s 4s]  [7s 7s 7s]", false},
		{"marked_in_hand", s9("", nd.InHand), "Cy", "[1s 1s 1s]  [4s 4s 4s]  [7s 7s 7s]", false},
		{"not_said", s9("", 0), "Cy", "[1s 1s 1s]  [4s 4s 4s]  [7s 7s 7s]", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := payCase{threeShown, tc.s}
			w, p, err := settled(t, game(t), c)
			if err != nil {
				t.Fatal(err)
			}
			n := p.NinePieces
			if p.Liable != tc.liable || n == nil || nd.FormatSplit(n.Counted) != tc.counted || n.Said == (tc.name == "not_said") {
				t.Fatalf("liable %q, nine pieces %+v", p.Liable, n)
			}
			if got := claim.IDs(p.Decided); tc.decided != slices.Equal(got, []claim.DepartureKind{nd.NineBefore}) || !tc.decided && len(got) > 0 {
				t.Errorf("decided %q", p.Decided)
			}
			_, alt, err := settled(t, otherWay(t, nd.NineBefore), c)
			if err != nil || alt.Liable != "Cy" {
				t.Fatalf("the final set counted too: liable %q (%v)", alt.Liable, err)
			}
			if tc.liable == "" {
				v, err := game(t).CheckPayment(w, atTable(c.s), "Cy", 128)
				if err != nil || v.Rules != 64 || !claim.Departs(v.Readings, nd.NineBefore) {
					t.Errorf("a claim that Cy pays 128: %+v, %v", v, err)
				}
			}
		})
	}
}

// TestCompletedSet: which set the winning tile completed, from the tile
// or a mark, and the marks refused: a kong, a shown set for a self-picked
// tile, a tile not in the hand or not in the set marked, a place that is
// no set.
func TestCompletedSet(t *testing.T) {
	h := parse(t, "[123s] [5555s] [789s] 777s 66s")
	kind := func(s string) tiles.Kind {
		k, err := nd.ParseTile(s)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	for _, tc := range []struct {
		name string
		tile tiles.Kind
		mark int
		src  tiles.Source
		set  int
		said bool
		err  string
	}{
		{"tile_in_a_shown_set_only", kind("1s"), 0, tiles.Discard, 0, true, ""},
		{"tile_in_hand_only", kind("6s"), 0, tiles.Discard, nd.InHand, true, ""},
		{"tile_in_both_does_not_say", kind("7s"), 0, tiles.Discard, nd.InHand, false, ""},
		{"self_picked_completes_a_set_in_hand", kind("1s"), 0, tiles.SelfDrawn, nd.InHand, true, ""},
		{"nothing_said", 0, 0, tiles.Discard, nd.InHand, false, ""},
		{"mark", kind("7s"), 3, tiles.Discard, 2, true, ""},
		{"mark_in_hand", 0, nd.InHand, tiles.Discard, nd.InHand, true, ""},
		{"mark_a_kong", 0, 2, tiles.Discard, 0, false, "[5s 5s 5s 5s] is a kong, and a winning tile never completes a kong"},
		{"mark_self_picked", 0, 1, tiles.SelfDrawn, 0, false, "a self-picked winning tile completes a set in hand, not the shown set [1s 2s 3s]"},
		{"mark_beyond", 0, 4, tiles.Discard, 0, false, "the winning set is 4, and the hand shows 3 bracketed sets; give 1 to 3"},
		{"tile_not_in_the_set_marked", kind("6s"), 1, tiles.Discard, 0, false, "the winning tile 6s is not in [1s 2s 3s], the set marked"},
		{"tile_not_in_hand", kind("4s"), 0, tiles.Discard, 0, false, "the winning tile 4s is not in the hand"},
		{"tile_not_in_hand_marked", kind("1s"), nd.InHand, tiles.Discard, 0, false, "the winning tile 1s is in no set in hand"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set, said, err := h.CompletedSet(tc.tile, tc.mark, tc.src)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || set != tc.set || said != tc.said {
				t.Errorf("set %d said %v (%v), want %d %v", set, said, err, tc.set, tc.said)
			}
		})
	}
}

// paymentReadingCases are, for each reading of who pays, a win where it
// matters, and the chips the player named pays by the rules and read the
// other way.
var paymentReadingCases = map[claim.DepartureKind]struct {
	c          payCase
	who        string
	rules, alt int
}{
	// The table that counts four shown sets only refuses twelve pieces
	// here: Cy pays his share of the self-pick payment.
	nd.TwelveTiles: {twelveKongs, "Cy", 192, 64},
	nd.NineBefore:  {payCase{threeShown, nd.Settlement{Source: tiles.Discard, Discarder: "Cy", WinningSet: 3}}, "Cy", 64, 128},
}

// TestReadingsWalk walks the list of readings: every reading has a hand
// where it matters, and the figure read the other way, claimed, is named
// by the claim search with that reading alone.
func TestReadingsWalk(t *testing.T) {
	for _, c := range nd.Choices {
		t.Run(string(c.ID), func(t *testing.T) {
			if c.Text == "" || c.Program == "" || c.Alternative == "" || c.Keys[0] == "" || c.Keys[1] == "" {
				t.Fatalf("the reading is not written out: %+v", c)
			}
			if tc, ok := pointReadingCases[c.ID]; ok {
				w, res := scored(t, game(t), tc.hand, tc.win)
				alt, err := otherWay(t, c.ID).Score(w)
				if err != nil || alt.Points == res.Points {
					t.Fatalf("the reading does not matter here: %d and %d (%v)", res.Points, alt.Points, err)
				}
				if !claim.Departs(game(t).Readings(w, res, alt.Points), c.ID) {
					t.Errorf("a claim of %d does not name %s", alt.Points, c.ID)
				}
				return
			}
			tc, ok := paymentReadingCases[c.ID]
			if !ok {
				t.Fatal("no hand where the reading matters")
			}
			w, _, err := settled(t, game(t), tc.c)
			if err != nil {
				t.Fatal(err)
			}
			v, err := game(t).CheckPayment(w, atTable(tc.c.s), tc.who, tc.alt)
			if err != nil || v.Rules != tc.rules || !claim.Departs(v.Readings, c.ID) {
				t.Errorf("a claim that %s pays %d: %+v (%v)", tc.who, tc.alt, v, err)
			}
		})
	}
}

// TestReadingsClaimedProperty: on random hands and contexts, the points
// under each reading of points read the other way, claimed, are named by
// the claim search with that reading alone, whenever they differ from
// the rules'.
func TestReadingsClaimedProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 7))
	g := game(t)
	others := map[claim.DepartureKind]*nd.Game{}
	for id := range pointReadingCases {
		others[id] = otherWay(t, id)
	}
	checked := map[claim.DepartureKind]int{}
	for i := range 600 {
		text := randomHand(r)
		if i%3 == 0 {
			text = dragonHand(r)
		}
		w := randomWin(r, parse(t, text))
		res, err := g.Score(w)
		if err != nil {
			t.Fatal(err)
		}
		for id, other := range others {
			alt, err := other.Score(w)
			if err != nil || alt.Points == res.Points {
				continue
			}
			checked[id]++
			if rs := g.Readings(w, res, alt.Points); !claim.Departs(rs, id) {
				t.Fatalf("%s %+v: %d read %s the other way, claimed: %+v", nd.FormatSplit(res.Split), w, alt.Points, id, rs)
			}
			if !slices.Contains(claim.IDs(res.Decided), id) {
				t.Fatalf("%s: %s decided %d against %d, and the result does not name it", nd.FormatSplit(res.Split), id, res.Points, alt.Points)
			}
		}
	}
	t.Logf("claims checked, by reading: %v", checked)
	for id := range others {
		if checked[id] == 0 {
			t.Errorf("no random hand where %s matters", id)
		}
	}
}

// TestPaymentReadingsProperty: on random wins settled at random tables
// (pure hands with shown sets, twelve pieces and winning sets among
// them), the chips a player pays under each reading read the other way,
// claimed, are named by the payment claim search, whenever they differ.
func TestPaymentReadingsProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 11))
	g := game(t)
	checked := map[claim.DepartureKind]int{}
	for range 1500 {
		text := pureHand(r)
		_, nw := refRandomWin(r)
		nw.Hand = parse(t, text)
		nw.KongReplacement = false
		if nw.Source == tiles.SourceUnknown {
			continue
		}
		res, err := g.Score(nw)
		if err != nil {
			continue
		}
		s := nd.Settlement{Players: table, Winner: "Ann", Hand: nw.Hand, Points: res.Points, Source: nw.Source}
		switch n := len(nw.Hand.Shown); {
		case nw.Source == tiles.SelfDrawn && r.IntN(3) != 0:
			s.TwelfthBy = table[1+r.IntN(3)]
		case nw.Source == tiles.Discard:
			s.Discarder = table[1+r.IntN(3)]
			if n > 0 && r.IntN(2) == 0 {
				s.WinningSet = 1 + r.IntN(n)
			}
		}
		p, err := g.Settle(s)
		if err != nil {
			continue
		}
		for _, c := range nd.Choices {
			other := otherWay(t, c.ID)
			alt, err := other.Score(nw)
			if err != nil {
				continue
			}
			t2 := s
			t2.Points = alt.Points
			q, err := other.Settle(t2)
			if err != nil && s.TwelfthBy != "" {
				// Read this way twelve pieces does not apply: the table
				// refuses the twelfth-by, and each pays his share.
				t2.TwelfthBy = ""
				q, err = other.Settle(t2)
			}
			who := table[1+r.IntN(3)]
			if err != nil || q.Transfers[who] == p.Transfers[who] {
				continue
			}
			checked[c.ID]++
			v, err := g.CheckPayment(nw, s, who, -q.Transfers[who])
			if err != nil || !claim.Departs(v.Readings, c.ID) {
				t.Fatalf("%q %+v: %s pays %d read %s the other way; claimed: %+v (%v)", text, s, who, -q.Transfers[who], c.ID, v, err)
			}
		}
	}
	t.Logf("claims checked, by reading: %v", checked)
	for _, id := range []claim.DepartureKind{nd.TwelveTiles, nd.NineBefore, nd.PureNotSemi} {
		if checked[id] == 0 {
			t.Errorf("no random win where %s changes a payment", id)
		}
	}
}

// dragonHand writes a random hand of two or three dragon pongs or kongs,
// now and then with the pair of the third dragon, where the dragons'
// reading matters.
func dragonHand(r *rand.Rand) string {
	dragons := []string{"WD", "GD", "RD"}
	r.Shuffle(3, func(i, j int) { dragons[i], dragons[j] = dragons[j], dragons[i] })
	n := 2 + r.IntN(2)
	var parts []string
	for _, d := range dragons[:n] {
		if r.IntN(3) == 0 {
			parts = append(parts, "["+strings.Repeat(d+" ", 3)+d+"]")
		} else {
			parts = append(parts, strings.Repeat(d+" ", 3))
		}
	}
	for i := n; i < 4; i++ {
		parts = append(parts, fmt.Sprintf("%d%d%d%s", 1+i, 2+i, 3+i, suits[r.IntN(3)]))
	}
	if n == 2 && r.IntN(2) == 0 {
		parts = append(parts, dragons[2]+" "+dragons[2])
	} else {
		parts = append(parts, fmt.Sprintf("99%s", suits[r.IntN(3)]))
	}
	for _, i := range r.Perm(len(flowers))[:r.IntN(3)] {
		parts = append(parts, flowers[i])
	}
	return strings.Join(parts, " ")
}

// pureHand writes a random pure hand with shown sets, kongs among them,
// where the readings of who pays matter: nine pieces, twelve pieces.
func pureHand(r *rand.Rand) string {
	for {
		suit := suits[r.IntN(3)]
		used := map[int]int{}
		var parts []string
		ok := true
		take := func(ranks ...int) {
			for _, k := range ranks {
				used[k]++
				ok = ok && used[k] <= 4
			}
		}
		for range 4 {
			k := 1 + r.IntN(7)
			var set []int
			switch r.IntN(3) {
			case 0:
				set = []int{k, k, k, k}
			case 1:
				set = []int{k, k, k}
			default:
				set = []int{k, k + 1, k + 2}
			}
			take(set...)
			var codes []string
			for _, x := range set {
				codes = append(codes, fmt.Sprintf("%d%s", x, suit))
			}
			if len(set) == 4 || r.IntN(4) != 0 {
				parts = append(parts, "["+strings.Join(codes, " ")+"]")
			} else {
				parts = append(parts, strings.Join(codes, " "))
			}
		}
		k := 1 + r.IntN(9)
		take(k, k)
		parts = append(parts, fmt.Sprintf("%d%d%s", k, k, suit))
		if ok {
			return strings.Join(parts, " ")
		}
	}
}
