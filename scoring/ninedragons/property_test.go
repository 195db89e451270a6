package ninedragons_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// meldKey writes a meld for comparing splits: its type and first tile.
func meldKey(m split.Meld) string {
	return string("?PTQR"[m.Type]) + nd.Deck.Code(m.First)
}

// splitKey writes a split as its sorted melds, so that two splits of the
// same melds in any order compare equal.
func splitKey(ms []string) string {
	s := slices.Clone(ms)
	slices.Sort(s)
	return strings.Join(s, " ")
}

// bruteSplits is the reference for the split engine: it takes any pong or
// chow of the concealed tiles, and the pair, in every order, and keeps
// every distinct way that uses them all. Shown sets stay as written.
func bruteSplits(h *nd.Hand) map[string]bool {
	out := map[string]bool{}
	var shown []string
	for _, m := range h.Shown {
		shown = append(shown, meldKey(m))
	}
	c := h.Concealed
	var walk func(sets int, pair bool, melds []string)
	walk = func(sets int, pair bool, melds []string) {
		if c.Total() == 0 {
			if sets == 0 && pair {
				out[splitKey(append(slices.Clone(shown), melds...))] = true
			}
			return
		}
		for k := tiles.Kind(1); int(k) <= nd.Deck.NumKinds(); k++ {
			if !pair && c[k] >= 2 {
				c[k] -= 2
				walk(sets, true, append(melds, "P"+nd.Deck.Code(k)))
				c[k] += 2
			}
			if sets > 0 && c[k] >= 3 {
				c[k] -= 3
				walk(sets-1, pair, append(melds, "T"+nd.Deck.Code(k)))
				c[k] += 3
			}
			if sets > 0 && isChowStart(k) && c[k] > 0 && c[k+1] > 0 && c[k+2] > 0 {
				c[k]--
				c[k+1]--
				c[k+2]--
				walk(sets-1, pair, append(melds, "R"+nd.Deck.Code(k)))
				c[k]++
				c[k+1]++
				c[k+2]++
			}
		}
	}
	walk(nd.Sets-len(h.Shown), false, nil)
	return out
}

// isChowStart: k, k+1, k+2 are ranks r, r+1, r+2 of one suit (written
// apart from the deck's Next, as a reference should be).
func isChowStart(k tiles.Kind) bool {
	a := nd.Deck.Info(k)
	if a.Rank < 1 || a.Rank > 7 || !strings.ContainsAny(a.Suit, "csb") {
		return false
	}
	c := nd.Deck.Info(k + 2)
	return c.Suit == a.Suit && c.Rank == a.Rank+2
}

// TestProperties: on random complete hands with honours, kongs and
// flowers, the splits scored are exactly the brute force's, each uses
// every tile once, the chosen split is worth the most, and the transfers
// of its chips sum to zero with every player listed.
func TestProperties(t *testing.T) {
	g := game(t)
	r := rand.New(rand.NewPCG(12, 9))
	several := 0 // hands with more than one split: the search is tested
	for range 400 {
		s := randomHand(r)
		h := parse(t, s)
		w := randomWin(r, h)
		res, err := g.Score(w)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		all := append([]nd.SplitScore{res.SplitScore}, res.Alternatives...)
		if len(all) > 1 {
			several++
		}
		got := map[string]bool{}
		for _, sc := range all {
			var ms []string
			var used tiles.Counts
			for _, m := range sc.Split {
				ms = append(ms, meldKey(m))
				used.Add(m.Kinds()...)
			}
			if used != h.All {
				t.Errorf("%q: split %s does not use every tile once", s, nd.FormatSplit(sc.Split))
			}
			if got[splitKey(ms)] {
				t.Errorf("%q: split %s scored twice", s, nd.FormatSplit(sc.Split))
			}
			got[splitKey(ms)] = true
			if sc.Points > res.Points {
				t.Errorf("%q: %s is worth %d, more than the chosen %d", s, nd.FormatSplit(sc.Split), sc.Points, res.Points)
			}
		}
		if want := bruteSplits(h); len(want) != len(got) {
			t.Errorf("%q: %d splits scored, the brute force finds %d", s, len(got), len(want))
		} else {
			for k := range want {
				if !got[k] {
					t.Errorf("%q: split %s not scored", s, k)
				}
			}
		}
		checkRandomChips(t, g, r, w, res)
	}
	if several == 0 {
		t.Error("no random hand split more than one way; the generator tests nothing of the choice")
	}
}

// checkRandomChips settles a random table for the win and checks the
// transfers; a liability rule is claimed where the hand allows it.
func checkRandomChips(t *testing.T, g *nd.Game, r *rand.Rand, w nd.Win, res *nd.Result) {
	src := w.Source
	if src == tiles.SourceUnknown {
		src = tiles.SelfDrawn
	}
	s := nd.Settlement{Players: table, Winner: table[r.IntN(4)], Hand: w.Hand, Points: res.Points, Source: src, Stakes: 1 + r.IntN(3)}
	if src == tiles.Discard {
		s.Discarder = table[(slices.Index(table, s.Winner)+1+r.IntN(3))%4]
		s.FifthTile = r.IntN(2) == 0
	}
	p, err := g.Settle(s)
	if err != nil {
		t.Fatalf("%+v: %v", s, err)
	}
	checkTransfers(t, table, p)
	if s.FifthTile && p.Liable != s.Discarder {
		t.Errorf("fifth tile: liable %q, want %s", p.Liable, s.Discarder)
	}
}
