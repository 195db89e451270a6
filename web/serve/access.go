package serve

import (
	"errors"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Who may do what, issues 23 §3 and 29:
//   - a device joins once with the join code (a server on loopback only
//     needs none), or by scanning the QR code, which carries it; it is
//     then known by a cookie holding a random session id (HttpOnly,
//     SameSite=Strict), never the code;
//   - a code is counted as wrong before it is compared: at most ten from
//     one address in a minute are compared, however many arrive at once
//     (codes.go);
//   - every POST carries its session's form token, checked in constant
//     time, and a key of the form it was sent from: the same form sent
//     twice is done once, and the second answer is the first's (once.go);
//   - a GET changes nothing but this: a device on the machine running the
//     server (or any device of a server on loopback only) is given its
//     session by its first request, and the QR code's address joins;
//   - a server answers only the hosts it is reached at (DNS rebinding);
//   - one address keeps at most maxPerAddress sessions, and a join from it
//     past that forgets only its own oldest idle one; no join forgets the
//     scorekeeper's session or a player's;
//   - a device picks its player once, and enters only that player's part;
//   - only the scorekeeper records, undoes or types transfers: the device
//     on the machine running the server, or one that gave the scorekeeper
//     code; the machine running the server issues a new code whenever the
//     role is to pass to another phone;
//   - in a room, a device sits at one table at a time: its player and its
//     scorekeeper's role are that table's (each table has its own code),
//     and only the machine running the server (the organiser) acts for
//     every table.

const (
	cookieName = "dragon_session"
	// maxSessions bounds the devices kept.
	maxSessions = 256
	// maxPerAddress bounds the devices kept of one address that joined
	// with the code.
	maxPerAddress = 8
)

// errFull refuses a join when the table holds every device it can.
var errFull = errors.New("the table holds as many devices as it can; ask the scorekeeper to free one")

// session is one device.
type session struct {
	id string
	// secret is the form token of its every form.
	secret string
	// ip is the address it joined from; free is set when it needed no
	// code (the machine running the server, or a server on loopback
	// only), so that it is let in again if it is forgotten; local is set
	// for the machine running the server.
	ip          string
	free, local bool
	// organiser is set for a device let in as the scorekeeper without a
	// code: it acts for every table.
	organiser bool
	// table is the table the device sits at, whose scorekeeper it is
	// when keeper and whose player it is: "" alone, or not yet seated.
	table  string
	keeper bool
	player string
	// pickedIn is the ledger's state when the player was last named, to
	// follow him through a rename.
	pickedIn books.State
	// notice is a line its next page shows, once: what changed of it
	// without its asking in so many words.
	notice string
	// since is when it joined, seen when it last asked for anything.
	since, seen time.Time
	// streams end the device's live streams open, oldest first.
	streams []chan struct{}
	answers answers
}

// access holds the sessions and the wrong codes.
type access struct {
	cfg      Config
	mu       sync.Mutex
	sessions map[string]*session
	order    []string
	wrong    map[string]*strikes
	// all are the wrong codes of every address together.
	all strikes
	// recorded are the forms that recorded, with what they recorded,
	// oldest first in recordedOrder.
	recorded      map[sentForm]string
	recordedOrder []sentForm
	// keeperCodes are each table's scorekeeper code not yet given ("" once
	// given), by the table's name; keeperLen their lengths.
	keeperCodes map[string]string
	keeperLen   map[string]int
}

func newAccess(cfg Config, keeperCodes map[string]string) *access {
	a := &access{cfg: cfg, sessions: map[string]*session{}, wrong: map[string]*strikes{}, keeperCodes: keeperCodes, keeperLen: map[string]int{}}
	for t, code := range keeperCodes {
		a.keeperLen[t] = len(code)
	}
	return a
}

// local reports whether r comes from the machine running the server: over
// loopback, or from the very address it was received on.
func local(r *http.Request) bool {
	remote := hostIP(r.RemoteAddr)
	if remote == nil {
		return false
	}
	if remote.IsLoopback() {
		return true
	}
	if la, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok {
		return remote.Equal(hostIP(la.String()))
	}
	return false
}

func hostIP(addr string) net.IP {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	return net.ParseIP(host)
}

// session returns r's session, or nil.
func (a *access) session(r *http.Request) *session {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.sessions[c.Value]
	if s != nil {
		s.seen = a.cfg.Now()
	}
	return s
}

// open starts a session for the device of r and sets its cookie: the
// organiser's when organiser, the scorekeeper of table when keeper. It
// refuses (errFull) only when no session can make room without
// forgetting another device's that matters.
func (a *access) open(w http.ResponseWriter, r *http.Request, organiser, keeper bool, table string) (*session, error) {
	s := &session{id: randomHex(32), secret: randomHex(32), ip: hostIP(r.RemoteAddr).String(),
		free: a.free(r), local: a.cfg.LocalKeeper && local(r), organiser: organiser, keeper: keeper, table: table, since: a.cfg.Now()}
	s.seen = s.since
	a.mu.Lock()
	err := a.room(s)
	if err == nil {
		a.sessions[s.id] = s
		a.order = append(a.order, s.id)
	}
	a.mu.Unlock()
	if err != nil {
		return nil, err
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.id, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	return s, nil
}

// idleFor is how long a device that is neither the scorekeeper's nor a
// player's may go without asking for anything before a join may take its
// place in a full table.
const idleFor = 15 * time.Minute

// room makes room for session s, a.mu held: a device that joined with
// the code forgets its own address's oldest idle session past
// maxPerAddress. Past maxSessions, the oldest idle session of a device
// let in without a code is forgotten (it is let in again at its next
// request), else the idle session longest unseen, if unseen for idleFor
// (or at all, for the machine running the server, which always gets in).
// Idle: neither the scorekeeper's nor a player's.
func (a *access) room(s *session) error {
	if !s.free && a.count(func(o *session) bool { return o.ip == s.ip && !o.free }) >= maxPerAddress {
		if !a.forget(func(o *session) bool { return o.ip == s.ip && !o.free && o.idle() }) {
			return errFull
		}
	}
	if len(a.sessions) < maxSessions || a.forget(func(o *session) bool { return o.free && o.player == "" }) {
		return nil
	}
	stale := a.cfg.Now().Add(-idleFor)
	if a.forgetStalest(func(o *session) bool { return o.idle() && (s.local || o.seen.Before(stale)) }) {
		return nil
	}
	return errFull
}

// forgetStalest forgets the session longest unseen of those that match,
// a.mu held, reporting whether there was one.
func (a *access) forgetStalest(match func(*session) bool) bool {
	var stalest *session
	for _, o := range a.sessions {
		if match(o) && (stalest == nil || o.seen.Before(stalest.seen)) {
			stalest = o
		}
	}
	return stalest != nil && a.forget(func(o *session) bool { return o == stalest })
}

// idle reports whether forgetting s loses nothing but a page open: it is
// neither the scorekeeper's nor a player's.
func (s *session) idle() bool { return !s.organiser && !s.keeper && s.player == "" }

// count is the number of sessions that match, a.mu held.
func (a *access) count(match func(*session) bool) int {
	n := 0
	for _, o := range a.sessions {
		if match(o) {
			n++
		}
	}
	return n
}

// forget forgets the oldest session that matches, a.mu held, reporting
// whether there was one.
func (a *access) forget(match func(*session) bool) bool {
	for i, id := range a.order {
		if match(a.sessions[id]) {
			delete(a.sessions, id)
			a.order = slices.Delete(a.order, i, i+1)
			return true
		}
	}
	return false
}

// free reports whether a device gets in without a code: a server on
// loopback only needs none, and the machine running it never does.
func (a *access) free(r *http.Request) bool {
	return a.cfg.JoinCode == "" || (a.cfg.LocalKeeper && local(r))
}

// makeKeeper makes the device of session s the scorekeeper of table,
// where it sits from now on: a player it was at another table is let go,
// and its next page says so.
func (a *access) makeKeeper(s *session, table string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if left := a.elsewhere(s, table); left != nil {
		s.notice = "This phone keeps the score of table " + called(table) + " now, and has left its seat: " + left.was() + "."
	}
	if s.table != table {
		s.player = ""
	}
	s.table, s.keeper = table, true
}

// told is the notice the device of session s has not yet been shown,
// which it is shown now: "" when none.
func (a *access) told(s *session) string {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := s.notice
	s.notice = ""
	return n
}

// errElsewhere refuses a device seated at another table.
type errElsewhere struct{ table, as string }

func (e *errElsewhere) Error() string {
	return "this phone is " + e.as + " at table " + called(e.table) + "; the scorekeeper there can free it for this table"
}

// was says the seat left: "it is no longer Ann at table A".
func (e *errElsewhere) was() string {
	return "it is no longer " + e.as + " at table " + called(e.table)
}

// elsewhere is the refusal of the device of session s at table when it
// sits at another as a player or its scorekeeper; nil when it does not.
// The caller holds a.mu.
func (a *access) elsewhere(s *session, table string) *errElsewhere {
	if s.table == table || s.player == "" && !s.keeper {
		return nil
	}
	as := s.player
	if as == "" {
		as = "the scorekeeper"
	}
	return &errElsewhere{s.table, as}
}

// seatedElsewhere is elsewhere, for a caller that does not hold a.mu.
func (a *access) seatedElsewhere(s *session, table string) *errElsewhere {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.elsewhere(s, table)
}

// pick makes name the player of session s at table, in state st, unless
// another device is him there (taken), or s sits at another table as a
// player or its scorekeeper.
func (a *access) pick(s *session, table, name string, st books.State) (taken bool, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if left := a.elsewhere(s, table); left != nil {
		return false, left
	}
	for _, o := range a.sessions {
		if o != s && o.table == table && o.player == name {
			return true, nil
		}
	}
	s.table, s.player, s.pickedIn = table, name, st
	return false, nil
}

// follow names each device's player at table as he is named in state st:
// a rename recorded since he was picked (from a phone or the command
// line) is followed.
func (a *access) follow(table string, st books.State) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o.table == table && o.player != "" && !slices.Contains(st.Header.Players, o.player) {
			o.player, o.pickedIn = o.pickedIn.NameIn(st, o.player), st
		}
	}
}

// release frees player name of table for another device.
func (a *access) release(table, name string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o.table == table && o.player == name {
			o.player = ""
		}
	}
}

// device is what a page knows of the device asking.
type device struct {
	Keeper bool
	Player string
}

// device is what the page of table knows of the device of session s:
// its player and its role there.
func (a *access) device(s *session, table string) device {
	a.mu.Lock()
	defer a.mu.Unlock()
	if s.table != table {
		return device{Keeper: s.organiser}
	}
	return device{Keeper: s.keeper || s.organiser, Player: s.player}
}

// deviceOf is what a page knows of the device asking r. A phone holds
// the scorekeeper's role only from the address it took it at (an IPv6
// phone, its /64): on the table's plain HTTP, its cookie alone, copied
// to another device, does not carry the role.
func (s *Server) deviceOf(r *http.Request) device {
	ses := sessionOf(r)
	if ses == nil {
		return device{}
	}
	d := s.access.device(ses, s.name)
	if d.Keeper && !ses.local && keyOf(net.ParseIP(ses.ip)) != addressKey(r) {
		d.Keeper = false
	}
	return d
}

// sits reports whether the device of session s sits at table (as its
// player or its scorekeeper) or is the organiser.
func (a *access) sits(s *session, table string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return s.organiser || s.table == table && (s.player != "" || s.keeper)
}

// players returns which device is which player of table: name → since
// when.
func (a *access) players(table string) map[string]time.Time {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := map[string]time.Time{}
	for _, s := range a.sessions {
		if s.table == table && s.player != "" {
			out[s.player] = s.since
		}
	}
	return out
}
