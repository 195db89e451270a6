package report

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// ProgressLine says how far the session st has come: "5 games played, 1
// cycle complete (7 records)."; in a match, who leads it.
func ProgressLine(st books.State) string {
	h := st.Header
	records := words.Plural(st.Records, "record")
	played := words.Plural(st.Played, h.Game.Play())
	switch h.Game.Rotation() {
	case books.ByCycle:
		cycles := words.Plural(st.Cycles, "cycle") + " complete"
		if st.Cycles == 0 {
			cycles = "no cycle complete yet"
		}
		return fmt.Sprintf("%s played, %s (%s).", played, cycles, records)
	case books.ByMatch:
		s := fmt.Sprintf("%s played (%s).", played, records)
		if st.Played > 0 && st.Over == "" { // once over, the next line says who won
			s += " " + Leading(st) + "."
		}
		return s
	}
	return fmt.Sprintf("%s played (%s).", played, records)
}

// Leading says who leads a match (Dancing Dragons, MAC I), or who won
// once it is complete, and by the game's own rule: "Bo is ahead (lowest
// total wins)", "Bo wins with 9 (lowest total wins)", "Cy wins with 4
// (most money wins)".
// It is "" before the first hand.
func Leading(st books.State) string {
	if st.Played == 0 {
		return ""
	}
	first := st.Standings()
	shared := len(first) > 1 && first[1].Place == 1
	won := first[0].Total
	if !st.Header.Game.Totals() {
		won = first[0].Net
	}
	var verb string
	switch {
	case st.Over == "" && !shared:
		verb = "is ahead"
	case st.Over == "":
		verb = "are ahead"
	case !shared:
		verb = fmt.Sprintf("wins with %d", won)
	default:
		verb = fmt.Sprintf("share the win with %d each", won)
	}
	return fmt.Sprintf("%s %s (%s wins)", st.Leaders(), verb, st.Header.Game.Wins())
}
