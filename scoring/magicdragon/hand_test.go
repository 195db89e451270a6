package magicdragon

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Counts are uint8: a hand writing a tile 256 times more than it may must
// still be refused, not wrap around to a plausible hand. The parser stops
// at the fifth copy.
func TestParseHandRefusesCopiesThatWouldWrapTheCount(t *testing.T) {
	s := strings.Repeat("1C ", 256) + "123C 123C 345S 789D 4P"
	_, err := Table{}.ParseHand(s, true)
	if err == nil || !strings.Contains(err.Error(), "5 × 1C") {
		t.Fatalf("ParseHand(256 extra 1C) = %v, want the fifth 1C refused", err)
	}
}

// TestSuitAndRankOfKind: the scorer's arithmetic on a kind reads what the
// deck says of it, for every kind.
func TestSuitAndRankOfKind(t *testing.T) {
	for k := tiles.Kind(1); int(k) <= Deck.NumKinds(); k++ {
		info := Deck.Info(k)
		if Suits[suitOf(k)] != info.Suit || rankOf(k) != info.Rank {
			t.Errorf("%s: suit %s rank %d, the deck says %s %d", info.Code, Suits[suitOf(k)], rankOf(k), info.Suit, info.Rank)
		}
	}
}
