package serve

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/web"
)

//go:embed templates/*.tmpl static/serve.css static/live.js static/keypad.js static/keypad.css static/once.js static/icon.svg
var files embed.FS

// templates are the pages, parsed on first use: nothing is done when the
// program starts.
var templates = sync.OnceValues(func() (*template.Template, error) {
	return template.New("serve").Funcs(template.FuncMap{
		"num":    func(align string, i int) bool { return i < len(align) && align[i] == 'r' },
		"pair":   func(p *page, f *typedView) typedPair { return typedPair{p, f} },
		"amount": func(f *typedView, a amountView) *amountInput { return f.field(a) },
		"step":   func(p *page, s *stepView) stepPair { return stepPair{p, s} },
		"given": func(p *page, as, heading string, answers Entries) givenView {
			return givenView{p, as, heading, answers}
		},
	}).ParseFS(files, "templates/*.tmpl")
})

// page is what a template renders: what every page has, and the parts
// of the page asked for.
type page struct {
	Title string
	// Table is what the page calls its table (called): "" alone.
	Table string
	// Base is the path the table's pages are under: "" alone, "/t/NAME"
	// in a room.
	Base string
	// Tab is the tab of the page in the tabs: standings, hand, report,
	// settle, keeper.
	Tab    string
	Device device
	// Message is a line at the top: what was recorded (OK), or why not.
	Message string
	OK      bool
	// Back is where a refusal leads back to.
	Back string
	// Live loads the script that refreshes the parts marked data-live.
	Live bool
	// Keypad loads the script that types a keypad's keys in place.
	Keypad bool
	// issue issues a form token to the device.
	issue func() string

	Standings *report.Board
	Players   []string
	PickError string
	Hand      *handView
	Keeper    *keeperView
	Typed     []*typedView
	Confirm   *confirmView
	Report    template.HTML
	Settle    *report.SettleBoard
	Join      *joinView
	// Room is the room's page; Screen shows it in large type, for a
	// television.
	Room   *roomView
	Screen bool
	// RoomNav are the room's pages, on a page of the room's own.
	RoomNav []navLink
	// Season is the season page; SeasonTab offers it among a table's
	// tabs (a table alone, given earlier nights).
	Season    *seasonView
	SeasonTab bool
}

// navLink is a page of the room's, in its links.
type navLink struct {
	Href, Label string
	Current     bool
}

// current is links with the one to href marked as the page shown.
func current(links []navLink, href string) []navLink {
	out := slices.Clone(links)
	for i := range out {
		out[i].Current = out[i].Href == href
	}
	return out
}

// typedPair is a typed form and the page it is on, for its template.
type typedPair struct {
	Page *page
	Form *typedView
}

// stepPair is a step of the hand and the page it is on.
type stepPair struct {
	Page *page
	Step *stepView
}

// givenView is the answers a device gave, to see and take back.
type givenView struct {
	Page *page
	// As is whom the device gave them as: "player" or "keeper".
	As, Heading string
	Answers     Entries
}

// Token issues a form's token: the session's secret and the form's own
// key (once.go).
func (p *page) Token() string { return p.issue() }

// render writes template name with p, status code, as the table's page
// for the device of r: whole, or an error.
func (s *Server) render(w http.ResponseWriter, r *http.Request, code int, name string, p *page) {
	p.Base, p.Device = s.base, s.deviceOf(r)
	if ses := sessionOf(r); ses != nil && p.Message == "" && !strings.HasSuffix(name, "-part") { // a whole page
		p.Message = s.access.told(ses)
		p.OK = p.Message != ""
	}
	if s.name != "" {
		p.Table = called(s.name)
	}
	p.SeasonTab = s.base == "" && len(s.cfg.Season) > 0
	s.lobby.render(w, r, code, name, p)
}

// render writes template name with p, status code: whole, or an error.
func (l *lobby) render(w http.ResponseWriter, r *http.Request, code int, name string, p *page) {
	t, err := templates()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	p.issue = func() string { return "" }
	if ses := sessionOf(r); ses != nil {
		p.issue = ses.token
	}
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, name, p); err != nil {
		http.Error(w, "the page could not be written: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// static serves an embedded file, or the report's style sheet; the
// request names none of them: each has a route of its own.
func static(name, kind string) http.HandlerFunc {
	return served(name, kind, func() []byte {
		if name == "report.css" {
			return web.CSS()
		}
		b, _ := files.ReadFile("static/" + name) // embedded: it is there
		return b
	})
}

// served serves the bytes load makes, made once. A phone asks again on
// every page (no-cache) and is told its copy is still good (304 Not
// Modified, no body) while the file's tag, a digest of its bytes, is the
// one it holds.
func served(name, kind string, load func() []byte) http.HandlerFunc {
	tagged := sync.OnceValues(func() ([]byte, string) {
		b := load()
		sum := sha256.Sum256(b)
		return b, `"` + hex.EncodeToString(sum[:12]) + `"`
	})
	return func(w http.ResponseWriter, r *http.Request) {
		b, tag := tagged()
		w.Header().Set("Content-Type", kind)
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", tag)
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
	}
}

// routes are every page and form of the table. A path not listed is not
// found; a form sent to a page that has none is refused (405). A table
// alone serves the static files and the join page too; a room's tables
// are under their base, the room serving those.
func (s *Server) routes() *http.ServeMux {
	m := http.NewServeMux()
	if s.base == "" {
		s.lobby.routes(m)
		m.HandleFunc("GET /season", s.season.page(s.render, nil, s.cfg.Commands.Message))
	}
	b := s.base
	m.HandleFunc("GET "+b+"/{$}", s.home)
	m.HandleFunc("GET "+b+"/part/standings", s.part("standings-part", s.withStandings))
	m.HandleFunc("POST "+b+"/me", s.pickPlayer)
	m.HandleFunc("GET "+b+"/live", s.stream)
	m.HandleFunc("GET "+b+"/report", s.reportPage)
	m.HandleFunc("GET "+b+"/settle", s.settlePage)
	m.HandleFunc("GET "+b+"/hand", s.seated(s.handPage))
	m.HandleFunc("GET "+b+"/part/hand", s.seated(s.part("hand-part", s.withHand)))
	m.HandleFunc("GET "+b+"/part/entry", s.seated(s.part("entry-part", s.withHand)))
	m.HandleFunc("POST "+b+"/hand/entry", s.seated(s.enter))
	m.HandleFunc("GET "+b+"/hand/entry", redirect(b+"/hand"))
	m.HandleFunc("POST "+b+"/hand/back", s.seated(s.back))
	m.HandleFunc("POST "+b+"/hand/record", s.keeperOnly(s.recordHand))
	m.HandleFunc("POST "+b+"/hand/form", s.keeperOnly(s.chooseForm))
	m.HandleFunc("GET "+b+"/keeper", s.keeperPage)
	m.HandleFunc("POST "+b+"/keeper/code", s.keeperCode)
	m.HandleFunc("POST "+b+"/keeper/new-code", s.keeperOnly(s.newCode))
	m.HandleFunc("GET "+b+"/keeper/nobody", s.keeperOnly(s.confirmNobody))
	m.HandleFunc("POST "+b+"/keeper/nobody", s.keeperOnly(s.recordNobody))
	m.HandleFunc("GET "+b+"/keeper/penalty", s.keeperOnly(s.confirmPenalty))
	m.HandleFunc("POST "+b+"/keeper/penalty", s.keeperOnly(s.recordPenalty))
	m.HandleFunc("GET "+b+"/keeper/undo", s.keeperOnly(s.confirmUndo))
	m.HandleFunc("POST "+b+"/keeper/undo", s.keeperOnly(s.undo))
	m.HandleFunc("POST "+b+"/keeper/typed", s.keeperOnly(s.typed))
	m.HandleFunc("POST "+b+"/keeper/free", s.keeperOnly(s.free))
	return m
}

// routes are the static files and the join page, which every table of
// a lobby shares.
func (l *lobby) routes(m *http.ServeMux) {
	m.HandleFunc("GET /static/serve.css", static("serve.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/report.css", static("report.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/live.js", static("live.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/keypad.js", static("keypad.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/once.js", static("once.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/icon.svg", static("icon.svg", "image/svg+xml"))
	m.HandleFunc("GET /static/keypad.css", static("keypad.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/tiles.svg", served("tiles.svg", "image/svg+xml", tileMarks))
	m.HandleFunc("GET /join", l.joinPage)
	m.HandleFunc("POST /join", l.join)
}

// redirect sends a GET to the page to, as when a page posted to is
// loaded again.
func redirect(to string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, to, http.StatusSeeOther) }
}

// seated refuses a room's table's current hand to a device not seated
// at it (as its player or its scorekeeper): a table's phones never see
// another's hand. The organiser sees every table's; a table alone shows
// its hand to every device that joined, as it always did.
func (s *Server) seated(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if ses := sessionOf(r); s.name != "" && !s.access.sits(ses, s.name) {
			s.refuse(w, r, http.StatusForbidden, s.notSeated(ses))
			return
		}
		h(w, r)
	}
}

// notSeated says why the current hand is not shown to the device of ses,
// not seated at the table, and what it would take.
func (s *Server) notSeated(ses *session) string {
	line := "The current hand of table " + called(s.name) + " is for its own phones"
	if left := s.access.seatedElsewhere(ses, s.name); left != nil {
		return line + ". " + sentence(left)
	}
	return line + ": choose this phone's player on the table's Standings page first."
}

// keeperOnly refuses what only the scorekeeper does to any other device.
func (s *Server) keeperOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !s.deviceOf(r).Keeper {
			s.refuse(w, r, http.StatusForbidden, "Only the scorekeeper records, undoes or settles; nothing was done.")
			return
		}
		h(w, r)
	}
}

// part serves the part of a page that refreshes live, filled by fill.
func (s *Server) part(name string, fill func(r *http.Request, p *page) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p := &page{}
		if err := fill(r, p); err != nil {
			s.refuse(w, r, http.StatusInternalServerError, s.message(err))
			return
		}
		s.render(w, r, http.StatusOK, name, p)
	}
}

// message is err as the command line words it.
func (s *Server) message(err error) string {
	return strings.TrimSpace(s.cfg.Commands.Message(s.cfg.File, err))
}
