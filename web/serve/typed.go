package serve

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// typedView is a form of transfers the scorekeeper types, as 'dragon
// ledger add --transfer' takes them: a hand scored elsewhere (a win), or
// an adjustment; in a game of totals, a hand scored elsewhere is typed as
// each player's score, as 'ledger add --scores' takes them.
type typedView struct {
	Kind books.Kind
	// Scores is set for a hand typed as scores.
	Scores  bool
	Heading string
	Amounts []amountView
	// Winner is offered for a win: "" is the one player who gains.
	Winner, Note string
	Error        string
}

// amountView is one player's amount in a typed form.
type amountView struct {
	Player, Input, Value, Error string
}

// field is a's field in the form v: a score, or money with its sign
// apart.
func (v *typedView) field(a amountView) *amountInput {
	id, errorID := string(v.Kind)+"-"+a.Input, ""
	if a.Error != "" {
		errorID = id + "-error"
	}
	return newAmount(id, a.Input, a.Value, "12", !v.Scores, errorID)
}

// typedKinds are the typed forms a ledger has: a hand (typed as money,
// or as scores in a game of totals), and an adjustment.
var typedKinds = []books.Kind{books.Win, books.Adjustment}

// typedForms are the scorekeeper's typed forms, one of them as refused.
func (s *Server) typedForms(cur *ledger.Current, refused *typedView) []*typedView {
	var out []*typedView
	for _, k := range typedKinds {
		v := refused
		if v == nil || v.Kind != k {
			v = &typedView{Kind: k}
			v.fill(&cur.Header, nil)
		}
		out = append(out, v)
	}
	return out
}

// fill names the form and its fields, with the values of form f.
func (v *typedView) fill(h *books.Header, f func(string) string) {
	if f == nil {
		f = func(string) string { return "" }
	}
	v.Scores = v.Kind == books.Win && h.Game.Totals()
	switch {
	case v.Scores:
		v.Heading = "A hand scored elsewhere, typed as each player's score"
	case v.Kind == books.Win:
		v.Heading = "A hand scored elsewhere, typed as money"
	default:
		v.Heading = "An adjustment: money moved without a hand"
	}
	v.Amounts = nil
	for i, p := range h.Players {
		in := "a" + strconv.Itoa(i)
		v.Amounts = append(v.Amounts, amountView{Player: p, Input: in, Value: strings.TrimSpace(f(in))})
	}
	v.Winner, v.Note = strings.TrimSpace(f("winner")), strings.TrimSpace(f("note"))
}

// read checks each amount as 'ledger add --transfer' does, beside its
// field, and returns what was typed; ok is false when an amount is
// refused.
func (s *Server) read(v *typedView, h *books.Header) (t Typed, ok bool) {
	ok = true
	var parts []string
	for i := range v.Amounts {
		a := &v.Amounts[i]
		if a.Value == "" {
			continue
		}
		read := s.cfg.Commands.Amount
		if v.Scores {
			read = s.cfg.Commands.Score
		}
		if _, err := read(h, a.Player, a.Value); err != nil {
			a.Error, ok = s.message(err), false
			continue
		}
		parts = append(parts, a.Player+"="+a.Value)
	}
	t = Typed{Kind: v.Kind, Transfers: strings.Join(parts, ","), Winner: v.Winner, Note: v.Note}
	if v.Scores {
		t.Transfers, t.Scores = "", t.Transfers
	}
	return t, ok
}

// typed is POST /keeper/typed: checked and shown with the question, then,
// confirmed, recorded.
func (s *Server) typed(w http.ResponseWriter, r *http.Request) {
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	h := &cur.Header
	k := books.Kind(r.PostForm.Get("kind"))
	v := &typedView{Kind: k}
	if !slices.Contains(typedKinds, k) {
		s.refuse(w, r, http.StatusBadRequest, "There is no such typed record here; nothing was recorded.")
		return
	}
	v.fill(h, func(in string) string { return signed(r.PostForm, in) })
	t, ok := s.read(v, h)
	var rec *books.HandRecord
	if ok {
		if rec, err = s.cfg.Commands.Record(cur.State, t); err != nil {
			v.Error, ok = s.message(err), false
		}
	}
	if !ok {
		s.keeperSaying(w, r, http.StatusBadRequest, v, keeperView{})
		return
	}
	if r.PostForm.Get("confirm") != "yes" {
		hidden := []hiddenField{{"kind", string(k)}, {"winner", v.Winner}, {"note", v.Note}}
		for _, a := range v.Amounts {
			hidden = append(hidden, hiddenField{a.Input, a.Value})
		}
		s.confirm(w, r, &confirmView{Question: "Record this hand?", Lines: []string{report.RecordWords(rec, h)},
			Action: "/keeper/typed", Hidden: hidden, Yes: "Record it"})
		return
	}
	// What a typed record says does not hang on where the ledger stands:
	// it is checked again under the lock, and a form sent twice is done
	// once (once.go).
	a, err := ledger.Append(s.cfg.File, func(st books.State) (*books.HandRecord, error) {
		return s.cfg.Commands.Record(st, t)
	})
	s.after(w, r, a, err)
}
