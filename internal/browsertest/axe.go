package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// axeVersion is the axe-core the accessibility checks run: installed by
// the tests with npm, never kept in the repository.
const axeVersion = "4.10.3"

// theAxe is axe-core's script, installed once for the test binary into a
// folder of its own (npm's cache too), removed when the tests are over.
var theAxe struct {
	once   sync.Once
	dir    string
	source string
	err    error
}

// errNoNpm is why an accessibility check skips: there is no npm to
// install axe-core with.
var errNoNpm = errors.New("no npm to install axe-core with (apt-get install npm; .ci/run has it)")

// axeSource installs axe-core at the first call and returns its script.
func axeSource() (string, error) {
	theAxe.once.Do(func() {
		npm, err := exec.LookPath("npm")
		if err != nil {
			theAxe.err = errNoNpm
			return
		}
		if theAxe.dir, err = os.MkdirTemp("", "dragon-axe-"); err != nil {
			theAxe.err = err
			return
		}
		cmd := exec.Command(npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", theAxe.dir, "axe-core@"+axeVersion)
		cmd.Env = append(os.Environ(), "npm_config_cache="+filepath.Join(theAxe.dir, "cache"), "npm_config_update_notifier=false")
		if out, err := cmd.CombinedOutput(); err != nil {
			theAxe.err = fmt.Errorf("npm install axe-core@%s: %v\n%s", axeVersion, err, out)
			return
		}
		b, err := os.ReadFile(filepath.Join(theAxe.dir, "node_modules", "axe-core", "axe.min.js"))
		theAxe.source, theAxe.err = string(b), err
	})
	return theAxe.source, theAxe.err
}

// removeAxe removes the folder axe-core was installed in.
func removeAxe() {
	if theAxe.dir != "" {
		os.RemoveAll(theAxe.dir)
	}
}

// axeRun runs axe-core on the whole page against WCAG 2.1 A and AA and
// its best practices, and lists each serious or critical violation with
// the elements it found it on.
const axeRun = `axe.run(document, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]}, resultTypes: ["violations"]})
	.then(r => r.violations.filter(v => v.impact === "serious" || v.impact === "critical")
		.map(v => v.impact + " " + v.id + ": " + v.help + " at " + v.nodes.map(n => n.target.join(" ")).join(", ")))`

// Axe runs axe-core in the page open in ctx, as it is now, and returns
// its serious and critical violations, each with where it found them.
// The script is evaluated in the page through the browser's debugger,
// which a page's Content-Security-Policy does not govern. The test skips,
// saying why, when there is no npm to install axe-core with.
func Axe(t testing.TB, ctx context.Context) []string {
	t.Helper()
	src, err := axeSource()
	if errors.Is(err, errNoNpm) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`typeof axe === "object" || (function () {`+src+`; return true })()`)); err != nil {
		t.Fatalf("loading axe-core: %v", err)
	}
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](axeRun, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("running axe-core: %v", err)
	}
	return found
}
