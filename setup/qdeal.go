package setup

import (
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// QPile is the number of cards in each Q Mahjongg pile: seven held, the
// eighth is the winning card.
const QPile = 7

// QDeal is a Q Mahjongg deal: the Dragon Deck shuffled, then dealt face
// down by the banker into one pile of seven per player, one card at a time
// from left to right. The banker keeps the leftmost pile and hands the
// others clockwise from South; what is left is the card deck in the centre.
type QDeal struct {
	Seed    uint64
	Players []string // clockwise from the banker (East)
	// Piles holds each player's pile, Piles[0] the banker's (leftmost),
	// cards in the order dealt.
	Piles [][]tiles.Kind
	// Stock is the card deck left in the centre, top card first.
	Stock []tiles.Kind
}

// DealQ shuffles the Dragon Deck from r and deals it to 2–4 players
// listed clockwise from the banker. The booklet deals four piles for four
// players; a smaller table deals one pile per player.
func DealQ(r *Random, players []string) (*QDeal, error) {
	if n := len(players); n < 2 || n > 4 {
		return nil, parseErr(0, "", "%s; Q Mahjongg is played by 2, 3 or 4, listed clockwise from the banker", words.Plural(n, "player"))
	}
	if err := CheckNames(players); err != nil {
		return nil, err
	}
	deck := dragondeck.Deck
	var cards []tiles.Kind
	for k := tiles.Kind(1); int(k) <= deck.NumKinds(); k++ {
		for range deck.Info(k).Copies {
			cards = append(cards, k)
		}
	}
	r.r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	d := &QDeal{Seed: r.Seed, Players: slices.Clone(players), Piles: make([][]tiles.Kind, len(players))}
	dealt := QPile * len(players)
	for i, c := range cards[:dealt] {
		d.Piles[i%len(players)] = append(d.Piles[i%len(players)], c)
	}
	d.Stock = cards[dealt:]
	return d, nil
}
