package serve

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/dragon-tools/dragon/ledger"
)

// handView is the current hand as a page shows it.
type handView struct {
	Title string
	// Forms are the ways the scorekeeper may start the hand again.
	Forms []formChoice
	// Next is what comes next: the hand and who deals it.
	Next string
	// Fields are this phone's player's, with what he entered.
	Fields           []fieldView
	Entered, Waiting []string
	// Result is the complete hand's, for the scorekeeper to record;
	// ResultError why it cannot be.
	Result      *Result
	ResultError string
	// Rev and Records are the entries and the ledger the result was
	// worked out from: a record is refused when either has moved on.
	Rev, Records int
}

type formChoice struct{ Name, Title string }

// fieldView is a field with its value and its refusal.
type fieldView struct {
	Field
	Input, Value, Error string
	// Choice, YesNo and Number say how the phone asks for it.
	Choice, YesNo, Number bool
}

// inputName is a field's name in a request: never "token".
func inputName(f Field) string { return "e-" + f.Name }

// withHand fills the current hand, for the device of r.
func (s *Server) withHand(r *http.Request, p *page) error {
	cur, err := s.current()
	if err != nil {
		return err
	}
	st := cur.State
	h := s.hand.now()
	v := &handView{Title: h.form.Title(), Next: s.cfg.Commands.Next(st), Rev: h.rev, Records: st.Records}
	for _, f := range s.hand.forms {
		v.Forms = append(v.Forms, formChoice{f.Name(), f.Title()})
	}
	if ses := sessionOf(r); ses != nil {
		if me := s.access.device(ses).Player; me != "" {
			for _, f := range h.form.Fields(st, me, h.entries) {
				v.Fields = append(v.Fields, fieldView{Field: f, Input: inputName(f), Value: h.entries[me][f.Name],
					Choice: f.Kind == Choice, YesNo: f.Kind == YesNo, Number: f.Kind == Number})
			}
		}
	}
	v.Waiting = h.form.Waiting(st, h.entries)
	for _, pl := range cur.Header.Players {
		if _, ok := h.entries[pl]; ok {
			v.Entered = append(v.Entered, pl)
		}
	}
	if len(v.Waiting) == 0 {
		v.Result, err = h.form.Result(st, h.entries)
		if err != nil {
			v.ResultError = s.message(err)
		}
	}
	p.Hand, p.Title, p.Players = v, "The current hand", cur.Header.Players
	return nil
}

// handPage is GET /hand.
func (s *Server) handPage(w http.ResponseWriter, r *http.Request) {
	s.handSaying(w, r, http.StatusOK, nil)
}

// handSaying renders the hand page, with the refusal of an entry beside
// its field.
func (s *Server) handSaying(w http.ResponseWriter, r *http.Request, code int, refused error) {
	p := &page{Tab: "hand", Live: true}
	if err := s.withHand(r, p); err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	if refused != nil {
		var fe *FieldError
		errors.As(refused, &fe)
		placed := false
		for i := range p.Hand.Fields {
			f := &p.Hand.Fields[i]
			if r.PostForm.Has(f.Input) {
				f.Value = r.PostForm.Get(f.Input) // as typed, to mend
			}
			if fe != nil && f.Name == fe.Field {
				f.Error, placed = s.message(fe.Err), true
			}
		}
		if !placed {
			p.Message = s.message(refused)
		}
	}
	s.render(w, r, code, "hand", p)
}

// enter is POST /hand/entry: this phone's player's entry, and no one
// else's: the player is the session's, never the form's.
func (s *Server) enter(w http.ResponseWriter, r *http.Request) {
	me := s.access.device(sessionOf(r)).Player
	if me == "" {
		s.refuse(w, r, http.StatusForbidden, "Choose which player this phone is first; nothing was entered.")
		return
	}
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	h := s.hand.now()
	e := Entry{}
	for _, f := range h.form.Fields(cur.State, me, h.entries) {
		e[f.Name] = r.PostForm.Get(inputName(f))
	}
	if err := s.hand.enter(cur.State, me, e); err != nil {
		s.handSaying(w, r, http.StatusBadRequest, err)
		return
	}
	s.live.changed()
	http.Redirect(w, r, "/hand", http.StatusSeeOther)
}

// recordHand is POST /hand/record: the scorekeeper records the complete
// hand, as its result was shown to him, or nothing.
func (s *Server) recordHand(w http.ResponseWriter, r *http.Request) {
	rev, err1 := strconv.Atoi(r.PostForm.Get("rev"))
	records, err2 := strconv.Atoi(r.PostForm.Get("records"))
	if err1 != nil || err2 != nil {
		s.refuse(w, r, http.StatusBadRequest, "The form could not be read; nothing was recorded.")
		return
	}
	h := s.hand.now()
	if h.rev != rev {
		s.handSaying(w, r, http.StatusConflict, errChanged)
		return
	}
	a, err := ledger.Append(s.cfg.File, func(st ledger.State) (*ledger.HandRecord, error) {
		if st.Records != records {
			return nil, movedOn(records, st)
		}
		res, err := h.form.Result(st, h.entries)
		if err != nil {
			return nil, err
		}
		return res.Record, nil
	})
	if err != nil {
		s.handSaying(w, r, http.StatusConflict, err)
		return
	}
	s.hand.clear()
	s.recorded(w, r, a)
}

// movedOn refuses a record whose result was worked out at another place
// in the ledger: a record was added (or the file changed) since.
func movedOn(records int, st ledger.State) error {
	return fmt.Errorf("the ledger moved on since the result was shown (it held %d records, now %d); nothing was recorded: look at it again", records, st.Records)
}

// chooseForm is POST /hand/form: the scorekeeper starts the hand again,
// entered another way.
func (s *Server) chooseForm(w http.ResponseWriter, r *http.Request) {
	name := r.PostForm.Get("form")
	if !slices.ContainsFunc(s.hand.forms, func(f HandForm) bool { return f.Name() == name }) {
		s.refuse(w, r, http.StatusBadRequest, "There is no such way of entering a hand; nothing was changed.")
		return
	}
	s.hand.choose(name)
	s.live.changed()
	http.Redirect(w, r, "/hand", http.StatusSeeOther)
}
