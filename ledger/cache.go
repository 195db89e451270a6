package ledger

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The cache lets a dragon that finds a ledger exactly as the last dragon
// left it skip reading every record again: reading a 10,000-hand file takes
// yaml.v3 about a third of a second. An entry holds the state worked out
// from the file, keyed by the SHA-256 of the file's bytes and by the
// program that worked it out; any change to the file, or a different
// dragon, misses it and the file is read in full; so does an entry that
// does not match the SHA-256 on its first line. It is never the truth:
// 'ledger check' and 'ledger history' always read every record, and the
// cache can be deleted at any time. Entries live in the user's cache
// directory, so the ledger's own directory gains no file.
// DRAGON_LEDGER_CACHE=off turns it off, and the memo (memo.go) with it.
//
// A write makes the entry for the file it wrote while it holds the lock,
// so no other write comes between. A read makes one without the lock,
// after reading the file in full, and only while the file still holds the
// bytes it read: an entry for a file already replaced would take the
// place of the fresh one its writer made, and every dragon after, reading
// the new file, would miss and read it in full again.

// cacheFormat changes whenever what is cached, or how a state is worked
// out, changes; older entries then miss.
const cacheFormat = 9

type cacheEntry struct {
	Format  int    `json:"format"`
	Program string `json:"program"`
	Size    int    `json:"size"`
	Sum     string `json:"sha256"`
	worked
}

// cacheDir returns the directory of cache entries, or "" for none.
var cacheDir = func() string {
	if os.Getenv("DRAGON_LEDGER_CACHE") == "off" {
		return ""
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "dragon", "ledger")
}

// program identifies the running dragon: a rebuilt binary misses the
// entries of the old one, whose rules may differ.
var program = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	fi, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %d %d", exe, fi.Size(), fi.ModTime().UnixNano())
})

// cachePath is the entry for the ledger at real (an absolute, resolved
// path is the key).
func cachePath(real string) string {
	dir := cacheDir()
	if dir == "" || program() == "" {
		return ""
	}
	abs, err := filepath.Abs(real)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(dir, hex.EncodeToString(sum[:12])+".json")
}

func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// readCache returns the entry for the ledger at real when it was made from
// exactly data by this program, else nil.
func readCache(real string, data []byte) *cacheEntry {
	p := cachePath(real)
	if p == "" {
		return nil
	}
	b, err := readEntry(p)
	if err != nil {
		return nil
	}
	// The entry's first line is the SHA-256 of the rest: an entry changed
	// by hand, cut short or damaged on disk misses, and is never trusted.
	seal, body, ok := bytes.Cut(b, []byte("\n"))
	if !ok || string(seal) != digest(body) {
		return nil
	}
	var c cacheEntry
	if json.Unmarshal(body, &c) != nil {
		return nil
	}
	if c.Format != cacheFormat || c.Program != program() || c.Size != len(data) || c.Sum != digest(data) {
		return nil
	}
	c.State.Header = &c.Header
	return &c
}

// readEntry reads the cache entry at p: a regular file of at most
// maxLedgerSize bytes, itself and not a link. A FIFO, a device or a link
// put in its place (to /dev/zero, say) could hang a command or fill its
// memory: it is not read, and the entry misses.
func readEntry(p string) ([]byte, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() || fi.Size() > int64(maxLedgerSize) {
		return nil, errNotAnEntry
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if now, err := f.Stat(); err != nil || !os.SameFile(fi, now) {
		return nil, errNotAnEntry
	}
	return io.ReadAll(io.LimitReader(f, int64(maxLedgerSize)))
}

// errNotAnEntry is a cache entry that is not a regular file of the size
// an entry may have.
var errNotAnEntry = words.NewError("ledger", "not a cache entry")

// writeCache records w, worked out from data, best effort: a cache that
// cannot be written only costs time. still, when not nil, is asked last,
// just before the entry takes its place, and the entry is dropped unless
// it reports that the file still holds data (see ReadCurrent).
func writeCache(real string, data []byte, w *worked, still func() bool) {
	p := cachePath(real)
	if p == "" {
		return
	}
	c := cacheEntry{Format: cacheFormat, Program: program(), Size: len(data), Sum: digest(data), worked: *w}
	b, err := json.Marshal(&c)
	if err != nil || os.MkdirAll(filepath.Dir(p), 0o755) != nil {
		return
	}
	dir := filepath.Dir(p)
	removeTemps(dir, entryTemp, entryAge, isEntryTemp)
	f, err := createTemp(dir, entryTemp)
	if err != nil {
		return
	}
	_, werr := f.Write(append([]byte(digest(b)+"\n"), b...))
	cerr := f.Close()
	if werr != nil || cerr != nil || (still != nil && !still()) || os.Rename(f.Name(), p) != nil {
		os.Remove(f.Name())
	}
}

// entryAge is how long ago an entry being written must have been last
// written to be a leftover: writing one takes milliseconds, and any
// dragon may be writing one now (the cache has no lock).
const entryAge = 10 * time.Minute

// isEntryTemp reports whether name, in the cache's folder, is an entry a
// dragon was writing: one createTemp made, or, from a dragon before it,
// os.CreateTemp's ".entry-" and digits.
func isEntryTemp(name string) bool {
	if isTemp(name, entryTemp) {
		return true
	}
	digits, ok := strings.CutPrefix(name, entryTemp)
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// Current is where a ledger stands now.
type Current struct {
	// Header is the session as it stands now: its players are those at
	// the table after the last record, renamed and seated as the records
	// say (the file's players: are those it started with).
	Header books.Header
	State  books.State
	// Warnings are the flagged problems (money below zero).
	Warnings books.Problems
}

// ReadCurrent returns where the ledger at path stands, the quick way: from
// the memo or the cache when the file is byte for byte the one last worked
// out, else by reading it in full (and then keeping the result in both). A
// ledger with problems is an error of type Problems.
func ReadCurrent(path string) (*Current, error) {
	real := path
	if r, err := filepath.EvalSymlinks(path); err == nil {
		real = r
	}
	data, err := readFile(path, real)
	if err != nil {
		return nil, err
	}
	return readCurrent(path, real, data)
}

// readCurrent is ReadCurrent of data, the bytes read from the ledger file
// real, named path in messages.
func readCurrent(path, real string, data []byte) (*Current, error) {
	if w := lookup(real, data); w != nil {
		cur := &Current{Header: w.Header, State: w.State, Warnings: w.Warnings}
		cur.State.Header = &cur.Header
		for _, p := range cur.Warnings {
			p.File = path
		}
		return cur, nil
	}
	l, ps := Parse(path, data)
	if errs := ps.Errors(); len(errs) > 0 {
		return nil, errs
	}
	w := l.worked(ps)
	remember(real, data, w)
	// Read without the lock, the file may have been replaced since: an
	// entry for these bytes would then take the place of the one its
	// writer made for the new bytes, under the lock, and every dragon
	// after would read the file in full again. The entry is kept only
	// when the file still holds them.
	writeCache(real, data, w, func() bool {
		now, err := readFile(path, real)
		return err == nil && bytes.Equal(now, data)
	})
	cur := &Current{State: l.State(), Warnings: ps}
	cur.Header = *cur.State.Header
	cur.State.Header = &cur.Header
	return cur, nil
}

// worked is what the ledger's full read worked out, with warnings, to be
// kept in the memo and the cache. It shares the ledger's values.
func (l *Ledger) worked(warnings books.Problems) *worked {
	return &worked{Header: *l.Now().Header, State: l.Now(), Below: l.Below(), Plan: l.plan, Warnings: warnings}
}
