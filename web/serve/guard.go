package serve

import (
	"cmp"
	"context"
	"errors"
	"net/http"
	"strings"
)

// MaxBody is the most a request's body may hold: 64 KB. A larger one is
// refused before it is read.
const MaxBody = 64 << 10

// securityHeaders are on every response: scripts and styles only from the
// server's own files (none inline), never in a frame, no type guessed, no
// address sent on.
var securityHeaders = [][2]string{
	{"Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"},
	{"X-Frame-Options", "DENY"},
	{"X-Content-Type-Options", "nosniff"},
	{"Referrer-Policy", "no-referrer"},
	{"Cache-Control", "no-store"},
}

type ctxKey struct{}

// sessionOf is the session the guard found for r.
func sessionOf(r *http.Request) *session {
	s, _ := r.Context().Value(ctxKey{}).(*session)
	return s
}

// open reports whether path is served to a device that has not joined:
// the join page and the static files it needs.
func open(path string) bool {
	return path == "/join" || strings.HasPrefix(path, "/static/")
}

// live reports whether path is asked by a page's script, not a person:
// the live stream and the parts it loads, of the room or of a table.
func live(path string) bool {
	if rest, ok := strings.CutPrefix(path, "/t/"); ok {
		_, rest, _ = strings.Cut(rest, "/")
		path = "/" + rest
	}
	return path == "/live" || strings.HasPrefix(path, "/part/")
}

// Handler is the server's handler: every response carries the security
// headers, every body is held to MaxBody, and every page but the join
// page and the static files needs a device that has joined.
func (s *Server) Handler() http.Handler { return s.admit(s.forms(s.mux)) }

// admit is what every request passes first: the headers, the size, the
// host, and the device's session, opened here for a device let in
// without a code.
func (l *lobby) admit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, h := range securityHeaders {
			w.Header().Set(h[0], h[1])
		}
		if r.ContentLength > MaxBody {
			l.refuse(w, r, http.StatusRequestEntityTooLarge, "The request is larger than 64 KB; nothing was recorded.")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		if !l.hostOK(r.Host) {
			l.refuse(w, r, http.StatusMisdirectedRequest, "This server answers to http://"+l.cfg.Host+"/ only.")
			return
		}
		if open(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		ses := l.access.session(r)
		if ses == nil && l.access.free(r) {
			var err error
			if ses, err = l.access.open(w, r, l.cfg.LocalKeeper && local(r) || l.cfg.JoinCode == "", false, ""); err != nil {
				l.refuse(w, r, http.StatusServiceUnavailable, sentence(err))
				return
			}
		}
		if ses == nil {
			l.unknown(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, ses)))
	})
}

// unknown answers a device that has not joined.
func (l *lobby) unknown(w http.ResponseWriter, r *http.Request) {
	switch {
	case live(r.URL.Path):
		// A page's script asks: it tells the phone to join again
		// (dragon serve was started again, its sessions new).
		http.Error(w, "join again", http.StatusUnauthorized)
	case r.Method == http.MethodGet || r.Method == http.MethodHead:
		http.Redirect(w, r, "/join", http.StatusSeeOther)
	default:
		l.refuse(w, r, http.StatusForbidden, "This device has not joined the table: open the page and give the join code.")
	}
}

// forms is what a request of a device that joined passes on its way to
// a table's page: its player followed through a rename, and a POST's
// token and form key (the same form sent twice is done once).
func (s *Server) forms(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ses := sessionOf(r)
		if ses == nil { // the join page, the static files
			next.ServeHTTP(w, r)
			return
		}
		s.followRenames(ses)
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		if key, ok := s.posted(w, r, ses); ok {
			s.onceOnly(w, r, ses, key, next)
		}
	})
}

// followRenames names the player of the device ses as the ledger names
// him now, when a rename was recorded since he was picked.
func (s *Server) followRenames(ses *session) {
	if s.access.device(ses, s.name).Player == "" {
		return
	}
	if cur, err := s.current(); err == nil {
		s.access.follow(s.name, cur.State)
	}
}

// posted reads a POST's form and its token, refusing a body too large,
// a form that does not parse, and a token missing or not this device's;
// it returns the key of the form sent.
func (s *Server) posted(w http.ResponseWriter, r *http.Request, ses *session) (key string, ok bool) {
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.refuse(w, r, http.StatusRequestEntityTooLarge, "The request is larger than 64 KB; nothing was recorded.")
		} else {
			s.refuse(w, r, http.StatusBadRequest, "The form could not be read; nothing was recorded.")
		}
		return "", false
	}
	secret, key, ok := split(r.PostForm.Get("token"))
	if !ok || !ses.ours(secret) {
		s.refuse(w, r, http.StatusForbidden, "This form is not this device's, or is from before dragon serve started again: nothing was done. Open the page again and send it from there.")
		return "", false
	}
	return key, true
}

// sentence is err as a line of a page: its first letter a capital, with a
// full stop.
func sentence(err error) string {
	m := err.Error()
	return strings.ToUpper(m[:1]) + m[1:] + "."
}

// refuse answers with a page of one line and status code: the page
// refused keeps its tab, and its heading where it has one of its own.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, code int, line string) {
	s.render(w, r, code, "refused", s.refusal(r, code, line))
}

// headings are the headings of the tabs whose pages refuse.
var headings = map[string]string{"hand": "The current hand", "keeper": "Scorekeeper"}

// refusal is the page of a refusal of r at the table, in the tab of the
// page it leads back to.
func (s *Server) refusal(r *http.Request, code int, line string) *page {
	p := refusal(s.base, r, code, line)
	p.Tab = cmp.Or(strings.TrimPrefix(p.Back, s.base+"/"), "standings")
	if h, ok := headings[p.Tab]; ok {
		p.Title = h
	}
	return p
}

// refuse answers a request no table has yet with a page of one line.
func (l *lobby) refuse(w http.ResponseWriter, r *http.Request, code int, line string) {
	l.render(w, r, code, "refused", refusal("", r, code, line))
}

// refusal is the page of a refusal of r, under base.
func refusal(base string, r *http.Request, code int, line string) *page {
	return &page{Title: http.StatusText(code), Message: line, Back: backTo(base, r)}
}

// backTo is the page a refusal of r leads back to: the scorekeeper's
// page for his forms, the hand for the hand's, else the standings; those
// of the table under base.
func backTo(base string, r *http.Request) string {
	path := strings.TrimPrefix(r.URL.Path, base)
	switch {
	case strings.HasPrefix(path, "/keeper"):
		return base + "/keeper"
	case strings.HasPrefix(path, "/hand"):
		return base + "/hand"
	case r.URL.Path == "/join":
		return "/join"
	}
	return base + "/"
}
