package serve

import (
	"net/http"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The scorekeeper records a penalty (a false declaration) by naming who
// pays it: the game works out the amounts at the ledger's table, the page
// shows them with the command line's question, and, confirmed, the record
// is made again under the ledger's lock, in the state it is appended to.

// penaltyAsked is the player r names as paying the game's penalty, where
// the ledger stands; otherwise it refuses r and ok is false.
func (s *Server) penaltyAsked(w http.ResponseWriter, r *http.Request) (player string, cur *ledger.Current, ok bool) {
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return "", nil, false
	}
	pen := s.cfg.Penalty
	if pen == nil || !pen.Played(cur.State) {
		s.refuse(w, r, http.StatusBadRequest, "This ledger's session plays no such penalty; nothing was recorded.")
		return "", nil, false
	}
	i := cur.Header.Seat(r.FormValue("player"))
	if i < 0 {
		s.refuse(w, r, http.StatusBadRequest, "Name one of the players; nothing was recorded.")
		return "", nil, false
	}
	return cur.Header.Players[i], cur, true
}

// confirmPenalty is GET /keeper/penalty?player=Bo: what he pays, and
// "Record this penalty?"
func (s *Server) confirmPenalty(w http.ResponseWriter, r *http.Request) {
	player, cur, ok := s.penaltyAsked(w, r)
	if !ok {
		return
	}
	rec, line, err := s.cfg.Penalty.Record(cur.State, player)
	if err != nil {
		s.homeSaying(w, r, http.StatusBadRequest, s.message(err), false)
		return
	}
	s.confirm(w, r, &confirmView{Question: "Record this penalty?", Lines: []string{line, report.RecordWords(rec, &cur.Header)},
		Action: "/keeper/penalty", Hidden: []hiddenField{{"player", player}, at(cur.State)}, Yes: "Record the penalty"})
}

// recordPenalty is POST /keeper/penalty: the penalty, recorded.
func (s *Server) recordPenalty(w http.ResponseWriter, r *http.Request) {
	player, _, ok := s.penaltyAsked(w, r)
	if !ok {
		return
	}
	a, err := ledger.Append(s.cfg.File, func(st books.State) (*books.HandRecord, error) {
		if err := sameAt(r, st); err != nil {
			return nil, err
		}
		rec, _, err := s.cfg.Penalty.Record(st, player)
		return rec, err
	})
	s.after(w, r, a, err)
}
