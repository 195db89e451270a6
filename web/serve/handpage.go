package serve

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// handView is the current hand as a page shows it.
type handView struct {
	Title string
	// Forms are the ways the scorekeeper may start the hand again.
	Forms []formChoice
	// Next is what comes next: the hand and who deals it.
	Next string
	// Steps are what this device answers now: as its player, and as the
	// scorekeeper (what the table says as a whole).
	Steps []*stepView
	// Mine are the answers this device's player gave, Table those it
	// gave as the scorekeeper.
	Mine, Table      Entries
	Entered, Waiting []string
	// Result is the complete hand's, for the scorekeeper to record;
	// ResultError why it cannot be.
	Result      *Result
	ResultError string
	// Money is what the result moves: each player's money, or score.
	Money *Table
	// Rev and Records are the entries and the ledger the result was
	// worked out from: a record is refused when either has moved on.
	Rev, Records int
}

type formChoice struct{ Name, Title string }

// stepView is one step a device answers: its fields, and the keypad of
// its text field.
type stepView struct {
	// As is "player" or "keeper": whom the device answers as.
	As     string
	Legend string
	// Question is the first field's name: an answer to another is stale.
	Question string
	Fields   []fieldView
	// Submit is set when a field is typed (a choice is its own button).
	Submit bool
	// Keys are the keypad of the field named KeysFor, Tiles its pieces
	// to tap.
	Keys    []Key
	KeysFor string
	Tiles   []Tile
}

// fieldView is a field with its value and its refusal.
type fieldView struct {
	Field
	Input, Error string
	// Choice and YesNo say how the phone asks for it.
	Choice, YesNo bool
}

// Amount is the field of a number or of money as the phone asks for it;
// nil for another field.
func (f fieldView) Amount() *amountInput {
	if f.Kind != Number && f.Kind != Money {
		return nil
	}
	errorID := ""
	if f.Error != "" {
		errorID = f.Input + "-error"
	}
	return newAmount(f.Input, f.Input, f.Value, f.Hint, f.Kind == Money, errorID)
}

// inputName is a field's name in a request: never "token".
func inputName(f Field) string { return "e-" + f.Name }

// roles are what the device of r answers as.
func (s *Server) roles(r *http.Request) []Who {
	ses := sessionOf(r)
	if ses == nil {
		return nil
	}
	d := s.deviceOf(r)
	var out []Who
	if d.Player != "" {
		out = append(out, Who{Player: d.Player})
	}
	if d.Keeper {
		out = append(out, Who{Keeper: true})
	}
	return out
}

// step is what who answers now in the hand h, none when nothing.
func step(st books.State, h hand, who Who) *stepView {
	fields := h.form.Ask(st, who, h.entries)
	if len(fields) == 0 {
		return nil
	}
	v := &stepView{As: "player", Legend: who.Player + "'s entry", Question: fields[0].Name}
	if who.Keeper {
		v.As, v.Legend = "keeper", "The table's answer (the scorekeeper)"
	}
	for _, f := range fields {
		v.Fields = append(v.Fields, fieldView{Field: f, Input: inputName(f),
			Choice: f.Kind == Choice, YesNo: f.Kind == YesNo})
		v.Submit = v.Submit || f.Kind == Text || f.Kind == Number || f.Kind == Money
		if len(f.Keys) > 0 && v.Keys == nil {
			v.Keys, v.KeysFor, v.Tiles = f.Keys, inputName(f), f.Tiles
		}
	}
	return v
}

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
	for _, who := range s.roles(r) {
		sv := step(st, h, who)
		if sv != nil && !slices.ContainsFunc(v.Steps, func(o *stepView) bool { return o.Question == sv.Question }) {
			v.Steps = append(v.Steps, sv)
		}
		if who.Keeper {
			v.Table = h.entries.Of("")
		} else {
			v.Mine = h.entries.Of(who.Player)
		}
	}
	for _, w := range h.form.Waiting(st, h.entries) {
		v.Waiting = append(v.Waiting, w.String())
	}
	for _, pl := range cur.Header.Players {
		if len(h.entries.Of(pl)) > 0 {
			v.Entered = append(v.Entered, pl)
		}
	}
	if len(v.Entered) == 0 && len(h.entries.Of("")) > 0 { // the table's answers alone: who won, his hand
		v.Entered = []string{"the scorekeeper"}
	}
	if len(v.Waiting) == 0 {
		v.Result, err = h.form.Result(st, h.entries)
		if err != nil {
			v.ResultError = s.message(err)
		} else {
			v.Money = money(&cur.Header, v.Result.Record)
		}
	}
	p.Hand, p.Title, p.Players = v, "The current hand", cur.Header.Players
	return nil
}

// handPage is GET /hand.
func (s *Server) handPage(w http.ResponseWriter, r *http.Request) {
	s.handSaying(w, r, http.StatusOK, nil)
}

// handSaying renders the hand page. After a POST of a step still asked,
// its fields keep what was sent (to mend it), and a refusal goes beside
// its field.
func (s *Server) handSaying(w http.ResponseWriter, r *http.Request, code int, refused error) {
	p := &page{Tab: "hand", Live: true, Keypad: true}
	if err := s.withHand(r, p); err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	var fe *FieldError
	errors.As(refused, &fe)
	placed, as := false, "player"
	if r.PostForm.Get("as") == "keeper" {
		as = "keeper"
	}
	for _, sv := range p.Hand.Steps {
		if r.Method != http.MethodPost || sv.As != as || sv.Question != r.PostForm.Get("q") {
			continue
		}
		for i := range sv.Fields {
			f := &sv.Fields[i]
			if r.PostForm.Has(f.Input) && !f.Choice && !f.YesNo {
				f.Value = signed(r.PostForm, f.Input)
			}
			if fe != nil && f.Name == fe.Field {
				f.Error, placed = s.message(fe.Err), true
			}
		}
	}
	if refused != nil && !placed {
		p.Message = s.message(refused)
	}
	s.render(w, r, code, "hand", p)
}

// answering is whom r answers as: its player, or with as=keeper the
// scorekeeper; ok is false, r refused, when the device is neither.
func (s *Server) answering(w http.ResponseWriter, r *http.Request) (who Who, ok bool) {
	d := s.deviceOf(r)
	switch {
	case r.PostForm.Get("as") == "keeper" && d.Keeper:
		return Who{Keeper: true}, true
	case r.PostForm.Get("as") == "keeper":
		s.refuse(w, r, http.StatusForbidden, "Only the scorekeeper answers for the table; nothing was entered.")
	case d.Player == "":
		s.refuse(w, r, http.StatusForbidden, "Choose which player this phone is first; nothing was entered.")
	default:
		return Who{Player: d.Player}, true
	}
	return who, false
}

// enter is POST /hand/entry: this device's answer to the step it is
// asked, as its player or the scorekeeper, and no one else's: the player
// is the session's, never the form's. A key of the keypad adds its token
// to the field and shows the page again, the answer not yet given.
func (s *Server) enter(w http.ResponseWriter, r *http.Request) {
	who, ok := s.answering(w, r)
	if !ok {
		return
	}
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	if r.PostForm.Has("key") || r.PostForm.Has("erase") {
		s.keyed(w, r, cur.State, who)
		return
	}
	err = s.hand.enter(cur.State, who, r.PostForm.Get("q"), func(f Field) string {
		return strings.TrimSpace(signed(r.PostForm, inputName(f)))
	})
	if err != nil {
		s.live.changed() // a refusal may take answers back
		code := http.StatusBadRequest
		if errors.Is(err, errStale) {
			code = http.StatusConflict
		}
		s.handSaying(w, r, code, err)
		return
	}
	s.live.changed()
	http.Redirect(w, r, s.base+"/hand", http.StatusSeeOther)
}

// keyed adds the token of the key pressed (or erases the last) in the
// field of the step who is asked, and shows the page again with the text
// so far: the keypad with scripts off.
func (s *Server) keyed(w http.ResponseWriter, r *http.Request, st books.State, who Who) {
	sv := step(st, s.hand.now(), who)
	if sv == nil || sv.Question != r.PostForm.Get("q") {
		s.handSaying(w, r, http.StatusConflict, errStale)
		return
	}
	var tokens []string
	for _, k := range sv.Keys {
		tokens = append(tokens, k.Token)
	}
	text := r.PostForm.Get(sv.KeysFor)
	switch key := r.PostForm.Get("key"); {
	case r.PostForm.Has("erase"):
		text = erase(text, tokens)
	case slices.Contains(tokens, key):
		text += key
	case slices.ContainsFunc(sv.Tiles, func(t Tile) bool { return t.Token == key }):
		text = tapped(text, key)
	default:
		s.handSaying(w, r, http.StatusBadRequest, fmt.Errorf("%q is not a key of this question's keypad; nothing was entered", key))
		return
	}
	r.PostForm.Set(sv.KeysFor, text)
	s.handSaying(w, r, http.StatusOK, nil)
}

// erase takes the last key's token off text: the longest token it ends
// with, spaces after it aside, else its last letter.
func erase(text string, tokens []string) string {
	text = strings.TrimRight(text, " ")
	best := ""
	for _, t := range tokens {
		if t = strings.TrimSpace(t); len(t) > len(best) && strings.HasSuffix(text, t) {
			best = t
		}
	}
	if best == "" {
		_, size := utf8.DecodeLastRuneInString(text)
		best = text[len(text)-size:]
	}
	return text[:len(text)-len(best)]
}

// back is POST /hand/back: this device takes back its last answer, which
// is offered again when its question is asked.
func (s *Server) back(w http.ResponseWriter, r *http.Request) {
	who, ok := s.answering(w, r)
	if !ok {
		return
	}
	if !s.hand.back(who) {
		s.handSaying(w, r, http.StatusConflict, errors.New("there is no answer of yours to take back"))
		return
	}
	s.live.changed()
	http.Redirect(w, r, s.base+"/hand", http.StatusSeeOther)
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
		s.handSaying(w, r, http.StatusConflict, s.changedSince(records))
		return
	}
	a, err := ledger.Append(s.cfg.File, func(st books.State) (*books.HandRecord, error) {
		if st.Records != records {
			return nil, movedOn(records, st)
		}
		if err := strangers(st, h.entries); err != nil {
			return nil, err
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

// changedSince says why a result shown when the ledger held records
// records is not recorded: the hand was recorded from another device
// meanwhile (the ledger holds more), or an entry changed.
func (s *Server) changedSince(records int) error {
	l, err := ledger.Load(s.cfg.File)
	if err != nil || l.State().Records == records || len(l.Hands) == 0 {
		return errChanged
	}
	last := l.Hands[len(l.Hands)-1].Number
	return fmt.Errorf("another device recorded since this result was shown (the last record is %s); nothing more was recorded: look at the standings before recording again", l.RecordName(last))
}

// movedOn refuses a record whose result was worked out at another place
// in the ledger: a record was added (or the file changed) since.
func movedOn(records int, st books.State) error {
	return fmt.Errorf("the ledger moved on since this was shown (it held %d records, now %d: another device or the command line recorded since); nothing was recorded: look at it again", records, st.Records)
}

// strangers refuses a hand answered by a player the ledger does not seat
// now, its records as many as when it was shown: its file was replaced
// under the hand.
func strangers(st books.State, in Entries) error {
	for _, g := range in {
		if g.By != "" && !slices.Contains(st.Header.Players, g.By) {
			return fmt.Errorf("the ledger changed under this hand: %s answered it, and the ledger now seats %s; nothing was recorded: start the hand again", g.By, words.JoinAnd(st.Header.Players))
		}
	}
	return nil
}

// chooseForm is POST /hand/form: the scorekeeper starts the hand again,
// entered another way. Answers given are dropped only once he says so on
// the page that asks (confirm=yes).
func (s *Server) chooseForm(w http.ResponseWriter, r *http.Request) {
	name := r.PostForm.Get("form")
	i := slices.IndexFunc(s.hand.forms, func(f HandForm) bool { return f.Name() == name })
	if i < 0 {
		s.refuse(w, r, http.StatusBadRequest, "There is no such way of entering a hand; nothing was changed.")
		return
	}
	if n := s.hand.count(); n > 0 && r.PostForm.Get("confirm") != "yes" {
		s.confirm(w, r, &confirmView{Question: "Start the hand again?",
			Lines:  []string{"The " + words.Plural(n, "answer") + " given to this hand so far will be dropped, and the hand entered again as " + s.hand.forms[i].Title() + "."},
			Action: "/hand/form", Hidden: []hiddenField{{"form", name}}, Yes: "Drop them and start again", Back: "/hand"})
		return
	}
	s.hand.choose(name)
	s.live.changed()
	http.Redirect(w, r, s.base+"/hand", http.StatusSeeOther)
}

// money is the table of what record r moves, each player a row in seat
// order: his money won (+) or lost (-) or, in a game of totals, his
// score. Every hand's result has it, whatever the form that made it.
func money(h *books.Header, r *books.HandRecord) *Table {
	t := &Table{Caption: "What each player wins or pays for this hand", Head: []string{"player", "money"}, Align: "lr"}
	amounts, write := r.Transfers, report.Signed
	if h.Game.Totals() {
		t.Caption, t.Head[1], amounts, write = "Each player's score for this hand", "score", r.Scores, strconv.Itoa
	}
	for _, p := range h.Players {
		if n, ok := amounts[p]; ok {
			t.Rows = append(t.Rows, []string{p, write(n)})
		}
	}
	return t
}
