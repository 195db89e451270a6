package ninedragons

import "github.com/dragon-tools/dragon/scoring/split"

// windItems: a pong or kong of the round's wind 1, of the winner's seat
// wind 1; the same wind can score both.
func (g *Game) windItems(w *Win, ms []split.Meld) []Item {
	var out []Item
	for _, m := range ms {
		if classOf(m.First) != wind || !isPong(m) {
			continue
		}
		ww := windOf(m.First)
		if ww == w.Round {
			out = append(out, g.unit(roundWind, setName(m)+", the wind of the "+ww.Name()+" round"))
		}
		if ww == w.Seat {
			out = append(out, g.unit(seatWind, setName(m)+", the wind of the winner's "+ww.Name()+" seat"))
		}
	}
	return out
}
