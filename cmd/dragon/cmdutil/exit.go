package cmdutil

import "errors"

// Exit codes, documented in `dragon help exit-codes`.
const (
	ExitOK        = 0
	ExitError     = 1 // bad input, a refused claim, a failed check
	ExitCancelled = 2 // the person cancelled at a prompt
)

// ErrCancelled is returned when the person stops a prompt (Ctrl-C, Ctrl-D).
var ErrCancelled = errors.New("cancelled")
