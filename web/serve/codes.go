package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"time"
)

// The codes a device gives, issue 29 §1: a wrong code is counted before
// it is compared, under one lock per server, so that however many
// guesses arrive at once from one address, at most maxWrong of them are
// ever compared in a minute; the codes are compared in constant time.

const (
	// maxWrong wrong codes from one address lock it out for lockout.
	maxWrong = 10
	lockout  = time.Minute
)

// strikes are the times of the codes from one address counted as wrong
// in the last minute (those being compared among them), oldest first;
// logged is set once the terminal was told of a lockout.
type strikes struct {
	at     []time.Time
	logged bool
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

// same compares a code given with the code kept in constant time, their
// lengths included: both are compared as digests.
func same(given, kept string) bool {
	g, k := sha256.Sum256([]byte(given)), sha256.Sum256([]byte(kept))
	return kept != "" && subtle.ConstantTimeCompare(g[:], k[:]) == 1
}

// attempt counts a code from the address of r as wrong before it is
// compared: a sliding minute holds at most maxWrong. It reports false,
// and when the address may try again, when the minute is full: the code
// must then not be compared. A code found right is given back with
// forgive.
func (a *access) attempt(r *http.Request) (ok bool, until time.Time) {
	ip := hostIP(r.RemoteAddr).String()
	now := a.cfg.Now()
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.wrong[ip]
	if s == nil {
		a.sweep(now)
		s = &strikes{}
		a.wrong[ip] = s
	}
	for len(s.at) > 0 && !now.Before(s.at[0].Add(lockout)) {
		s.at, s.logged = s.at[1:], false
	}
	if len(s.at) >= maxWrong {
		return false, s.at[0].Add(lockout)
	}
	s.at = append(s.at, now)
	return true, time.Time{}
}

// maxAddresses bounds the addresses whose strikes are kept: past it,
// those whose minute is over are forgotten.
const maxAddresses = 1024

// sweep forgets the strikes of every address whose minute is over, once
// too many addresses are kept.
func (a *access) sweep(now time.Time) {
	if len(a.wrong) < maxAddresses {
		return
	}
	for ip, s := range a.wrong {
		if len(s.at) == 0 || !now.Before(s.at[len(s.at)-1].Add(lockout)) {
			delete(a.wrong, ip)
		}
	}
}

// forgive gives back the try counted for a code of r found right.
func (a *access) forgive(r *http.Request) {
	ip := hostIP(r.RemoteAddr).String()
	a.mu.Lock()
	defer a.mu.Unlock()
	if s := a.wrong[ip]; s != nil && len(s.at) > 0 {
		s.at = s.at[:len(s.at)-1]
		if len(s.at) == 0 {
			delete(a.wrong, ip)
		}
	}
}

// missed tells the terminal, once, that the address of r used its tries.
func (a *access) missed(r *http.Request) {
	ip := hostIP(r.RemoteAddr).String()
	a.mu.Lock()
	s := a.wrong[ip]
	tell := s != nil && len(s.at) >= maxWrong && !s.logged
	if tell {
		s.logged = true
	}
	a.mu.Unlock()
	if tell {
		a.cfg.Log(ip + " gave " + strconv.Itoa(maxWrong) + " wrong codes: locked out for a minute")
	}
}

// check compares code with the code kept for the address of r: counted
// first, forgiven when right. locked is set when the address may not try
// now (nothing was compared).
func (a *access) check(r *http.Request, code string, kept func(string) bool) (right, locked bool) {
	if ok, _ := a.attempt(r); !ok {
		return false, true
	}
	if kept(code) {
		a.forgive(r)
		return true, false
	}
	a.missed(r)
	return false, false
}

// isJoinCode reports whether code is the join code.
func (a *access) isJoinCode(code string) bool { return same(code, a.cfg.JoinCode) }

// takeKeeperCode spends the scorekeeper code when code is it.
func (a *access) takeKeeperCode(code string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !same(code, a.keeperCode) {
		return false
	}
	a.keeperCode = ""
	return true
}

// newKeeperCode issues a new scorekeeper code, in place of any not yet
// given, and takes the role from every device that holds it by a code:
// the device that gives the new one is the scorekeeper.
func (a *access) newKeeperCode() string {
	code := Code(len(a.cfg.KeeperCode))
	if len(a.cfg.KeeperCode) == 0 {
		code = Code(8)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	a.keeperCode = code
	for _, s := range a.sessions {
		if !s.local {
			s.keeper = false
		}
	}
	return code
}
