package ninedragons

import "github.com/dragon-tools/dragon/scoring/tiles"

// sourceItems: the winning tile self-picked (1), and on the replacement
// tile after a kong 1 more.
func (g *Game) sourceItems(w *Win) []Item {
	if w.Source != tiles.SelfDrawn {
		return nil
	}
	out := []Item{g.unit(selfPick, "the winning tile was picked from the wall, not a discard")}
	if w.KongReplacement {
		out = append(out, g.unit(kongReplacement, "won on the replacement tile drawn after a kong"))
	}
	return out
}
