package ninedragons

import "github.com/dragon-tools/dragon/scoring/tiles"

// sourceItems: the winning tile self-picked (1), and on the replacement
// tile after a kong 1 more; read the other way (kong-bonus), the bonus
// instead of the self-pick point.
func (g *Game) sourceItems(w *Win) []Item {
	if w.Source != tiles.SelfDrawn {
		return nil
	}
	kong := g.unit(kongReplacement, "won on the replacement tile drawn after a kong")
	if w.KongReplacement && g.Rules.reads(readKongBonus) {
		return []Item{kong}
	}
	out := []Item{g.unit(selfPick, "the winning tile was picked from the wall, not a discard")}
	if w.KongReplacement {
		out = append(out, kong)
	}
	return out
}
