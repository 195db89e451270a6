package ledger

import (
	"bytes"
	"maps"
	"os"
	"sync"

	"github.com/dragon-tools/dragon/ledger/books"
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
//
// It keeps the last two versions of each file: while a write replaces the
// file, a server's readers read the old bytes or the new, and both are
// there. A write keeps its new bytes before it renames them into place, so
// no reader misses them; and a reader that read the old bytes just before
// and missed keeps them without pushing the new ones out.

// memoPaths is how many ledger files the memo keeps, those kept last: a
// server serves one ledger, an evening a few; memoVersions how many
// versions of each.
const memoPaths, memoVersions = 4, 2

// worked is what a dragon works out from a ledger's bytes to read where it
// stands and to append to it: what the disk cache keeps, and the memo.
type worked struct {
	Header books.Header `json:"header"`
	State  books.State  `json:"state"`
	// Below marks the players whose money is below zero (see replayer).
	Below    map[string]bool `json:"below,omitempty"`
	Plan     appendPlan      `json:"plan"`
	Warnings books.Problems  `json:"warnings,omitempty"`
}

// clone returns a copy of w that shares nothing with it; its state's
// header is its own.
func (w *worked) clone() *worked {
	c := &worked{Header: w.Header.Clone(), State: w.State.Clone(), Below: maps.Clone(w.Below), Plan: w.Plan}
	c.State.Header = &c.Header
	if w.Warnings != nil {
		c.Warnings = make(books.Problems, len(w.Warnings))
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
	var mine []memoEntry
	for _, e := range memo.entries {
		if e.real == real {
			mine = append(mine, e)
		}
	}
	memo.Unlock()
	// An entry is never changed, so it is compared and copied outside the
	// lock: a server's readers do not wait on each other's copies.
	for _, e := range mine {
		if bytes.Equal(e.data, data) {
			return e.w.clone()
		}
	}
	return nil
}

// remember keeps copies of w, worked out from data, and of data, the bytes
// of the ledger file real, as the newest version of real: the oldest beyond
// memoVersions, and the file kept longest ago beyond memoPaths, go. The
// copy of data holds no more than the file, where the slice read may hold
// twice as much, and nothing else holds it.
func remember(real string, data []byte, w *worked) {
	if !memoOn() {
		return
	}
	e := memoEntry{real: real, data: bytes.Clone(data), w: w.clone()}
	memo.Lock()
	defer memo.Unlock()
	versions, paths := 1, map[string]bool{real: true}
	kept := []memoEntry{e}
	for _, o := range memo.entries {
		switch {
		case o.real == real && (versions == memoVersions || bytes.Equal(o.data, data)):
			continue
		case o.real == real:
			versions++
		case !paths[o.real] && len(paths) == memoPaths:
			continue // the file used longest ago
		}
		paths[o.real] = true
		kept = append(kept, o)
	}
	memo.entries = kept
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
