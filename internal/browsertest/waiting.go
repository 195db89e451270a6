package browsertest

import (
	"flag"
	"runtime"
	"strconv"
	"strings"
)

// waitingTests lets a short run (-test.short) of the tests Closing runs
// have four times as many parallel tests at once as there are
// processors: tests that drive a browser, a pseudo-terminal or another
// process wait on it far more than they work, so two at a time on two
// cores leaves the cores idle. The whole suite, whose load tests are
// bounded in time, keeps the default; -test.parallel given on the
// command line, parsed after this, wins either way.
func waitingTests(args []string) {
	if short(args) {
		_ = flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0)))
	}
}

// short reports whether the command line args (before the testing
// package has parsed them) ask for -test.short.
func short(args []string) bool {
	on := false
	for _, a := range args {
		name, value, given := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "test.short" || !strings.HasPrefix(a, "-") {
			continue
		}
		on = true
		if given {
			on, _ = strconv.ParseBool(value)
		}
	}
	return on
}
