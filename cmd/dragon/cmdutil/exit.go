package cmdutil

import "errors"

// Exit codes, documented in `dragon help exit-codes`.
const (
	ExitOK        = 0
	ExitError     = 1 // bad input, a refused claim, a failed check
	ExitCancelled = 2 // the person cancelled at a prompt
	// ExitClaimDisagrees: a referee's --claim disagrees with the rules, so
	// a script can tell a wrong claim from bad input (1).
	ExitClaimDisagrees = 3
)

// ErrClaimDisagrees is returned by a command whose --claim disagrees with
// the rules, after it has printed the verdict; main exits with
// ExitClaimDisagrees and prints nothing more.
var ErrClaimDisagrees = errors.New("the claim disagrees with the rules")
