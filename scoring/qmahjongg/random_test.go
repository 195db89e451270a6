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
	// A suit card's eyes need a wild card: its second card.
	suitEyes := wilds > 0 && rng.IntN(2) == 0
	melds, exposed := randomMelds(rng, suitEyes, expose)
	codes := make([][]string, len(melds))
	for i, m := range melds {
		for _, k := range m {
			codes[i] = append(codes[i], dragondeck.Deck.Code(k))
		}
	}
	if suitEyes {
		codes[0][1] = "F1"
		wilds--
	}
	putWilds(rng, codes, wilds)
	return writeHand(rng, codes, exposed)
}

// writeHand writes melds of card codes as a hand in random order, those
// exposed in brackets.
func writeHand(rng *rand.Rand, codes [][]string, exposed []bool) string {
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

// randomMelds returns eyes (of a suit card when suitEyes) and two groups
// the deck can hold, and which groups are written exposed.
func randomMelds(rng *rand.Rand, suitEyes, expose bool) ([][]tiles.Kind, []bool) {
	k := dragondeck.East + tiles.Kind(rng.IntN(5))
	if suitEyes {
		k = tiles.Kind(1 + rng.IntN(27))
	}
	var held tiles.Counts
	held.Add(k)
	if !suitEyes {
		held.Add(k)
	}
	melds, exposed := [][]tiles.Kind{{k, k}}, []bool{false}
	for len(melds) < 3 {
		var ks []tiles.Kind
		if k := tiles.Kind(1 + rng.IntN(27)); rng.IntN(2) == 0 {
			h := dragondeck.East + tiles.Kind(rng.IntN(5))
			ks = []tiles.Kind{h, h, h}
			if expose && rng.IntN(3) == 0 {
				ks = append(ks, h)
			}
		} else if dragondeck.Deck.StartsRun(k) {
			ks = []tiles.Kind{k, k + 1, k + 2}
		}
		c := held
		c.Add(ks...)
		if len(ks) == 0 || dragondeck.Deck.CheckCopies(&c, "") != nil {
			continue
		}
		held = c
		melds = append(melds, ks)
		exposed = append(exposed, len(ks) == 4 || (expose && rng.IntN(3) == 0))
	}
	return melds, exposed
}

// putWilds puts the Feng Shui cards not yet placed in wilds random places
// of codes (F1 is the eyes' when a suit card's eyes took it).
func putWilds(rng *rand.Rand, codes [][]string, wilds int) {
	next := dragondeck.NumFengShui - wilds + 1
	for _, p := range rng.Perm(HandSizeWithGong) {
		if wilds == 0 {
			return
		}
		i, j := place(codes, p)
		if i < 0 || strings.HasPrefix(codes[i][j], "F") {
			continue
		}
		codes[i][j] = "F" + string(rune('0'+next))
		next++
		wilds--
	}
}

// HandSizeWithGong bounds the places of a random hand: eight cards and
// one more for a gong.
const HandSizeWithGong = q.HandSize + 1

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
