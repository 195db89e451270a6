package cmdutil

import (
	"fmt"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// The words of where a session stands, which every ledger command and
// every record shows: what comes next, who leads a match. The game's part
// of them (who deals, which round) the ledger's state says itself.

// standings are the games' Standing, by game (Games.Register).
var standings map[books.Game]func(books.State) []claim.Decision

// NextLine says what comes next: the next hand and who deals it, or why
// no more are played and who won; then, a line each, the readings of
// the game's rules that decided it.
func NextLine(st books.State) string {
	s := nextLine(st)
	for _, d := range StandingDecided(st) {
		s += "\n" + decidedLabel + d.Text
	}
	return s
}

// StandingDecided names the readings of the game's rules that decided
// where the session st stands (who won a match that ended in a tie); none
// for a game without them.
func StandingDecided(st books.State) []claim.Decision {
	if f := standings[st.Header.Game]; f != nil {
		return f(st)
	}
	return nil
}

// nextLine says what comes next, in one line.
func nextLine(st books.State) string {
	if st.Over != "" && st.Header.Game.Totals() {
		return Capitalize(st.Over) + ": " + Leading(st) + "."
	}
	if st.Over != "" {
		return Capitalize(st.Over) + "; 'dragon ledger settle' squares the money."
	}
	return "Next: " + st.Next() + "."
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
