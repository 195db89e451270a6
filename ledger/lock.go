package ledger

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// lockWait is how long a write waits for another dragon writing the same
// ledger.
var lockWait = 30 * time.Second

// Waiting, when set, is called once by a write that has waited a second
// for another writer of the same ledger: file names the ledger as given,
// left is how much longer the write waits at most before it gives up. The
// program sets it to say so on standard error; the package never prints.
var Waiting func(file string, left time.Duration)

// errBusy is returned when the lock stays taken.
var errBusy = errors.New("another dragon is writing this ledger; try again")

// locked runs f holding the lock of the ledger at path. The lock is the
// ledger file's own (a symbolic link is followed, so the link stays): no
// file is made beside a file before it has been read as a ledger, nor
// beside anything a link points at. f gets the path of the file itself and
// its bytes, read under the lock.
func locked(path string, f func(real string, data []byte) error) error {
	if path == "" {
		return errNoName
	}
	if _, err := os.Stat(path); err != nil {
		return fileError(path, err)
	}
	real := path
	if r, err := filepath.EvalSymlinks(path); err == nil {
		real = r
	}
	w := &waiter{file: path, start: time.Now()}
	w.deadline = w.start.Add(lockWait)
	file, unlock, err := lockLedger(path, real, w)
	if err != nil {
		if errors.Is(err, errBusy) {
			return fmt.Errorf("%s: %w", path, err)
		}
		return err
	}
	defer unlock()
	data, err := readOpen(path, file)
	if err != nil {
		return err
	}
	// Temporary files of a writer killed before its rename are garbage;
	// holding the lock, nobody else is writing one. Only dragon's own are
	// removed (see createTemp).
	prefix := ledgerTemp(real)
	removeTemps(filepath.Dir(real), prefix, 0, func(name string) bool { return isTemp(name, prefix) })
	// Cut to its length, appending to it copies rather than writes into
	// the bytes the parsed nodes came from.
	return f(real, data[:len(data):len(data)])
}

// waiter is a write waiting for the lock of the ledger file: until its
// deadline, saying so once (see Waiting) after a second.
type waiter struct {
	file            string
	start, deadline time.Time
	told            bool
}

// wait takes the lock with try, which reports whether it got it, trying
// again until the deadline.
func (w *waiter) wait(try func() (bool, error)) error {
	pause := time.Millisecond
	for {
		ok, err := try()
		if ok || err != nil {
			return err
		}
		now := time.Now()
		if now.After(w.deadline) {
			return errBusy
		}
		if !w.told && now.Sub(w.start) >= time.Second {
			w.told = true
			if Waiting != nil {
				Waiting(w.file, w.deadline.Sub(now))
			}
		}
		time.Sleep(pause)
		pause = min(2*pause, 20*time.Millisecond)
	}
}

// earlierLock is the lock file an earlier dragon kept beside the ledger
// file real, .NAME.lock: no longer made, but still taken where one is, so
// that a table still running an earlier dragon on another machine keeps
// its writes in turn with this one's.
func earlierLock(real string) string {
	dir, base := filepath.Split(real)
	return filepath.Join(dir, "."+base+".lock")
}

func globEscape(s string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`, `\`, `\\`)
	return r.Replace(s)
}
