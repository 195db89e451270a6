package browsertest

import "testing"

// TestShortReadAsTheTestingPackageReadsIt: the command line asks for a
// short run in each way the flag package takes a boolean flag, and only
// then.
func TestShortReadAsTheTestingPackageReadsIt(t *testing.T) {
	for args, want := range map[string]bool{
		"-test.short":       true,
		"-test.short=true":  true,
		"--test.short=1":    true,
		"-test.short=false": false,
		"-test.v":           false,
		"test.short":        false,
		"-test.run=short":   false,
		"-test.shortly":     false,
		"-test.short=maybe": false,
	} {
		if got := short([]string{"-test.paniconexit0", args}); got != want {
			t.Errorf("short(%q) = %v, want %v", args, got, want)
		}
	}
}
