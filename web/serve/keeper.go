package serve

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// What the scorekeeper does that needs no hand description: a hand
// nobody won, an undo, transfers typed as money. Each is shown first
// with the command line's question, "Record this hand?", and recorded by
// the same function as 'dragon ledger add' or 'undo'.

// keeperView is the scorekeeper's page.
type keeperView struct {
	// Nobody are the hands nobody won that the game has.
	Nobody []nobodyView
	// Undo names the record an undo would void; "" when none.
	Undo string
	// Penalty names the game's penalty the session plays, recorded by
	// naming who pays it; "" when none.
	Penalty string
	Phones  []phoneView
	// CodeError refuses the scorekeeper's code, on another device.
	CodeError string
	// Local is set on the machine running the server, which may issue a
	// new scorekeeper's code; NewCode is the one it just issued.
	Local   bool
	NewCode string
	// Said is what was just done, said at the top.
	Said string
}

type nobodyView struct {
	Kind  books.Kind
	Label string
}

type phoneView struct {
	Player, Since string
}

// confirmView asks the command line's question before recording.
type confirmView struct {
	Question string
	Lines    []string
	// Action is where the form goes, Hidden what it sends again.
	Action string
	Hidden []hiddenField
	Yes    string
	// Back is the page "No" goes back to, and its tab: "" is /keeper.
	Back string
}

type hiddenField struct{ Name, Value string }

// nobodyKinds are the hands nobody won that the game of st has (a tie, a
// dead hand, a Wongg), as the ledger's game says.
func nobodyKinds(st books.State) []nobodyView {
	g := st.Header.Game
	var out []nobodyView
	if g.IsHand(books.Tie) {
		out = append(out, nobodyView{books.Tie, "tie"})
	}
	if g.IsHand(books.Dead) {
		out = append(out, nobodyView{books.Dead, g.DeadHand()})
	}
	return out
}

// keeperPage is GET /keeper: the scorekeeper's actions, or, on another
// device, the form for the scorekeeper's code.
func (s *Server) keeperPage(w http.ResponseWriter, r *http.Request) {
	s.keeperSaying(w, r, http.StatusOK, nil, keeperView{})
}

// keeperSaying renders the scorekeeper's page, a typed form refused, and
// what said holds: a code refused, or a code issued.
func (s *Server) keeperSaying(w http.ResponseWriter, r *http.Request, code int, refused *typedView, said keeperView) {
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	p := &page{Title: "Scorekeeper", Tab: "keeper", Players: cur.Header.Players, Message: said.Said, OK: said.Said != ""}
	if said.NewCode != "" {
		p.Message, p.OK = "The new scorekeeper's code is "+said.NewCode+": the phone that gives it on its Scorekeeper page is the scorekeeper, and no other phone is.", true
	}
	v := &said
	v.Local = sessionOf(r).local
	p.Keeper = v
	if s.deviceOf(r).Keeper {
		v.Nobody = nobodyKinds(cur.State)
		if _, v.Undo, _, err = s.undoable(); err != nil {
			s.refuse(w, r, http.StatusInternalServerError, s.message(err))
			return
		}
		if pen := s.cfg.Penalty; pen != nil && pen.Played(cur.State) {
			v.Penalty = pen.Title
		}
		for name, since := range s.access.players(s.name) {
			v.Phones = append(v.Phones, phoneView{name, since.Format("15:04")})
		}
		slices.SortFunc(v.Phones, func(a, b phoneView) int { return cur.Header.Seat(a.Player) - cur.Header.Seat(b.Player) })
		p.Typed = s.typedForms(cur, refused)
	}
	s.render(w, r, code, "keeper", p)
}

// keeperCode is POST /keeper/code: a device that has joined becomes the
// scorekeeper with the one-time code, counted as a join code is.
func (s *Server) keeperCode(w http.ResponseWriter, r *http.Request) {
	table := ""
	right := func(c string) (ok bool) { table, ok = s.access.keeperCodeOf(c); return ok }
	ok, locked := s.access.check(r, strings.TrimSpace(r.PostForm.Get("code")), right)
	switch {
	case locked != "":
		s.keeperSaying(w, r, http.StatusTooManyRequests, nil, keeperView{CodeError: locked})
		return
	case !ok:
		s.keeperSaying(w, r, http.StatusForbidden, nil, keeperView{CodeError: "That is not the scorekeeper's code, or it was given before, or a newer one took its place."})
		return
	}
	s.access.makeKeeper(sessionOf(r), table)
	s.lobby.cfg.Log("a device at " + hostIP(r.RemoteAddr).String() + " is the scorekeeper" + of(table) + " now (the code is spent)")
	http.Redirect(w, r, tablePath(table)+"/keeper", http.StatusSeeOther)
}

// newCode is POST /keeper/new-code, on the machine running the server
// only: a new scorekeeper's code, shown there, for the role to pass to
// another phone.
func (s *Server) newCode(w http.ResponseWriter, r *http.Request) {
	if !sessionOf(r).local {
		s.refuse(w, r, http.StatusForbidden, "Only the machine running dragon serve issues a scorekeeper's code; nothing was done.")
		return
	}
	s.keeperSaying(w, r, http.StatusOK, nil, keeperView{NewCode: s.NewKeeperCode()})
}

// free is POST /keeper/free: a player's phone is let go, so that another
// phone may be him, once the scorekeeper says so on the page that asks
// (confirm=yes).
func (s *Server) free(w http.ResponseWriter, r *http.Request) {
	player := r.PostForm.Get("player")
	if _, ok := s.access.players(s.name)[player]; ok && r.PostForm.Get("confirm") != "yes" {
		s.confirm(w, r, &confirmView{Question: "Free " + player + "'s phone?",
			Lines:  []string{"The phone that is " + player + " is let go: it enters nothing more as " + player + " until it chooses again, and another phone may be " + player + ". What it entered of the current hand stays."},
			Action: "/keeper/free", Hidden: []hiddenField{{"player", player}}, Yes: "Free " + player})
		return
	}
	s.access.release(s.name, player)
	s.live.changed()
	s.keeperSaying(w, r, http.StatusOK, nil, keeperView{Said: player + "'s phone is free: another phone may be " + player + " now."})
}

// nobodyAsked is the hand nobody won that r asks for, when the game has
// it, and where the ledger stands; otherwise it refuses r and ok is false.
func (s *Server) nobodyAsked(w http.ResponseWriter, r *http.Request) (n nobodyView, cur *ledger.Current, ok bool) {
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return n, nil, false
	}
	k := books.Kind(r.FormValue("kind"))
	for _, n := range nobodyKinds(cur.State) {
		if n.Kind == k {
			return n, cur, true
		}
	}
	s.refuse(w, r, http.StatusBadRequest, "A "+cur.Header.Game.Title()+" ledger has no such hand; nothing was recorded.")
	return n, nil, false
}

// confirmNobody is GET /keeper/nobody?kind=tie: "Record this hand?"
func (s *Server) confirmNobody(w http.ResponseWriter, r *http.Request) {
	n, cur, ok := s.nobodyAsked(w, r)
	if !ok {
		return
	}
	s.confirm(w, r, &confirmView{Question: "Record this hand?", Lines: []string{"A " + n.Label + ". " + s.cfg.Commands.Next(cur.State)},
		Action: "/keeper/nobody", Hidden: []hiddenField{{"kind", string(n.Kind)}, at(cur.State)}, Yes: "Record the " + n.Label})
}

// recordNobody is POST /keeper/nobody: the hand nobody won, recorded.
func (s *Server) recordNobody(w http.ResponseWriter, r *http.Request) {
	n, _, ok := s.nobodyAsked(w, r)
	if !ok {
		return
	}
	a, err := ledger.Append(s.cfg.File, func(st books.State) (*books.HandRecord, error) {
		if err := sameAt(r, st); err != nil {
			return nil, err
		}
		return s.cfg.Commands.Record(st, Typed{Kind: n.Kind})
	})
	s.after(w, r, a, err)
}

// undoable is the record an undo would void, named as the table counts
// it, as history and the command line name it ("game 6 (record 8)"), with
// what it is; nil when there is none.
func (s *Server) undoable() (rec *books.HandRecord, name, what string, err error) {
	l, err := ledger.Load(s.cfg.File)
	if err != nil {
		return nil, "", "", err
	}
	st := l.State()
	i := slices.IndexFunc(l.Hands, func(h *books.HandRecord) bool { return h.Number == st.LastInForce })
	if st.LastInForce == 0 || i < 0 {
		return nil, "", "", nil
	}
	rec = l.Hands[i]
	return rec, l.RecordName(rec.Number), report.RecordWords(rec, st.Header), nil
}

// confirmUndo is GET /keeper/undo: what the undo voids, and the question.
func (s *Server) confirmUndo(w http.ResponseWriter, r *http.Request) {
	rec, name, what, err := s.undoable()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	if rec == nil {
		s.homeSaying(w, r, http.StatusOK, "There is no hand to undo.", false)
		return
	}
	s.confirm(w, r, &confirmView{Question: "Void " + name + "?",
		Lines:  []string{"The undo voids " + name + ": " + what + ". Its money goes back, and the deal is as it was before it."},
		Action: "/keeper/undo", Hidden: []hiddenField{{"voids", strconv.Itoa(rec.Number)}}, Yes: "Void " + name})
}

// undo is POST /keeper/undo: the void of the hand the scorekeeper saw,
// checked under the ledger's lock: a record from the command line that
// came in between is never voided in its place.
func (s *Server) undo(w http.ResponseWriter, r *http.Request) {
	want, err := strconv.Atoi(r.PostForm.Get("voids"))
	if err != nil || want < 1 {
		s.refuse(w, r, http.StatusBadRequest, "The form could not be read; nothing was voided.")
		return
	}
	a, err := ledger.UndoIf(s.cfg.File, time.Time{}, strings.TrimSpace(r.PostForm.Get("note")), want)
	var moved *ledger.NotLastError
	if errors.As(err, &moved) {
		now := "there is no hand to undo now"
		if moved.Last > 0 {
			now = "the hand to undo is now " + strconv.Itoa(moved.Last)
		}
		s.homeSaying(w, r, http.StatusConflict, "The ledger moved on since the undo was asked ("+now+"); nothing was voided: ask again.", false)
		return
	}
	s.after(w, r, a, err)
}

// at is how many records the ledger held when a question was asked,
// for the form that answers it: a record is refused if the ledger moved
// on since (sameAt).
func at(st books.State) hiddenField { return hiddenField{"records", strconv.Itoa(st.Records)} }

// sameAt refuses, under the ledger's lock, a record asked of a ledger
// that has moved on since the question was asked.
func sameAt(r *http.Request, st books.State) error {
	n, err := strconv.Atoi(r.PostForm.Get("records"))
	if err != nil {
		return errors.New("the form does not say where the ledger stood; nothing was recorded: ask again")
	}
	if st.Records != n {
		return movedOn(n, st)
	}
	return nil
}

// confirm asks the command line's question.
func (s *Server) confirm(w http.ResponseWriter, r *http.Request, c *confirmView) {
	if c.Back == "" {
		c.Back = "/keeper"
	}
	s.render(w, r, http.StatusOK, "confirm", &page{Title: c.Question, Tab: strings.TrimPrefix(c.Back, "/"), Confirm: c})
}

// after says what became of a record: the command line's words, above
// the standings as they are now.
func (s *Server) after(w http.ResponseWriter, r *http.Request, a *ledger.Appended, err error) {
	if err != nil {
		s.homeSaying(w, r, http.StatusConflict, s.message(err), false)
		return
	}
	s.recorded(w, r, a)
}

// recorded tells every phone and shows what was recorded.
func (s *Server) recorded(w http.ResponseWriter, r *http.Request, a *ledger.Appended) {
	s.live.changed()
	line := s.cfg.Commands.Recorded(a)
	s.access.noteRecorded(r, line)
	s.homeSaying(w, r, http.StatusOK, line, true)
}
