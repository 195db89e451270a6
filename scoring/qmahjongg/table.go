package qmahjongg

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
)

// Seats are the locations clockwise from the banker, who is East.
var Seats = []string{"E", "S", "W", "N"}

// SeatName names a location or round: "East" for E; "" for no seat.
func SeatName(s string) string {
	if i := slices.Index(Seats, strings.ToUpper(s)); i >= 0 {
		return []string{"East", "South", "West", "North"}[i]
	}
	return ""
}

// Table is the players at the table, clockwise from the banker (East
// first): 2–4 of them.
type Table struct {
	Players []string
}

// NewTable checks the players: 2–4 distinct names by the one rule for
// names (internal/players).
func NewTable(names []string) (Table, error) {
	if n := len(names); n < 2 || n > 4 {
		return Table{}, words.Errorf(Game, "%s; Q Mahjongg is played by 2, 3 or 4, listed clockwise from the banker", words.Plural(n, "player"))
	}
	for i, n := range names {
		if err := players.Check(n); err != nil {
			return Table{}, words.Errorf(Game, "%w", err)
		}
		if slices.ContainsFunc(names[:i], func(m string) bool { return players.Key(m) == players.Key(n) }) {
			return Table{}, words.Errorf(Game, "%s is listed twice; every player sits once", n)
		}
	}
	return Table{Players: slices.Clone(names)}, nil
}

// Banker returns the banker, who sits East.
func (t Table) Banker() string { return t.Players[0] }

// Seat returns the location of player name.
func (t Table) Seat(name string) (string, error) {
	i := slices.Index(t.Players, name)
	if i < 0 {
		return "", words.Errorf(Game, "%s is not at the table; the players are %s", name, strings.Join(t.Players, ", "))
	}
	return Seats[i], nil
}

// Rounds returns the wind rounds the table plays: as many as players.
func (t Table) Rounds() []string { return Seats[:len(t.Players)] }

// CheckContext refuses a context the table cannot have: a round beyond
// its number of players, a seat nobody holds, or a seat other than the
// winner's.
func (t Table) CheckContext(ctx Context, winner string) error {
	rounds := t.Rounds()
	if !slices.Contains(rounds, ctx.Round) {
		return words.Errorf(Game, "round %s: with %d players the rounds are %s", ctx.Round, len(t.Players), strings.Join(rounds, ", "))
	}
	if winner == "" {
		if ctx.Seat != "" && !slices.Contains(rounds, ctx.Seat) {
			return words.Errorf(Game, "seat %s: with %d players the locations are %s", ctx.Seat, len(t.Players), strings.Join(rounds, ", "))
		}
		return nil
	}
	seat, err := t.Seat(winner)
	if err != nil {
		return err
	}
	if ctx.Seat != "" && ctx.Seat != seat {
		return words.Errorf(Game, "seat %s, but %s sits %s (the players are listed clockwise from the banker, East)", ctx.Seat, winner, seat)
	}
	return nil
}
