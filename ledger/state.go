package ledger

import (
	"maps"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
)

// State is where a session stands after some of its records: the money,
// the totals and the rotation. It is always worked out from the records
// (see Ledger.Steps); nothing here is read from the file as the truth.
type State struct {
	// Records is the number of records so far, voids included.
	Records int `json:"records"`
	// Played is the number of hands (Magic Dragon: games) played and not
	// voided: wins, ties and dead hands.
	Played int `json:"played"`
	// Balances is each player's money: the starting money plus every
	// transfer in force.
	Balances map[string]int `json:"balances"`
	// Totals is each player's total score (Dancing Dragons, MAC I).
	Totals map[string]int `json:"totals,omitempty"`
	// Passes counts how often the deal has passed on (the dealer, banker
	// or East moving to the next player).
	Passes int `json:"passes"`
	// Dealer is who deals the next hand: Magic Dragon's dealer, Q
	// Mahjongg's banker, Nine Dragons' East, the player who leads in
	// Dancing Dragons; "" for MAC I.
	Dealer string `json:"dealer"`
	// Game is the number of the next game: Magic Dragon and MAC I count
	// every game, Dancing Dragons every hand; for Q Mahjongg and Nine
	// Dragons a game is all its rounds.
	Game int `json:"game_number"`
	// Cycle is the Magic Dragon cycle of the next game, from 1; Cycles is
	// the number of cycles completed (every player has dealt once).
	Cycle  int `json:"cycle,omitempty"`
	Cycles int `json:"cycles_completed,omitempty"`
	// Version is the Magic Dragon version in force for the next game.
	Version string `json:"version,omitempty"`
	// Round is the wind of the round of the next hand (Q Mahjongg, Nine
	// Dragons): East, South, West or North; RoundNumber counts from 1.
	Round       string `json:"round,omitempty"`
	RoundNumber int    `json:"round_number,omitempty"`
	// Over says why no more hands may be played (the ultimate cycles or
	// the agreed match are complete); "" while play goes on.
	Over string `json:"over,omitempty"`
	// Undoable is the number of the record a void would cancel: the last
	// one not yet voided (0 when there is none).
	Undoable int `json:"undoable,omitempty"`
	// LastAt is when the last record (number Records) was made: the next
	// may not be dated before it.
	LastAt time.Time `json:"last_at,omitzero"`

	// Header is the session the state belongs to.
	Header *Header `json:"-"`
}

// Winds are the seat and round winds in order.
var Winds = []string{"East", "South", "West", "North"}

// clone returns a copy of s that shares nothing with it.
func (s State) clone() State {
	s.Balances = maps.Clone(s.Balances)
	s.Totals = maps.Clone(s.Totals)
	return s
}

// start is the state before the first record.
func start(h *Header) State {
	s := State{Header: h, Balances: map[string]int{}}
	if h.Game.Totals() {
		s.Totals = map[string]int{}
	}
	for _, p := range h.Players {
		s.Balances[p] = h.Money.Start
		if s.Totals != nil {
			s.Totals[p] = 0
		}
	}
	if len(h.Players) > 0 {
		s.Dealer = h.Players[0]
	}
	s.derive()
	return s
}

// apply changes s by one hand, penalty or adjustment (voids are undone by
// the replay, which keeps the state before each record).
func (s *State) apply(r *HandRecord) {
	for name, v := range r.Transfers {
		s.Balances[name] += v
	}
	if s.Totals != nil {
		for name, v := range r.Scores {
			s.Totals[name] += v
		}
	}
	g := s.Header.Game
	if !g.isHand(r.Kind) {
		return
	}
	s.Played++
	winner := ""
	if r.Inputs != nil {
		winner = r.Inputs.Winner
	}
	switch g {
	case Magic:
		// After a zappo the deal passes to the left; after a tie too,
		// unless the special dealer rule keeps it with the dealer, who
		// also keeps it after his own win.
		keeps := s.Header.Rules.DealerRule && (r.Kind == Tie || winner == s.Dealer)
		if !keeps {
			s.Passes++
		}
	case QMahjongg:
		// The banker moves on after every won hand; a Wongg leaves him.
		if r.Kind == Win {
			s.Passes++
		}
	case NineDragons:
		// The seat winds move on unless East wins or the hand is dead.
		if r.Kind == Win && winner != s.Dealer {
			s.Passes++
		}
	case Dominoes:
		s.Dealer = dominoesLeader(s.Header.Players, s.Dealer, r.Scores)
	}
	s.derive()
}

// dominoesLeader is who leads the next Dancing Dragons hand: the fewest
// points; among equal lowest scores, the earliest in turn order from the
// player who led this hand.
func dominoesLeader(players []string, led string, scores map[string]int) string {
	from := 0
	for i, p := range players {
		if p == led {
			from = i
		}
	}
	best := ""
	for k := range players {
		p := players[(from+k)%len(players)]
		v, ok := scores[p]
		if !ok {
			continue
		}
		if best == "" || v < scores[best] {
			best = p
		}
	}
	if best == "" {
		return led
	}
	return best
}

// derive works out the dealer, game, cycle, round and version from the
// counts.
func (s *State) derive() {
	h := s.Header
	n := len(h.Players)
	if n == 0 {
		return
	}
	s.Over = ""
	switch h.Game {
	case Magic:
		s.Dealer = h.Players[s.Passes%n]
		s.Game = s.Played + 1
		s.Cycles = s.Passes / n
		s.Cycle = s.Cycles + 1
		if h.Rules.Ultimate {
			ult := ultimateVersions()
			if s.Cycle <= len(ult) {
				s.Version = ult[s.Cycle-1]
			} else {
				s.Version = ""
				s.Over = "the ultimate cycles are complete (" + words.JoinAnd(ult) + ")"
			}
		} else {
			s.Version = h.Rules.Version
		}
	case QMahjongg, NineDragons:
		rounds := 4
		if h.Game == QMahjongg {
			rounds = n // as many rounds as players
		}
		s.Dealer = h.Players[s.Passes%n]
		s.Game = s.Passes/(n*rounds) + 1
		s.RoundNumber = (s.Passes/n)%rounds + 1
		s.Round = Winds[s.RoundNumber-1]
	case Dominoes, MAC:
		s.Game = s.Played + 1
		if l := h.Rules.MatchLength; l > 0 && s.Played >= l {
			s.Over = "the match is complete"
		}
	}
}

// SeatWinds returns each player's seat wind (Q Mahjongg, Nine Dragons): the
// banker or East is East, and the others follow in seat order.
func (s State) SeatWinds() map[string]string {
	h := s.Header
	if h == nil || (h.Game != QMahjongg && h.Game != NineDragons) {
		return nil
	}
	n := len(h.Players)
	w := make(map[string]string, n)
	for i, p := range h.Players {
		w[p] = Winds[((i-s.Passes)%n+n)%n]
	}
	return w
}

// ultimateVersions are the versions of Magic Dragon's ultimate cycles, from
// the game's rulebook: C, D, E, F.
func ultimateVersions() []string { return rulebook(Magic).Ultimate }
