package serve

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"net/http"
	"strings"
	"sync"
	"time"

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

	Standings *Standings
	Players   []string
	PickError string
	Hand      *handView
	Keeper    *keeperView
	Typed     []*typedView
	Confirm   *confirmView
	Report    template.HTML
	Settle    *SettleUp
	Join      *joinView
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

// render writes template name with p, status code: whole, or an error.
func (s *Server) render(w http.ResponseWriter, r *http.Request, code int, name string, p *page) {
	t, err := templates()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	p.issue = func() string { return "" }
	if ses := sessionOf(r); ses != nil {
		p.Device = s.deviceOf(r)
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

// routes are every page and form. A path not listed is not found; a form
// sent to a page that has none is refused (405).
func (s *Server) routes() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("GET /static/serve.css", static("serve.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/report.css", static("report.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/live.js", static("live.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/keypad.js", static("keypad.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/once.js", static("once.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /static/icon.svg", static("icon.svg", "image/svg+xml"))
	m.HandleFunc("GET /static/keypad.css", static("keypad.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /static/tiles.svg", served("tiles.svg", "image/svg+xml", tileMarks))
	m.HandleFunc("GET /join", s.joinPage)
	m.HandleFunc("POST /join", s.join)
	m.HandleFunc("GET /{$}", s.home)
	m.HandleFunc("GET /part/standings", s.part("standings-part", s.withStandings))
	m.HandleFunc("POST /me", s.pickPlayer)
	m.HandleFunc("GET /live", s.stream)
	m.HandleFunc("GET /report", s.reportPage)
	m.HandleFunc("GET /settle", s.settlePage)
	m.HandleFunc("GET /hand", s.handPage)
	m.HandleFunc("GET /part/hand", s.part("hand-part", s.withHand))
	m.HandleFunc("GET /part/entry", s.part("entry-part", s.withHand))
	m.HandleFunc("POST /hand/entry", s.enter)
	m.HandleFunc("GET /hand/entry", redirect("/hand"))
	m.HandleFunc("POST /hand/back", s.back)
	m.HandleFunc("POST /hand/record", s.keeperOnly(s.recordHand))
	m.HandleFunc("POST /hand/form", s.keeperOnly(s.chooseForm))
	m.HandleFunc("GET /keeper", s.keeperPage)
	m.HandleFunc("POST /keeper/code", s.keeperCode)
	m.HandleFunc("POST /keeper/new-code", s.keeperOnly(s.newCode))
	m.HandleFunc("GET /keeper/nobody", s.keeperOnly(s.confirmNobody))
	m.HandleFunc("POST /keeper/nobody", s.keeperOnly(s.recordNobody))
	m.HandleFunc("GET /keeper/penalty", s.keeperOnly(s.confirmPenalty))
	m.HandleFunc("POST /keeper/penalty", s.keeperOnly(s.recordPenalty))
	m.HandleFunc("GET /keeper/undo", s.keeperOnly(s.confirmUndo))
	m.HandleFunc("POST /keeper/undo", s.keeperOnly(s.undo))
	m.HandleFunc("POST /keeper/typed", s.keeperOnly(s.typed))
	m.HandleFunc("POST /keeper/free", s.keeperOnly(s.free))
	return m
}

// redirect sends a GET to the page to, as when a page posted to is
// loaded again.
func redirect(to string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, to, http.StatusSeeOther) }
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
