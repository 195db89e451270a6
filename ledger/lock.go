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

// errBusy is returned when the lock stays taken.
var errBusy = errors.New("another dragon is writing this ledger; try again")

// locked runs f holding the lock of the ledger at path; f gets the path
// of the file itself (a symbolic link is followed, so the link stays).
func locked(path string, f func(real string) error) error {
	if path == "" {
		return errNoName
	}
	real := path
	if r, err := filepath.EvalSymlinks(path); err == nil {
		real = r
	}
	// What is not a ledger file gets no lock file beside it (in /dev, say).
	if fi, err := os.Stat(real); err == nil {
		if err := regular(path, fi); err != nil {
			return err
		}
	}
	dir, base := filepath.Split(real)
	if dir == "" {
		dir = "."
	}
	unlock, err := lock(filepath.Join(dir, "."+base+".lock"))
	if err != nil {
		if errors.Is(err, errBusy) {
			return fmt.Errorf("%s: %w", path, err)
		}
		return fileError(path, err)
	}
	defer unlock()
	// Temporary files of a writer killed before its rename are garbage;
	// holding the lock, nobody else is writing one.
	if old, _ := filepath.Glob(filepath.Join(dir, "."+globEscape(base)+".tmp-*")); len(old) > 0 {
		for _, o := range old {
			os.Remove(o)
		}
	}
	return f(real)
}

// lockedLedger is locked for a ledger that is already there: a missing
// one is refused before a lock file is left beside it.
func lockedLedger(path string, f func(real string) error) error {
	if _, err := os.Stat(path); err != nil && path != "" {
		return fileError(path, err)
	}
	return locked(path, f)
}

func globEscape(s string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`, `\`, `\\`)
	return r.Replace(s)
}
