package ledger

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
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

// replaceWait is how long a write waits for another program to let go of
// the ledger it would replace.
var replaceWait = 5 * time.Second

// InUse, when set, is called once by a write whose new copy of the ledger
// has waited a second to replace it because another program has the
// ledger open in a way that stops it (on Windows, a sharing violation: an
// editor, a virus scanner, a backup, a 'dragon serve' reading it): file
// names the ledger as given, left is how much longer the write tries at
// most. The program sets it to say so on standard error.
var InUse func(file string, left time.Duration)

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
	file, unlock, err := lockLedger(system, path, real, newWaiter(path, lockWait, &Waiting))
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

// A lockSystem is what the ledger's lock and its replace ask of the
// operating system: lock_unix.go gives flock(2), lock_windows.go
// LockFileEx. Everything else (the wait, a file replaced while it was
// waited for, a replace retried) is this file's, the same everywhere.
type lockSystem interface {
	// open opens the ledger file real (named path in messages) for
	// reading, refusing what is not a regular file; open, it can still
	// be replaced by a new copy.
	open(path, real string) (*os.File, error)
	// tryLock takes the lock of the open ledger f if it is free. The
	// system drops it when f is closed or its process ends, however it
	// ends, so it is never left behind.
	tryLock(f *os.File) (bool, error)
	// earlier takes the lock an earlier dragon kept in a file beside the
	// ledger, where that dragon's lock would still be kept (see
	// earlierLock).
	earlier(path, real string, w *waiter) (unlock func(), err error)
	// replace renames the file tmp over the ledger file real, which this
	// process holds open and locked.
	replace(tmp, real string) error
	// inUse reports whether err, from replace, says another program has
	// the ledger open in a way that stops a replace until it closes it.
	inUse(err error) bool
}

// lockLedger opens the ledger file real (named path in messages) and
// takes its lock, waiting with w for another dragon that holds it. No file
// is made to hold it. A writer replaces the file with a new one, so a lock
// taken on the file it replaced locks nothing: the lock holds only once
// the file locked is still the one at real. unlock releases it and closes
// the file.
func lockLedger(sys lockSystem, path, real string, w *waiter) (*os.File, func(), error) {
	unlockEarlier, err := sys.earlier(path, real, w)
	if err != nil {
		return nil, nil, err
	}
	for {
		f, err := sys.open(path, real)
		if err != nil {
			unlockEarlier()
			return nil, nil, err
		}
		if err := w.wait(func() (bool, error) { return sys.tryLock(f) }); err != nil {
			f.Close()
			unlockEarlier()
			return nil, nil, err
		}
		if locked, err := f.Stat(); err == nil {
			if now, err := os.Stat(real); err == nil && os.SameFile(locked, now) {
				return f, func() { f.Close(); unlockEarlier() }, nil
			}
		}
		f.Close() // replaced while we waited: lock the new file
	}
}

// onlyRegular returns the ledger file f, opened as the ledger at path,
// once it is seen to be a regular file; what is not is closed and
// refused.
func onlyRegular(path string, f *os.File) (*os.File, error) {
	fi, err := f.Stat()
	if err == nil {
		err = regular(path, fi)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// tried is what a try of the lock of f that returned err says: taken,
// held by another (err is one of held), or an error naming f.
func tried(f *os.File, err error, held ...error) (bool, error) {
	if err == nil {
		return true, nil
	}
	for _, h := range held {
		if errors.Is(err, h) {
			return false, nil
		}
	}
	return false, &os.PathError{Op: "lock", Path: f.Name(), Err: err}
}

// waiter is a write waiting for the lock of the ledger file: until its
// deadline, saying so once (see Waiting) after a second.
type waiter struct {
	file            string
	start, deadline time.Time
	told            bool
	// tell is the hook that says so: &Waiting, or &InUse.
	tell *func(file string, left time.Duration)
}

// newWaiter waits at most max for the ledger named file, saying so with
// the hook at tell.
func newWaiter(file string, max time.Duration, tell *func(string, time.Duration)) *waiter {
	now := time.Now()
	return &waiter{file: file, start: now, deadline: now.Add(max), tell: tell}
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
			if *w.tell != nil {
				(*w.tell)(w.file, w.deadline.Sub(now))
			}
		}
		time.Sleep(pause)
		pause = min(2*pause, 20*time.Millisecond)
	}
}

// earlierLock is the lock file an earlier dragon kept beside the ledger
// file real, .NAME.lock: no longer made, but on Unix still taken where one
// is, so that a table still running an earlier dragon on another machine
// keeps its writes in turn with this one's (on Windows it is passed over:
// see lock_windows.go).
func earlierLock(real string) string {
	dir, base := filepath.Split(real)
	return filepath.Join(dir, "."+base+".lock")
}
