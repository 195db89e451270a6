package qa

import (
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// DragonDeckLook is how a card of the Dragon Deck (Q Mahjongg's and MAC
// I's) looks to tap: a suit card its rank's count of its suit's mark, any
// other its code written large, each named as printed.
func DragonDeckLook(k tiles.Kind) Look {
	info := dragondeck.Deck.Info(k)
	if mark := dragondeck.SuitMark(k); mark != "" {
		return Look{Name: dragondeck.Name(k), Mark: mark, Count: info.Rank}
	}
	return Written(info, dragondeck.Name(k))
}
