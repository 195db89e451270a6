package ledger

import (
	"errors"
	"fmt"
	"os"
	"time"
)

// replace renames the new copy tmp over the ledger file real (named name
// in messages) with the system's replace, trying again while another
// program has the ledger open, for replaceWait at most; then it gives up,
// saying why, and the ledger is as it was.
func replace(sys lockSystem, name, tmp, real string) error {
	var busy error
	err := newWaiter(name, replaceWait, &InUse).wait(func() (bool, error) {
		err := sys.replace(tmp, real)
		if err != nil && sys.inUse(err) {
			busy = err
			return false, nil
		}
		return err == nil, err
	})
	if errors.Is(err, errBusy) {
		var le *os.LinkError
		if errors.As(busy, &le) {
			busy = le.Err // the system's words, without the temporary file's name
		}
		return fmt.Errorf("%s: another program kept the ledger open for %v (%v), so it could not be replaced and nothing was written; close the ledger in that program, or wait for it, and try again",
			name, replaceWait.Round(time.Second), busy)
	}
	return err
}
