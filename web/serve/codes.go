package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"math/big"
	"net"
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
	// maxAllWrong wrong codes from every address together stop all
	// joining for lockout: a device with many addresses guesses no faster
	// (a million join codes at 60 a minute take eleven days).
	maxAllWrong = 60
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
// compared: a sliding minute holds at most maxWrong of one address (an
// IPv6 address by its /64, which one device holds whole) and maxAllWrong
// of all. When a minute is full it says why, and the code must then not
// be compared. A code found right is given back with forgive.
func (a *access) attempt(r *http.Request) (refused string) {
	key := addressKey(r)
	now := a.cfg.Now()
	a.mu.Lock()
	defer a.mu.Unlock()
	s := a.wrong[key]
	if s == nil {
		a.sweep(now)
		s = &strikes{}
		a.wrong[key] = s
	}
	s.expire(now)
	a.all.expire(now)
	switch {
	case len(s.at) >= maxWrong:
		return tooMany
	case len(a.all.at) >= maxAllWrong:
		return "Too many wrong codes from several devices: the " + a.where() + " refuses every code for a minute; try again then."
	}
	s.at, a.all.at = append(s.at, now), append(a.all.at, now)
	return ""
}

// tooMany refuses an address that used its tries.
const tooMany = "Too many wrong codes from this address: try again in a minute."

// where is what the devices join: "the room" of several tables, or
// "the table" alone.
func (a *access) where() string {
	if len(a.keeperLen) > 1 {
		return "room"
	}
	return "table"
}

// expire forgets the strikes older than a minute.
func (s *strikes) expire(now time.Time) {
	for len(s.at) > 0 && !now.Before(s.at[0].Add(lockout)) {
		s.at, s.logged = s.at[1:], false
	}
}

// addressKey is what wrong codes are counted by: the address of r as
// keyOf has it.
func addressKey(r *http.Request) string { return keyOf(hostIP(r.RemoteAddr)) }

// keyOf is what a device's address is counted by: an IPv4 address, or an
// IPv6 address's /64, which one device holds whole.
func keyOf(ip net.IP) string {
	if ip == nil || ip.To4() != nil {
		return ip.String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
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
	key := addressKey(r)
	a.mu.Lock()
	defer a.mu.Unlock()
	if s := a.wrong[key]; s != nil && len(s.at) > 0 {
		s.at = s.at[:len(s.at)-1]
		if len(s.at) == 0 {
			delete(a.wrong, key)
		}
	}
	if n := len(a.all.at); n > 0 {
		a.all.at = a.all.at[:n-1]
	}
}

// missed tells the terminal, once a minute, that an address used its
// tries, or that every address together did.
func (a *access) missed(r *http.Request) {
	key := addressKey(r)
	a.mu.Lock()
	var tell string
	if s := a.wrong[key]; s != nil && len(s.at) >= maxWrong && !s.logged {
		s.logged, tell = true, key+" gave "+strconv.Itoa(maxWrong)+" wrong codes: locked out for a minute"
	} else if len(a.all.at) >= maxAllWrong && !a.all.logged {
		a.all.logged, tell = true, strconv.Itoa(maxAllWrong)+" wrong codes in a minute from several addresses: no code is tried for a minute (if this goes on, someone is guessing: stop dragon serve and start it again for new codes)"
	}
	a.mu.Unlock()
	if tell != "" {
		a.cfg.Log(tell)
	}
}

// check compares code with the code kept for the address of r: counted
// first, forgiven when right. locked says why when the address may not
// try now (nothing was compared).
func (a *access) check(r *http.Request, code string, kept func(string) bool) (right bool, locked string) {
	if refused := a.attempt(r); refused != "" {
		return false, refused
	}
	if kept(code) {
		a.forgive(r)
		return true, ""
	}
	a.missed(r)
	return false, ""
}

// isJoinCode reports whether code is the join code.
func (a *access) isJoinCode(code string) bool { return same(code, a.cfg.JoinCode) }

// keeperCodeOf is the table whose scorekeeper code code is, spent; ok is
// false when it is none's. Every table's code is compared.
func (a *access) keeperCodeOf(code string) (table string, ok bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for t, kept := range a.keeperCodes {
		if same(code, kept) {
			table, ok = t, true
		}
	}
	if ok {
		a.keeperCodes[table] = ""
	}
	return table, ok
}

// newKeeperCode issues a new scorekeeper code of table, in place of any
// not yet given, and takes the role there from every device that holds
// it by a code: the device that gives the new one is the scorekeeper.
func (a *access) newKeeperCode(table string) string {
	n := a.keeperLen[table]
	if n == 0 {
		n = 8
	}
	code := Code(n)
	a.mu.Lock()
	defer a.mu.Unlock()
	a.keeperCodes[table] = code
	for _, s := range a.sessions {
		if !s.local {
			s.keeper = s.keeper && s.table != table
			s.organiser = false
		}
	}
	return code
}
