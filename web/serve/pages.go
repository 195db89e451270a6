package serve

import (
	"net/http"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/report"
)

// joinView is the join page: the refusal of a code beside its field.
// Laptop is whose laptop shows the join code: the scorekeeper's at a
// table alone, the organiser's in a room.
type joinView struct {
	CodeError, Laptop string
}

// joinPage is GET /join: the form for the join code or, from the QR
// code (/join?code=…), the join itself, counted as a typed code is.
func (l *lobby) joinPage(w http.ResponseWriter, r *http.Request) {
	if l.access.session(r) != nil || l.access.free(r) {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	if r.URL.Query().Has("code") {
		l.joining(w, r, strings.TrimSpace(r.URL.Query().Get("code")), "")
		return
	}
	l.joinSaying(w, r, http.StatusOK, "")
}

// join is POST /join: the join code, once per device, and the
// scorekeeper's code when he gives it.
func (l *lobby) join(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		l.refuse(w, r, http.StatusBadRequest, "The form could not be read.")
		return
	}
	l.joining(w, r, strings.TrimSpace(r.PostForm.Get("code")), strings.TrimSpace(r.PostForm.Get("keeper")))
}

// joining lets the device of r in with the join code, and makes it the
// scorekeeper of the table whose code it gives. Each code is counted as
// wrong before it is compared (codes.go).
func (l *lobby) joining(w http.ResponseWriter, r *http.Request, code, keeper string) {
	if !l.access.free(r) && !l.codeRight(w, r, code, l.access.isJoinCode, "That is not the join code: type the six digits the "+l.laptop()+" shows (dragon serve prints them).") {
		return
	}
	organiser := l.cfg.LocalKeeper && local(r)
	table, isKeeper := "", false
	if keeper != "" && !organiser {
		right := func(c string) (ok bool) { table, ok = l.access.keeperCodeOf(c); return ok }
		if !l.codeRight(w, r, keeper, right, "That is not the scorekeeper's code, or it was given before; join without it.") {
			return
		}
		isKeeper = true
		l.cfg.Log("a device at " + hostIP(r.RemoteAddr).String() + " is the scorekeeper" + of(table) + " now (the code is spent)")
	}
	if _, err := l.access.open(w, r, organiser, isKeeper, table); err != nil {
		l.joinSaying(w, r, http.StatusServiceUnavailable, sentence(err))
		return
	}
	http.Redirect(w, r, tablePath(table)+"/", http.StatusSeeOther)
}

// of names table after "the scorekeeper": "" for a table alone.
func of(table string) string {
	if table == "" {
		return ""
	}
	return " of table " + table
}

// tablePath is the path the pages of table are under: "" for a table
// alone.
func tablePath(table string) string {
	if table == "" {
		return ""
	}
	return "/t/" + table
}

// codeRight compares code by right, counted against the address of r,
// and when it is not right says why on the join page.
func (l *lobby) codeRight(w http.ResponseWriter, r *http.Request, code string, right func(string) bool, wrong string) bool {
	ok, locked := l.access.check(r, code, right)
	switch {
	case locked != "":
		l.joinSaying(w, r, http.StatusTooManyRequests, locked)
	case !ok:
		l.joinSaying(w, r, http.StatusForbidden, wrong)
	}
	return ok
}

// joinSaying shows the join page with a refusal beside the code, if any.
func (l *lobby) joinSaying(w http.ResponseWriter, r *http.Request, code int, line string) {
	l.render(w, r, code, "join", &page{Title: "Join the " + l.access.where(), Join: &joinView{CodeError: line, Laptop: l.laptop()}})
}

// laptop is whose laptop dragon serve runs on, as the join page says it.
func (l *lobby) laptop() string {
	if l.access.where() == "room" {
		return "organiser's laptop"
	}
	return "scorekeeper's laptop"
}

// current reads where the ledger stands, from the file.
func (s *Server) current() (*ledger.Current, error) {
	return ledger.ReadCurrent(s.cfg.File)
}

// board is where the ledger stands at cur, as 'dragon ledger show' has
// it: the books' own model, ended by the command line's next line.
func (s *Server) board(cur *ledger.Current) report.Board {
	return report.BoardOf(s.cfg.File, cur.State, s.cfg.Commands.Next(cur.State))
}

// withStandings fills the standings, as 'dragon ledger show' has them.
func (s *Server) withStandings(r *http.Request, p *page) error {
	cur, err := s.current()
	if err != nil {
		return err
	}
	st := s.board(cur)
	p.Standings = &st
	p.Title = cur.Header.Game.Title()
	p.Players = cur.Header.Players
	return nil
}

// home is GET /: the standings, live, and which player this phone is.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	s.homeSaying(w, r, http.StatusOK, "", true)
}

// homeSaying renders the standings with a line at the top.
func (s *Server) homeSaying(w http.ResponseWriter, r *http.Request, code int, message string, ok bool) {
	p := &page{Tab: "standings", Live: true, Message: message, OK: ok}
	if err := s.withStandings(r, p); err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	s.render(w, r, code, "home", p)
}

// pickPlayer is POST /me: this phone is that player, once.
func (s *Server) pickPlayer(w http.ResponseWriter, r *http.Request) {
	ses := sessionOf(r)
	if me := s.access.device(ses, s.name).Player; me != "" {
		s.homeSaying(w, r, http.StatusConflict, "This phone is "+me+" already; the scorekeeper can free him for another phone.", false)
		return
	}
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	i := cur.Header.Seat(r.PostForm.Get("player"))
	if i < 0 {
		s.homeSaying(w, r, http.StatusBadRequest, "Choose one of "+strings.Join(cur.Header.Players, ", ")+".", false)
		return
	}
	name := cur.Header.Players[i]
	taken, err := s.access.pick(ses, s.name, name, cur.State)
	if err != nil {
		s.homeSaying(w, r, http.StatusConflict, sentence(err), false)
		return
	}
	if taken {
		s.homeSaying(w, r, http.StatusConflict, name+" is another phone already; the scorekeeper can free him for this one.", false)
		return
	}
	http.Redirect(w, r, s.base+"/", http.StatusSeeOther)
}

// reportPage is GET /report: the night's report of the evening so far.
func (s *Server) reportPage(w http.ResponseWriter, r *http.Request) {
	html, err := s.report()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	s.render(w, r, http.StatusOK, "report", &page{Title: "Report", Tab: "report", Report: html})
}

// settlePage is GET /settle: who pays whom, as 'dragon ledger settle'.
func (s *Server) settlePage(w http.ResponseWriter, r *http.Request) {
	cur, err := s.current()
	if err != nil {
		s.refuse(w, r, http.StatusInternalServerError, s.message(err))
		return
	}
	su := report.SettleBoardOf(s.cfg.File, cur.State, s.cfg.Commands.Next(cur.State))
	s.render(w, r, http.StatusOK, "settle", &page{Title: "Settle-up", Tab: "settle", Settle: &su})
}
