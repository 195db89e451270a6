package ledger

import (
	"bytes"
	"maps"
	"os"
	"slices"
	"sync"
)

// The memo is the cache of a long-running dragon ('dragon serve', the
// evening), kept in its memory: for each of the last few ledger files it
// worked out, the file's bytes and what it worked out from them. A read
// (ReadCurrent) or a write (Append, under the lock, on the bytes read
// under the lock) whose file holds exactly those bytes, compared byte for
// byte, takes the state from the memo instead of the disk cache or a full
// read; a write leaves its new bytes and state there. A file changed in
// any way, by anyone, misses. What the memo holds is never handed out:
// every caller gets its own copy, so nothing a caller changes reaches the
// next. DRAGON_LEDGER_CACHE=off turns it off with the disk cache.

// memoPaths is how many ledger files the memo keeps: a server serves one
// ledger, an evening a few.
const memoPaths = 4

// worked is what a dragon works out from a ledger's bytes to read where it
// stands and to append to it: what the disk cache keeps, and the memo.
type worked struct {
	Header Header `json:"header"`
	State  State  `json:"state"`
	// Below marks the players whose money is below zero (see replayer).
	Below    map[string]bool `json:"below,omitempty"`
	Plan     appendPlan      `json:"plan"`
	Warnings Problems        `json:"warnings,omitempty"`
}

// clone returns a copy of w that shares nothing with it; its state's
// header is its own.
func (w *worked) clone() *worked {
	c := &worked{Header: w.Header, State: w.State.clone(), Below: maps.Clone(w.Below), Plan: w.Plan}
	c.Header.Players = slices.Clone(w.Header.Players)
	c.Header.Money.Bills = slices.Clone(w.Header.Money.Bills)
	c.State.Header = &c.Header
	if w.Warnings != nil {
		c.Warnings = make(Problems, len(w.Warnings))
		for i, p := range w.Warnings {
			cp := *p
			c.Warnings[i] = &cp
		}
	}
	return c
}

// memoEntry is what was worked out from data, the bytes of the ledger file
// real. Neither is changed once it is in the memo.
type memoEntry struct {
	real string
	data []byte
	w    *worked
}

// memo holds the entries, the one kept last first.
var memo struct {
	sync.Mutex
	entries []memoEntry
}

// memoOn reports whether the memo is used.
var memoOn = func() bool { return os.Getenv("DRAGON_LEDGER_CACHE") != "off" }

// recall returns a copy of what was worked out from exactly data, the
// bytes of the ledger file real, or nil.
func recall(real string, data []byte) *worked {
	if !memoOn() {
		return nil
	}
	memo.Lock()
	i := slices.IndexFunc(memo.entries, func(e memoEntry) bool { return e.real == real })
	var e memoEntry
	if i >= 0 {
		e = memo.entries[i]
	}
	memo.Unlock()
	// An entry is never changed, so it is compared and copied outside the
	// lock: a server's readers do not wait on each other's copies.
	if i < 0 || !bytes.Equal(e.data, data) {
		return nil
	}
	return e.w.clone()
}

// remember keeps copies of w, worked out from data, and of data, the bytes
// of the ledger file real, in place of what the memo held for real. The
// copy of data holds no more than the file, where the slice read may hold
// twice as much, and nothing else holds it.
func remember(real string, data []byte, w *worked) {
	if !memoOn() {
		return
	}
	e := memoEntry{real: real, data: bytes.Clone(data), w: w.clone()}
	memo.Lock()
	defer memo.Unlock()
	memo.entries = slices.DeleteFunc(memo.entries, func(e memoEntry) bool { return e.real == real })
	memo.entries = slices.Insert(memo.entries, 0, e)
	if len(memo.entries) > memoPaths {
		clear(memo.entries[memoPaths:])
		memo.entries = memo.entries[:memoPaths]
	}
}

// lookup returns what was worked out from exactly data, the bytes of the
// ledger file real, as a copy the caller owns: from the memo, else from
// the disk cache (and then kept in the memo), else nil.
func lookup(real string, data []byte) *worked {
	if w := recall(real, data); w != nil {
		return w
	}
	c := readCache(real, data)
	if c == nil {
		return nil
	}
	remember(real, data, &c.worked)
	return &c.worked
}
