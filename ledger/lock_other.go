//go:build !unix

package ledger

import (
	"errors"
	"os"
	"time"
)

// lock takes the ledger's lock file, waiting up to lockWait. Without
// flock(2) the lock is the file's existence (created exclusively, removed
// on unlock); one left by a crash must be removed by hand, which the error
// says.
func lock(path string) (unlock func(), err error) {
	deadline := time.Now().Add(lockWait)
	wait := time.Millisecond
	for {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			f.Close()
			return func() { os.Remove(path) }, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, err
		}
		if time.Now().After(deadline) {
			return nil, errBusy
		}
		time.Sleep(wait)
		wait = min(2*wait, 20*time.Millisecond)
	}
}

// syncDir is a no-op where directories cannot be synced.
func syncDir(dir string) error { return nil }

// canWrite is true where access(2) is not at hand: a write the system
// refuses still fails, with its own error.
func canWrite(path string) bool { return true }
