package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Who may do what, issue 23 §3:
//   - a device joins once with the join code (a server on loopback only
//     needs none); it is then known by a cookie holding a random session
//     id (HttpOnly, SameSite=Strict), never the code;
//   - ten wrong codes from one address lock it out of joining for a
//     minute;
//   - every POST carries a form token issued to its session for that
//     form, spent when used: a missing token, another session's, or one
//     sent again is refused, and a record cannot be sent twice (the join
//     form alone has none: a device has no session before it joins, and
//     the code is the secret it sends);
//   - a GET changes nothing but this: a device on the machine running the
//     server (or any device of a server on loopback only) is given its
//     session by its first request;
//   - a server that knows its address answers no other Host (DNS
//     rebinding);
//   - a device picks its player once, and enters only that player's part;
//   - only the scorekeeper records, undoes or types transfers: the device
//     on the machine running the server, or one that gave the one-time
//     scorekeeper code.

const (
	cookieName = "dragon_session"
	// maxWrong wrong codes from one address lock it out for lockout.
	maxWrong = 10
	lockout  = time.Minute
	// maxSessions bounds the devices kept; the oldest is forgotten.
	maxSessions = 256
	// maxTokens bounds the form tokens a session holds unspent; the
	// oldest is forgotten (its form must be loaded again).
	maxTokens = 64
)

// session is one device.
type session struct {
	id     string
	keeper bool
	player string
	since  time.Time
	// tokens are the form tokens issued and not yet spent, in order.
	tokens []string
}

// access holds the sessions and the wrong codes.
type access struct {
	cfg      Config
	mu       sync.Mutex
	sessions map[string]*session
	order    []string
	wrong    map[string]*strikes
	// keeperSpent is set once the scorekeeper code has been given.
	keeperSpent bool
}

// strikes are the wrong codes from one address.
type strikes struct {
	n     int
	until time.Time
}

func newAccess(cfg Config) *access {
	return &access{cfg: cfg, sessions: map[string]*session{}, wrong: map[string]*strikes{}}
}

// randomHex returns n random bytes as hex.
func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}

// Code returns a random code of n decimal digits, for the join code and
// the scorekeeper code.
func Code(n int) string {
	limit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
	v, _ := rand.Int(rand.Reader, limit) // never fails (crypto/rand)
	return fmt.Sprintf("%0*d", n, v)
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
	return a.sessions[c.Value]
}

// open starts a session for a device and sets its cookie.
func (a *access) open(w http.ResponseWriter, keeper bool) *session {
	s := &session{id: randomHex(32), keeper: keeper, since: a.cfg.Now()}
	a.mu.Lock()
	a.sessions[s.id] = s
	a.order = append(a.order, s.id)
	if len(a.order) > maxSessions {
		delete(a.sessions, a.order[0])
		a.order = a.order[1:]
	}
	a.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.id, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	return s
}

// free reports whether a device gets in without a code: a server on
// loopback only needs none, and the machine running it never does.
func (a *access) free(r *http.Request) bool {
	return a.cfg.JoinCode == "" || (a.cfg.LocalKeeper && local(r))
}

// locked reports whether the address of r is locked out, and until when.
func (a *access) locked(r *http.Request) (bool, time.Time) {
	ip := hostIP(r.RemoteAddr).String()
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.wrong[ip]
	if s == nil || s.n < maxWrong {
		return false, time.Time{}
	}
	if a.cfg.Now().After(s.until) {
		delete(a.wrong, ip)
		return false, time.Time{}
	}
	return true, s.until
}

// strike counts a wrong code from the address of r, locking it out at the
// tenth.
func (a *access) strike(r *http.Request) {
	ip := hostIP(r.RemoteAddr).String()
	a.mu.Lock()
	s := a.wrong[ip]
	if s == nil {
		s = &strikes{}
		a.wrong[ip] = s
	}
	s.n++
	locked := s.n == maxWrong
	if locked {
		s.until = a.cfg.Now().Add(lockout)
	}
	a.mu.Unlock()
	if locked {
		a.cfg.Log(ip + " gave " + strconv.Itoa(maxWrong) + " wrong codes: locked out for a minute")
	}
}

// same compares a code given with the code kept, in constant time.
func same(given, kept string) bool {
	return kept != "" && subtle.ConstantTimeCompare([]byte(given), []byte(kept)) == 1
}

// takeKeeperCode spends the scorekeeper code when code is it.
func (a *access) takeKeeperCode(code string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.keeperSpent || !same(code, a.cfg.KeeperCode) {
		return false
	}
	a.keeperSpent = true
	return true
}

// makeKeeper makes the device of session s the scorekeeper.
func (a *access) makeKeeper(s *session) {
	a.mu.Lock()
	s.keeper = true
	a.mu.Unlock()
}

// token issues a form token to session s.
func (a *access) token(s *session) string {
	t := randomHex(16)
	a.mu.Lock()
	s.tokens = append(s.tokens, t)
	if len(s.tokens) > maxTokens {
		s.tokens = s.tokens[1:]
	}
	a.mu.Unlock()
	return t
}

// spend spends form token t of session s, reporting whether it was
// issued to s and not spent yet.
func (a *access) spend(s *session, t string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for i, have := range s.tokens {
		if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(have)) == 1 {
			s.tokens = append(s.tokens[:i], s.tokens[i+1:]...)
			return true
		}
	}
	return false
}

// pick makes name the player of session s, unless another device is him.
func (a *access) pick(s *session, name string) (taken bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, o := range a.sessions {
		if o != s && o.player == name {
			return true
		}
	}
	s.player = name
	return false
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
