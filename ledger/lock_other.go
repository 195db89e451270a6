//go:build !unix

package ledger

import (
	"errors"
	"os"
)

// lockLedger opens the ledger file real (named path in messages) and
// takes its lock, waiting with w. Without flock(2) the lock is a lock file
// beside the ledger, made exclusively once the ledger is open (an existing
// name, a link too, is never written through) and removed on unlock; one
// left by a crash must be removed by hand, which the error says.
func lockLedger(path, real string, w *waiter) (*os.File, func(), error) {
	f, err := os.Open(real)
	if err != nil {
		return nil, nil, fileError(path, err)
	}
	fi, err := f.Stat()
	if err == nil {
		err = regular(path, fi)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	lp := earlierLock(real)
	err = w.wait(func() (bool, error) {
		l, err := os.OpenFile(lp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			l.Close()
			return true, nil
		}
		if errors.Is(err, os.ErrExist) {
			return false, nil
		}
		return false, err
	})
	if err != nil {
		f.Close()
		if errors.Is(err, errBusy) {
			return nil, nil, err
		}
		return nil, nil, fileError(path, err)
	}
	return f, func() { os.Remove(lp); f.Close() }, nil
}

// syncDir is a no-op where directories cannot be synced.
func syncDir(dir string) error { return nil }

// canWrite is true where access(2) is not at hand: a write the system
// refuses still fails, with its own error.
func canWrite(path string) bool { return true }
