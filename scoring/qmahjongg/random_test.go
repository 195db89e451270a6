package qmahjongg_test

import (
	"math/rand/v2"
	"strings"

	"github.com/dragon-tools/dragon/scoring/dragondeck"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// randomHand builds a winning hand of eyes and two groups that the deck
// can hold, then puts wild Feng Shui cards in wilds of its places. With
// expose, groups are sometimes written exposed, and a group of a kind
// sometimes as a gong.
func randomHand(rng *rand.Rand, wilds int, expose bool) string {
	d := dragondeck.Deck
	var held tiles.Counts
	var melds [][]tiles.Kind
	var exposed []bool
	take := func(ks []tiles.Kind) bool {
		c := held
		c.Add(ks...)
		if d.CheckCopies(&c, "") != nil {
			return false
		}
		held = c
		melds = append(melds, ks)
		return true
	}
	for len(melds) == 0 {
		k := dragondeck.East + tiles.Kind(rng.IntN(5))
		if wilds > 0 && rng.IntN(2) == 0 {
			k = tiles.Kind(1 + rng.IntN(27)) // a suit card's eyes need a wild
		}
		held.Add(k)
		if dragondeck.ClassOf(k) != dragondeck.Suit {
			held.Add(k)
		}
		melds = append(melds, []tiles.Kind{k, k})
		exposed = append(exposed, false)
	}
	for len(melds) < 3 {
		var ks []tiles.Kind
		if rng.IntN(2) == 0 {
			k := dragondeck.East + tiles.Kind(rng.IntN(5))
			ks = []tiles.Kind{k, k, k}
			if expose && rng.IntN(3) == 0 {
				ks = append(ks, k)
			}
		} else {
			k := tiles.Kind(1 + rng.IntN(27))
			if !d.StartsRun(k) {
				continue
			}
			ks = []tiles.Kind{k, k + 1, k + 2}
		}
		if take(ks) {
			exposed = append(exposed, len(ks) == 4 || (expose && rng.IntN(3) == 0))
		}
	}
	// The places that become wild: the second card of suit eyes first.
	places := rng.Perm(8 + 1)
	codes := make([][]string, len(melds))
	for i, m := range melds {
		for _, k := range m {
			codes[i] = append(codes[i], d.Code(k))
		}
	}
	if dragondeck.ClassOf(melds[0][0]) == dragondeck.Suit {
		codes[0][1] = "F1"
		wilds--
	}
	next := 5 - wilds + 1
	for _, p := range places {
		if wilds == 0 {
			break
		}
		i, j := place(codes, p)
		if i < 0 || strings.HasPrefix(codes[i][j], "F") {
			continue
		}
		codes[i][j] = "F" + string(rune('0'+next))
		next++
		wilds--
	}
	var parts []string
	for i, c := range codes {
		s := strings.Join(c, " ")
		if exposed[i] {
			s = "[" + s + "]"
		}
		parts = append(parts, s)
	}
	rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	return strings.Join(parts, " ")
}

// place returns the meld and index of the p-th card, or -1.
func place(codes [][]string, p int) (int, int) {
	for i, c := range codes {
		if p < len(c) {
			return i, p
		}
		p -= len(c)
	}
	return -1, -1
}

func isWild(k tiles.Kind) bool { return dragondeck.IsWild(k) }

// randomCard returns a card that is not wild and that h can still hold.
func randomCard(rng *rand.Rand, h *q.Hand) tiles.Kind {
	for {
		k := tiles.Kind(1 + rng.IntN(32))
		var c tiles.Counts
		c.Add(k)
		for _, x := range h.Concealed {
			c.Add(x)
		}
		for _, e := range h.Exposed {
			c.Add(e.Cards...)
		}
		if dragondeck.Deck.CheckCopies(&c, "") == nil {
			return k
		}
	}
}
