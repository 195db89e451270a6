//go:build unix

package term

import "testing"

// TestTermConsole: a Unix terminal takes escape sequences unless TERM
// says it is dumb or says nothing; the streams are not asked.
func TestTermConsole(t *testing.T) {
	for term, vt := range map[string]bool{"dumb": false, "": false, "xterm": true, "xterm-256color": true, "linux": true} {
		if got := terminal.vt(term, nil); got != vt {
			t.Errorf("TERM=%q: vt %v, want %v", term, got, vt)
		}
	}
}
