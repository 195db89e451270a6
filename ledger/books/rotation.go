package books

import (
	"fmt"
	"slices"

	"github.com/dragon-tools/dragon/internal/words"
)

// moveOn moves the rotation of s on by hand r, counted as played: the
// game's rule of who plays the role next (its Books' Passes or Leads),
// then the dealer, game, cycle, round and version the counts give.
func (s *State) moveOn(r *HandRecord) {
	b := s.Header.Game.books()
	if b.Passes != nil && b.Passes(*s, r) {
		s.Passes++
		s.PlayedAtPass = s.Played
	}
	if b.Leads != nil {
		s.Led = append(slices.Clip(s.Led), s.RoleHolder)
		s.RoleHolder = b.Leads(*s, r)
	}
	s.derive()
}

// derive works out the dealer, game, cycle, round and version from the
// counts, as the game's rotation counts them.
func (s *State) derive() {
	h := s.Header
	n := len(h.Players)
	if n == 0 {
		return
	}
	s.Over = ""
	switch b := h.Game.books(); b.Rotation {
	case ByCycle:
		s.deriveCycle()
	case ByRound:
		rounds := b.Rounds
		if rounds == 0 {
			rounds = n // as many rounds as players
		}
		s.RoleHolder = h.Players[(s.Passes-s.Seated)%n]
		s.GameNumber = s.Passes/(n*rounds) + 1
		s.RoundNumber = (s.Passes/n)%rounds + 1
		s.Round = Winds[s.RoundNumber-1]
	case ByMatch:
		s.GameNumber = s.Played + 1
		if l := h.Rules.MatchLength; l > 0 && s.Played >= l {
			s.Over = "the match is complete"
		}
	}
}

// deriveCycle works out the dealer, game, cycle and version by cycles:
// the deal passes every game, and under the ultimate cycles each cycle
// plays the next of the game's ultimate versions.
func (s *State) deriveCycle() {
	h := s.Header
	n := len(h.Players)
	k := s.Passes - s.Seated
	s.RoleHolder = h.Players[k%n]
	s.GameNumber = s.Played + 1
	s.Cycles = s.CyclesBefore + k/n
	s.Cycle = s.Cycles + 1
	if !h.Rules.Ultimate {
		s.Version = h.Rules.Version
		return
	}
	ult := rulebook(h.Game).Ultimate
	if s.Cycle <= len(ult) {
		s.Version = ult[s.Cycle-1]
	} else {
		s.Version = ""
		s.Over = "the ultimate cycles are complete (" + words.JoinAnd(ult) + ")"
	}
}

// SeatWinds returns each player's seat wind in a game played by rounds of
// the winds (Q Mahjongg, Nine Dragons): the banker or East is East, and
// the others follow in seat order (the order of the last seats record,
// when there is one); nil for the other games.
func (s State) SeatWinds() map[string]string {
	h := s.Header
	if h == nil || h.Game.Rotation() != ByRound {
		return nil
	}
	n := len(h.Players)
	w := make(map[string]string, n)
	for i, p := range h.Players {
		w[p] = Winds[((i-(s.Passes-s.Seated))%n+n)%n]
	}
	return w
}

// Section is the heading the next hand of state s falls under, among the
// hands of a session: "cycle 2, version D" by cycles ("cycle 2" for a game
// without versions), "South round" (or "game 2, South round" after the
// first game) by rounds; "" for a match.
func (s State) Section() string {
	switch s.Header.Game.Rotation() {
	case ByCycle:
		return s.cycle()
	case ByRound:
		if s.GameNumber > 1 {
			return fmt.Sprintf("game %d, %s round", s.GameNumber, s.Round)
		}
		return s.Round + " round"
	}
	return ""
}

// Next says which hand comes next in state s and who plays the role in
// it: "game 3, cycle 1, version C: Ann deals", "hand 5, South round of
// game 2: Bo is East", "hand 4 of 10: Cy leads", "game 2".
func (s State) Next() string {
	g := s.Header.Game
	var next string
	switch g.Rotation() {
	case ByCycle:
		next = fmt.Sprintf("%s %d, %s", g.Play(), s.GameNumber, s.cycle())
	case ByRound:
		next = fmt.Sprintf("%s %d, %s round", g.Play(), s.Played+1, s.Round)
		if s.GameNumber > 1 {
			next += fmt.Sprintf(" of game %d", s.GameNumber)
		}
	default:
		next = fmt.Sprintf("%s %d", g.Play(), s.GameNumber)
		if l := s.Header.Rules.MatchLength; l > 0 {
			next += fmt.Sprintf(" of %d", l)
		}
	}
	if does := g.books().RoleDoes; does != "" {
		next += ": " + s.RoleHolder + " " + does
	}
	return next
}

// cycle names the cycle of state s and, where the game has versions, the
// version it plays: "cycle 2, version D", "cycle 2".
func (s State) cycle() string {
	if s.Version == "" {
		return fmt.Sprintf("cycle %d", s.Cycle)
	}
	return fmt.Sprintf("cycle %d, version %s", s.Cycle, s.Version)
}
