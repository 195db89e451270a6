package ninedragons

import "github.com/dragon-tools/dragon/scoring/split"

// setItems: four chows (1) or four pongs and kongs (3).
func (g *Game) setItems(ms []split.Meld) []Item {
	chows, pongs := 0, 0
	for _, m := range ms {
		switch m.Type {
		case split.Run:
			chows++
		case split.Triplet, split.Quad:
			pongs++
		}
	}
	switch {
	case chows == Sets:
		return []Item{g.unit(fourChows, "the four sets are chows")}
	case pongs == Sets:
		return []Item{g.unit(fourPongs, "the four sets are pongs or kongs")}
	}
	return nil
}

// isPong reports whether m is a pong or a kong.
func isPong(m split.Meld) bool { return m.Type == split.Triplet || m.Type == split.Quad }

// setName names a pong or kong: "pong of RD", "kong of E".
func setName(m split.Meld) string {
	if m.Type == split.Quad {
		return "kong of " + Deck.Code(m.First)
	}
	return "pong of " + Deck.Code(m.First)
}
