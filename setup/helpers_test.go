package setup

import (
	"fmt"
	"strings"
)

// roundsText writes a player's deal as the tests spell it: one string per
// round, each column as wall name and column, a split column with t or b
// for the top or bottom tile: "Ann6 Ann7", "Bo13t".
func roundsText(d *Deal, names []string, p int) []string {
	var out []string
	for _, round := range d.Rounds(p) {
		var cols []string
		for _, pc := range round {
			s := fmt.Sprintf("%s%d", names[d.Wall.Sides[pc.Pos.Side].Owner], pc.Pos.Column)
			switch {
			case pc.Both():
			case pc.Top:
				s += "t"
			default:
				s += "b"
			}
			cols = append(cols, s)
		}
		out = append(out, strings.Join(cols, " "))
	}
	return out
}

// posText writes a column as the tests spell it: "Cy2".
func posText(w *Wall, names []string, p Pos) string {
	return fmt.Sprintf("%s%d", names[w.Sides[p.Side].Owner], p.Column)
}
