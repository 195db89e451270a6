//go:build unix

package ledger

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lock takes the ledger's lock file, waiting up to lockWait for another
// dragon that holds it. The lock is flock(2) on a file that stays in place:
// the kernel drops it when the holder exits, even killed, so it can never
// be left stale. flock needs only to read the file, so a lock file made by
// one player serves all who share the ledger.
func lock(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDONLY, 0o644)
	if err != nil {
		return nil, err
	}
	fd := int(f.Fd())
	deadline := time.Now().Add(lockWait)
	wait := time.Millisecond
	for {
		err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			break
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, &os.PathError{Op: "lock", Path: path, Err: err}
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, errBusy
		}
		time.Sleep(wait)
		wait = min(2*wait, 20*time.Millisecond)
	}
	return func() {
		syscall.Flock(fd, syscall.LOCK_UN)
		f.Close()
	}, nil
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
