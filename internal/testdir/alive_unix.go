//go:build unix

package testdir

import (
	"errors"
	"syscall"
)

// alive reports whether process pid runs: signal 0 reaches it, or it is
// another user's.
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
