//go:build unix

package ledger

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// system is flock(2) on the ledger file itself: it needs only to read
// the file, so any player who may write the ledger may lock it.
var system lockSystem = flockSystem{}

type flockSystem struct{}

// replace is rename(2), which replaces a file whoever has it open.
func (flockSystem) replace(tmp, real string) error { return os.Rename(tmp, real) }

// inUse is never so: an open file does not stop rename(2).
func (flockSystem) inUse(error) bool { return false }

// open opens the ledger file real for reading, refusing what is not a
// regular file. Its links are resolved: a link there now is refused, not
// followed; and a named pipe does not block the open.
func (flockSystem) open(path, real string) (*os.File, error) {
	f, err := os.OpenFile(real, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fileError(path, err)
	}
	return onlyRegular(path, f)
}

// tryLock takes flock(2) on f if it is free.
func (flockSystem) tryLock(f *os.File) (bool, error) {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	return tried(f, err, syscall.EWOULDBLOCK, syscall.EINTR)
}

// earlier takes the lock file an earlier dragon made beside the ledger
// (see earlierLock), when there is one, before the ledger's own lock, as
// that dragon took it. It is never made, and never followed: a link there
// (one planted to make dragon create a file elsewhere) is refused, naming
// it, and so is anything but a file.
func (s flockSystem) earlier(path, real string, w *waiter) (unlock func(), err error) {
	lp := earlierLock(real)
	f, err := os.OpenFile(lp, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return func() {}, nil
	case errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.ENXIO):
		// One this user may not open (another's, made under umask 077),
		// or a socket: no earlier dragon of his can hold it, and waiting
		// on it would stop every write until it is removed by hand.
		return func() {}, nil
	case errors.Is(err, syscall.ELOOP):
		return nil, fmt.Errorf("%s: its lock file %s is a symbolic link, which dragon never follows; remove it (rm %s)", path, lp, lp)
	case err != nil:
		return nil, fileError(path, err)
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		what, rm := "not a file", "rm"
		if fi != nil && fi.IsDir() {
			what, rm = "a directory", "rmdir"
		}
		return nil, fmt.Errorf("%s: its lock file %s is %s; remove it (%s %s)", path, lp, what, rm, lp)
	}
	if err := w.wait(func() (bool, error) { return s.tryLock(f) }); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// canWrite reports whether the person running dragon may write the file
// at path, as access(2) says (W_OK is 2).
func canWrite(path string) bool { return syscall.Access(path, 2) == nil }
