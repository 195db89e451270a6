package books

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// A seats record puts the players in a new seat order (turn order in a
// game without seats): Magic Dragon's draw for seats again after the
// cycles a table plays between draws, or any table's change of places. It
// names every player at the table once, in the new order:
//
//	- at: 2026-03-14T22:10:00+01:00
//	  kind: seats
//	  seats: [Cy, Ann, Di, Bo]
//
// The rotation after it, the same in every game: the first named takes
// the role next (deals, is the banker or East, leads), and the role
// moves on down the new order as the game's rule moves it. By cycles
// (Magic Dragon) the new seats start a new cycle, as the rulebook's draw
// does: a cycle cut short by them counts as played, and under the
// ultimate cycles the next version comes with them. By rounds (Q
// Mahjongg, Nine Dragons) the round goes on: its wind and the hands
// counted towards the game stay, and the seat winds are counted again
// from the first named, who is East. A void of the seats record puts
// everything back as it was.

// CheckSeats checks a new seat order against the players of h, those at
// the table when it is recorded: it names each of them once, and nobody
// else. It returns the seats as h spells the players.
func (h *Header) CheckSeats(seats []string) ([]string, error) {
	out := make([]string, 0, len(seats))
	for _, name := range seats {
		p, err := h.current(name)
		if err != nil {
			return nil, err
		}
		if slices.Contains(out, p) {
			return nil, &Refusal{p + " is given two seats", "name each player once, in the new order"}
		}
		out = append(out, p)
	}
	var left []string
	for _, p := range h.Players {
		if !slices.Contains(out, p) {
			left = append(left, p)
		}
	}
	if len(left) > 0 {
		return nil, &Refusal{words.JoinAnd(left) + " " + hasOrHave(len(left)) + " no seat", fmt.Sprintf("name all %d players in the new order (%s)", len(h.Players), strings.Join(h.Players, ", "))}
	}
	return out, nil
}

// hasOrHave is the verb for n players.
func hasOrHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}

// reseat puts the players of s in the seats given, a permutation of
// them, and starts the rotation again from the first (see above).
func (s *State) reseat(seats []string) {
	h := s.Header.Clone()
	places := make([]int, len(seats))
	for i, p := range seats {
		places[i] = s.place(slices.Index(h.Players, p))
	}
	h.Players = slices.Clone(seats)
	if s.Header.Game.Rotation() == ByCycle {
		s.CyclesBefore = s.Cycles
		if s.CutsCycle() { // the cycle cut short counts as played
			s.CyclesBefore++
		}
	}
	s.Header, s.Places, s.Seated, s.PlayedAtPass = &h, places, s.Passes, s.Played
	s.RoleHolder = seats[0]
	s.derive()
}

// CutsCycle reports whether new seats now would end the cycle being
// played, in a game of cycles: one whose deal has passed, or whose first
// dealer has played a hand; the next hand starts a new cycle.
func (s State) CutsCycle() bool {
	n := len(s.Header.Players)
	return s.Header.Game.Rotation() == ByCycle && ((s.Passes-s.Seated)%n != 0 || s.Played > s.PlayedAtPass)
}

// place is the place in the file's list of players of the player in
// seat i of s: who he is, whatever he is called and wherever he sits now.
func (s State) place(i int) int {
	if s.Places == nil {
		return i
	}
	return s.Places[i]
}

// NameIn returns the name that player name of state s has in state other
// of the same ledger, before s or after it: his name then, whatever the
// renames and seats between them (name itself when s has no such player).
func (s State) NameIn(other State, name string) string {
	i := slices.Index(s.Header.Players, name)
	if i < 0 {
		return name
	}
	id := s.place(i)
	for k, p := range other.Header.Players {
		if other.place(k) == id {
			return p
		}
	}
	return name
}
