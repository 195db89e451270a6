package books

import (
	"maps"
	"slices"
	"time"
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
	// RoleHolder is who holds the game's role (Books.Role) for the next
	// hand: Magic Dragon's dealer, Q Mahjongg's banker, Nine Dragons'
	// East, the player who leads in Dancing Dragons; "" for MAC I.
	RoleHolder string `json:"dealer"`
	// Led are the players who led the hands played, in order, where the
	// game's rule of who leads next reads them (Dancing Dragons: among
	// equal lowest scores, one reading of the rule looks back at who led).
	Led []string `json:"led,omitempty"`
	// GameNumber is the number of the next game: Magic Dragon and MAC I
	// count every game, Dancing Dragons every hand; for Q Mahjongg and
	// Nine Dragons a game is all its rounds.
	GameNumber int `json:"game_number"`
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
	// Seated is Passes when the players last took new seats (a seats
	// record): the rotation counts its passes from the first of them.
	// CyclesBefore is, by cycles, the cycles completed before then, a
	// cycle cut short counted (see seats.go).
	Seated       int `json:"seated,omitempty"`
	CyclesBefore int `json:"cycles_before,omitempty"`
	// PlayedAtPass is Played when the deal last passed, or the players
	// took new seats: hands played since were played by the dealer now.
	PlayedAtPass int `json:"played_at_pass,omitempty"`
	// Places are, once the players have taken new seats, the place in the
	// file's list of players of each in seat order: who he is, however he
	// is called now; nil while they sit as the file lists them.
	Places []int `json:"places,omitempty"`
	// Over says why no more hands may be played (the ultimate cycles or
	// the agreed match are complete); "" while play goes on.
	Over string `json:"over,omitempty"`
	// LastInForce is the number of the record a void would cancel: the
	// last one not yet voided (0 when there is none).
	LastInForce int `json:"undoable,omitempty"`
	// LastAt is when the last record (number Records) was made: the next
	// may not be dated before it.
	LastAt time.Time `json:"last_at,omitzero"`

	// Header is the session the state belongs to.
	Header *Header `json:"-"`
}

// Winds are the seat and round winds in order.
var Winds = []string{"East", "South", "West", "North"}

// Clone returns a copy of s that shares nothing with it.
func (s State) Clone() State {
	s.Balances = maps.Clone(s.Balances)
	s.Totals = maps.Clone(s.Totals)
	s.Led = slices.Clone(s.Led)
	s.Places = slices.Clone(s.Places)
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
	if len(h.Players) > 0 && h.Game.Role() != "" { // a game without a role (MAC I) has nobody in it
		s.RoleHolder = h.Players[0]
	}
	s.derive()
	return s
}

// apply changes s by one hand, penalty, adjustment, rename or seating
// (voids are undone by the replay, which keeps the state before each
// record).
func (s *State) apply(r *HandRecord) {
	switch r.Kind {
	case Rename:
		s.rename(r.From, r.To)
		return
	case Seats:
		s.reseat(r.Seats)
		return
	}
	for name, v := range r.Transfers {
		s.Balances[name] += v
	}
	if s.Totals != nil {
		for name, v := range r.Scores {
			s.Totals[name] += v
		}
	}
	if !s.Header.Game.isHand(r.Kind) {
		return
	}
	s.Played++
	s.moveOn(r)
}
