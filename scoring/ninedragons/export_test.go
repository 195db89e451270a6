package ninedragons

import "github.com/dragon-tools/dragon/scoring/split"

// Splits returns every split of h in the engine's order, for the tests
// that need the order the best split is chosen from.
func Splits(h *Hand) [][]split.Meld {
	var out [][]split.Meld
	h.eachSplit(func(ms []split.Meld) bool {
		out = append(out, append([]split.Meld(nil), ms...))
		return true
	})
	return out
}
