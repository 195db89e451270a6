//go:build !unix

package testdir

// alive takes every process for running where there is no signal 0 to
// ask with: a folder left there stays for the system to clear.
func alive(int) bool { return true }
