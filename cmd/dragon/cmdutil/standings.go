package cmdutil

import (
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// What comes next, which every ledger command and every record shows,
// ended by the readings of the game's rules that decided it. Who leads a
// match the books' model says (report.Leading), and the game's part of
// it (who deals, which round) the ledger's state.

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
	g := st.Header.Game
	switch {
	case st.Over != "" && g.Totals():
		return Capitalize(st.Over) + ": " + report.Leading(st) + "."
	case st.Over != "" && g.Rotation() == books.ByMatch: // a match of money: won by the most
		return Capitalize(st.Over) + ": " + report.Leading(st) + "; 'dragon ledger settle' squares the money."
	case st.Over != "":
		return Capitalize(st.Over) + "; 'dragon ledger settle' squares the money."
	}
	return "Next: " + st.Next() + "."
}
