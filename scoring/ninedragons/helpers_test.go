package ninedragons_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/rulesets"
	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

func game(t testing.TB) *nd.Game {
	t.Helper()
	r, err := rulesets.NineDragons()
	if err != nil {
		t.Fatal(err)
	}
	g, err := nd.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func parse(t testing.TB, s string) *nd.Hand {
	t.Helper()
	h, err := nd.ParseHand(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return h
}

// scored scores hand in the context of w, failing the test when it cannot
// be scored, and returns the win with its hand and the result.
func scored(t testing.TB, g *nd.Game, hand string, w nd.Win) (nd.Win, *nd.Result) {
	t.Helper()
	w.Hand = parse(t, hand)
	res, err := g.Score(w)
	if err != nil {
		t.Fatal(err)
	}
	return w, res
}

// itemList writes a score's items as "name=points" in order, for
// comparing with a test's expectation.
func itemList(items []nd.Item) string {
	s := make([]string, len(items))
	for i, it := range items {
		s[i] = fmt.Sprintf("%s=%d", it.Name, it.Points)
	}
	return strings.Join(s, ", ")
}

var table = []string{"Ann", "Bo", "Cy", "Di"}

// randomHand writes a random complete hand: four sets (chows, pongs,
// bracketed kongs, some shown) and a pair, with honours, and a few
// flowers written anywhere. It never holds a fifth copy of a tile.
func randomHand(r *rand.Rand) string {
	for {
		if s, ok := tryRandomHand(r); ok {
			return s
		}
	}
}

var (
	honours = []string{"E", "S", "W", "N", "WD", "GD", "RD"}
	flowers = []string{"RF1", "RF2", "RF3", "RF4", "BF1", "BF2", "BF3", "BF4"}
	suits   = []string{"c", "s", "b"}
)

func randomKind(r *rand.Rand) string {
	if r.IntN(3) == 0 {
		return honours[r.IntN(len(honours))]
	}
	return fmt.Sprintf("%d%s", 1+r.IntN(9), suits[r.IntN(3)])
}

func tryRandomHand(r *rand.Rand) (string, bool) {
	used := map[string]int{}
	var bare, groups []string
	take := func(codes ...string) bool {
		for _, c := range codes {
			used[c]++
			if used[c] > 4 {
				return false
			}
		}
		return true
	}
	// Half the sets crowd into a few ranks of one suit, where pongs and
	// chows overlap (111222333s) and the tiles split more than one way.
	focus := suits[r.IntN(3)]
	for range 4 {
		var set []string
		switch r.IntN(6) {
		case 0, 1:
			s, n := suits[r.IntN(3)], 1+r.IntN(7)
			set = []string{fmt.Sprintf("%d%s", n, s), fmt.Sprintf("%d%s", n+1, s), fmt.Sprintf("%d%s", n+2, s)}
		case 2:
			n := 1 + r.IntN(3)
			set = []string{fmt.Sprintf("%d%s", n, focus), fmt.Sprintf("%d%s", n+1, focus), fmt.Sprintf("%d%s", n+2, focus)}
		case 3:
			k := fmt.Sprintf("%d%s", 1+r.IntN(5), focus)
			set = []string{k, k, k}
		case 4:
			k := randomKind(r)
			set = []string{k, k, k}
		default:
			k := randomKind(r)
			set = []string{k, k, k, k}
		}
		if !take(set...) {
			return "", false
		}
		if len(set) == 4 || r.IntN(3) == 0 {
			groups = append(groups, "["+strings.Join(set, " ")+"]")
		} else {
			bare = append(bare, set...)
		}
	}
	p := randomKind(r)
	if !take(p, p) {
		return "", false
	}
	bare = append(bare, p, p)
	for _, i := range r.Perm(len(flowers))[:r.IntN(4)] {
		bare = append(bare, flowers[i])
	}
	r.Shuffle(len(bare), func(i, j int) { bare[i], bare[j] = bare[j], bare[i] })
	return strings.Join(append(groups, bare...), " "), true
}

// randomWin gives a random hand a random context.
func randomWin(r *rand.Rand, h *nd.Hand) nd.Win {
	w := nd.Win{Hand: h, Round: nd.Wind(1 + r.IntN(4)), Seat: nd.Wind(r.IntN(5)), Source: tiles.Source(r.IntN(3))}
	if w.Source == tiles.Discard {
		w.Discarder = "Bo"
	}
	w.KongReplacement = h.Kongs() > 0 && w.Source != tiles.Discard && r.IntN(2) == 0
	return w
}
