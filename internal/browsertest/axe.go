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

// Unfocused lists the controls of the page open in ctx that the Tab key
// does not reach, pressing it from the top until focus comes back round
// (at most a hundred times), and those reached without a visible mark of
// focus (an outline or a box shadow): what a person using the keyboard
// alone could not use. A control is a link, a button, a field, a summary,
// or anything else given a tabindex, shown (not in a closed details) and
// enabled; a radio button is reached when one of its group is (the arrow
// keys move between them).
func Unfocused(t testing.TB, ctx context.Context) []string {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tabStart)); err != nil {
		t.Fatal(err)
	}
	for range 100 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent("\t")); err != nil {
			t.Fatal(err)
		}
		done, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tabNote))
		if err != nil {
			t.Fatal(err)
		}
		if done {
			break
		}
	}
	missed, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](tabMissed))
	if err != nil {
		t.Fatal(err)
	}
	return missed
}

// tabStart puts focus on the page's body, so that Tab starts at the top, and
// starts the list of the controls focus reaches.
const tabStart = `(() => {
	const b = document.body;
	b.tabIndex = -1;
	b.focus();
	b.removeAttribute("tabindex");
	window.scrollTo(0, 0);
	window.__tabbed = [];
	window.__unmarked = [];
	return true;
})()`

// tabNote notes the control focus is on, and whether its outline or
// shadow shows it; true when focus came back to one noted before (or left
// the page).
const tabNote = `(() => {
	const e = document.activeElement;
	if (!e || e === document.body || window.__tabbed.includes(e)) return true;
	window.__tabbed.push(e);
	const s = getComputedStyle(e);
	if ((s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0) && s.boxShadow === "none") window.__unmarked.push(e);
	return false;
})()`

// tabMissed names the controls Tab did not reach, and those it reached
// with no mark of focus.
const tabMissed = `(() => {
	const name = e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.name ? "[name=" + e.name + "]" : "") + " " + (e.textContent || e.value || "").trim().slice(0, 30);
	const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])")]
		.filter(e => !e.disabled && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" && !(e.closest("details:not([open])") && e.tagName !== "SUMMARY"));
	const reached = e => window.__tabbed.includes(e) ||
		(e.type === "radio" && window.__tabbed.some(o => o.type === "radio" && o.name === e.name && o.form === e.form));
	return controls.filter(e => !reached(e)).map(e => "not reached: " + name(e))
		.concat(window.__unmarked.map(e => "no visible focus: " + name(e)));
})()`
