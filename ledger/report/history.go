package report

import (
	"fmt"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// History is a ledger's records one by one, as 'ledger history' shows
// them in every format: each record's number, time, hand and dealer,
// what happened in words, and each player's money (or total) after it.
// Players are named as they are now, whatever they were called then.
type History struct {
	// Game is the ledger's game; Players those at the table now, a
	// column each.
	Game    books.Game `json:"game"`
	Players []string   `json:"players"`
	// Head names the columns of the hand of play and, in a game that
	// has one, of who dealt it: "game", "banker".
	Head []string `json:"head"`
	// Renamed is set when a record renamed a player.
	Renamed bool  `json:"renamed,omitempty"`
	Rows    []Row `json:"rows"`
}

// Row is one record of a History: its number and time, what happened in
// words, the hand it was (Play, its number among the hands played, and
// Dealer, who dealt it, in a game that has a dealer; "" for a record that
// is no hand), each player's money (or total) after it with what it
// changed, its note, and the cycle or round that starts at it (Section).
type Row struct {
	Number  int       `json:"number"`
	At      time.Time `json:"at"`
	What    string    `json:"what"`
	Play    string    `json:"play,omitempty"`
	Dealer  string    `json:"dealer,omitempty"`
	After   []Change  `json:"after"`
	Note    string    `json:"note,omitempty"`
	Section string    `json:"section,omitempty"`
}

// Change is a player's amount after a record and what the record changed
// of it.
type Change struct {
	Player string `json:"player"`
	Amount int    `json:"amount"`
	Change int    `json:"change"`
}

// Cell writes a change as the history's column shows it: "(+6) 106", or
// the amount alone when the record left it.
func (c Change) Cell() string {
	if c.Change == 0 {
		return fmt.Sprint(c.Amount)
	}
	return fmt.Sprintf("(%+d) %d", c.Change, c.Amount)
}

// HistoryOf is the history of the ledger l.
func HistoryOf(l *ledger.Ledger) History {
	h := &l.Header
	now := l.State()
	steps := l.Steps()
	out := History{Game: h.Game, Players: now.Header.Players, Head: playHead(h.Game), Rows: []Row{}}
	section := ""
	for _, s := range steps {
		r := s.Record
		row := Row{Number: r.Number, At: r.At, What: StepWhat(now, steps, s), After: changes(h.Game, now, s), Note: r.Note}
		if h.Game.IsHand(r.Kind) {
			row.Play = fmt.Sprint(s.Before.Played + 1)
			if len(out.Head) > 1 {
				row.Dealer = s.Before.NameIn(now, s.Before.RoleHolder)
			}
			if sec := s.Before.Section(); sec != "" && sec != section {
				row.Section, section = sec, sec
			}
		}
		out.Renamed = out.Renamed || r.Kind == books.Rename
		out.Rows = append(out.Rows, row)
	}
	return out
}

// playHead heads the columns of the hand of play and, in a game that has
// one, of who dealt (led, was East) it.
func playHead(g books.Game) []string {
	if g.RoleHead() == "" {
		return []string{g.Play()}
	}
	return []string{g.Play(), g.RoleHead()}
}

// changes are each player at the table now (state now): his money (or
// total) after step s, and what the record changed of it.
func changes(g books.Game, now books.State, s books.Step) []Change {
	var out []Change
	for _, p := range now.Header.Players {
		before, after := now.NameIn(s.Before, p), now.NameIn(s.After, p)
		v, d := s.After.Balances[after], s.After.Balances[after]-s.Before.Balances[before]
		if g.Totals() {
			v, d = s.After.Totals[after], s.After.Totals[after]-s.Before.Totals[before]
		}
		out = append(out, Change{Player: p, Amount: v, Change: d})
	}
	return out
}
