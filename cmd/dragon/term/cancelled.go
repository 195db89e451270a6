package term

import "errors"

// ErrCancelled is returned when the person stops a prompt (Ctrl-C, Ctrl-D).
var ErrCancelled = errors.New("cancelled")

// CancelledKeeping is the error of a flow the person cancelled after it
// had written: it is ErrCancelled (exit 2), and kept says what stays
// written ("3 hands recorded stay in night.yaml"), so that the line that
// ends the run does not say nothing was.
func CancelledKeeping(kept string) error { return cancelledKeeping{kept} }

type cancelledKeeping struct{ kept string }

func (c cancelledKeeping) Error() string        { return "cancelled; " + c.kept }
func (c cancelledKeeping) Is(target error) bool { return target == ErrCancelled }

// CancelledLine is what the run's last line says of a cancel err: what
// stays written, or that nothing was.
func CancelledLine(err error) string {
	var c cancelledKeeping
	if errors.As(err, &c) {
		return c.Error()
	}
	return "cancelled; nothing was written"
}
