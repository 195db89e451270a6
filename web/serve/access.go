package serve

import (
	"errors"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/dragon-tools/dragon/ledger"
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
//     role is to pass to another phone.

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
	keeper      bool
	player      string
	// pickedIn is the ledger's state when the player was last named, to
	// follow him through a rename.
	pickedIn ledger.State
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
	// keeperCode is the scorekeeper code not yet given; "" once given.
	keeperCode string
}

func newAccess(cfg Config) *access {
	return &access{cfg: cfg, sessions: map[string]*session{}, wrong: map[string]*strikes{}, keeperCode: cfg.KeeperCode}
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
// scorekeeper's when keeper. It refuses (errFull) only when no session
// can make room without forgetting another device's that matters.
func (a *access) open(w http.ResponseWriter, r *http.Request, keeper bool) (*session, error) {
	s := &session{id: randomHex(32), secret: randomHex(32), ip: hostIP(r.RemoteAddr).String(),
		free: a.free(r), local: a.cfg.LocalKeeper && local(r), keeper: keeper, since: a.cfg.Now()}
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
func (s *session) idle() bool { return !s.keeper && s.player == "" }

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

// makeKeeper makes the device of session s the scorekeeper.
func (a *access) makeKeeper(s *session) {
	a.mu.Lock()
	s.keeper = true
	a.mu.Unlock()
}

// pick makes name the player of session s, in state st, unless another
// device is him.
func (a *access) pick(s *session, name string, st ledger.State) (taken bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o != s && o.player == name {
			return true
		}
	}
	s.player, s.pickedIn = name, st
	return false
}

// follow names each device's player as he is named in state st: a
// rename recorded since he was picked (from a phone or the command line)
// is followed.
func (a *access) follow(st ledger.State) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o.player != "" && !slices.Contains(st.Header.Players, o.player) {
			o.player, o.pickedIn = o.pickedIn.NameIn(st, o.player), st
		}
	}
}

// release frees player name for another device.
func (a *access) release(name string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o.player == name {
			o.player = ""
		}
	}
}

// device is what a page knows of the device asking.
type device struct {
	Keeper bool
	Player string
}

func (a *access) device(s *session) device {
	a.mu.Lock()
	defer a.mu.Unlock()
	return device{Keeper: s.keeper, Player: s.player}
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
	d := s.access.device(ses)
	if d.Keeper && !ses.local && keyOf(net.ParseIP(ses.ip)) != addressKey(r) {
		d.Keeper = false
	}
	return d
}

// players returns which device is which player: name → since when.
func (a *access) players() map[string]time.Time {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := map[string]time.Time{}
	for _, s := range a.sessions {
		if s.player != "" {
			out[s.player] = s.since
		}
	}
	return out
}
