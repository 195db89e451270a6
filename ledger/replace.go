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
		return fmt.Errorf("%s: the system refused to replace the ledger for %v (%v), so nothing was written: close it in any program that has it open and try again; on a USB stick, a memory card or a network folder, keep the ledger on the computer's own disk",
			name, replaceWait.Round(time.Second), busy)
	}
	return err
}
