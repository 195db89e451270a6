package magic

import (
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/term"

	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
)

// suitColors gives each Magic Dragon suit an ANSI colour, so a hand reads
// at a glance on a terminal: circle blue, stick green, dragon red, picture
// magenta.
var suitColors = map[string]string{"C": "34", "S": "32", "D": "31", "P": "35"}

// formatSplit writes a split for people, each meld in its suit's
// colour when color is on.
func formatSplit(color bool, ms []split.Meld) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = term.Paint(color, suitColors[magicdragon.Deck.Info(m.First).Suit], magicdragon.FormatMeld(m))
	}
	return strings.Join(parts, " ")
}
