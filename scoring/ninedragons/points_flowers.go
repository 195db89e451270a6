package ninedragons

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// flowerItems: no flowers at all 1; each flower of the seat's number 1
// (red and blue both count; read the other way, seat-flowers, one only);
// all four red, all four blue 1 more each, whatever the seat.
func (g *Game) flowerItems(w *Win) []Item {
	fs := w.Hand.Flowers
	if len(fs) == 0 {
		return []Item{g.unit(noFlowers, "the winner drew no flowers")}
	}
	var out []Item
	if w.Seat != NoWind {
		for _, f := range fs {
			if Deck.Info(f).Rank == int(w.Seat) && (len(out) == 0 || !g.Rules.reads(readSeatFlowers)) {
				out = append(out, g.unit(seatFlower, fmt.Sprintf("%s matches the %s seat's number %d", Deck.Code(f), w.Seat.Name(), int(w.Seat))))
			}
		}
	}
	if colourCount(fs, "R") == 4 {
		out = append(out, g.unit(allRedFlowers, "RF1, RF2, RF3 and RF4"))
	}
	if colourCount(fs, "B") == 4 {
		out = append(out, g.unit(allBlueFlowers, "BF1, BF2, BF3 and BF4"))
	}
	return out
}

// colourCount counts the flowers whose code starts with the colour's
// letter (R or B).
func colourCount(fs []tiles.Kind, colour string) int {
	n := 0
	for _, f := range fs {
		if Deck.Code(f)[:1] == colour {
			n++
		}
	}
	return n
}
