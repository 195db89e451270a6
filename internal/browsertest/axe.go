package browsertest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axeVersion is the axe-core the accessibility checks run, fetched by the
// tests from the npm registry, never kept in the repository; axeIntegrity
// is its package's digest as the registry states it (dist.integrity),
// checked before its script runs.
const (
	axeVersion   = "4.10.3"
	axeIntegrity = "sha512-Xm7bpRXnDSX2YE2YFfBk2FnF0ep6tmG7xPh8iHee8MIcrgq762Nkce856dYtJYLkuIoYZvGfTs/PbZhideTcEg=="
)

// theAxe is axe-core's script, fetched once for the test binary and kept
// in memory: nothing is written to disk.
var theAxe struct {
	once   sync.Once
	source string
	err    error
}

// errNoRegistry is why an accessibility check skips: the npm registry
// cannot be reached to fetch axe-core from.
type errNoRegistry struct{ err error }

func (e errNoRegistry) Error() string {
	return fmt.Sprintf("the npm registry cannot be reached to fetch axe-core from (%v)", e.err)
}

// skipNothing names the variable that makes a test fail, not skip, when
// what it needs cannot be had: CI's promise that no test skips there.
const skipNothing = "DRAGON_TESTS_SKIP_NOTHING"

// skipAtTheEnd marks test t skipped, saying why (err), once its other
// checks are done, unless one of them failed.
func skipAtTheEnd(t testing.TB, err error) {
	if _, marked := skipsMarked.LoadOrStore(t, true); marked {
		return
	}
	t.Cleanup(func() {
		if !t.Failed() {
			t.Skipf("its pages were not checked with axe-core: %v", err)
		}
	})
}

// skipsMarked are the tests skipAtTheEnd has marked.
var skipsMarked sync.Map

// axeSource fetches axe-core at the first call and returns its script.
func axeSource() (string, error) {
	theAxe.once.Do(func() { theAxe.source, theAxe.err = fetchAxe(axeTarball()) })
	return theAxe.source, theAxe.err
}

// axeTarball is where the registry keeps axe-core's package: the registry
// npm is told to use (npm_config_registry), or npm's own.
func axeTarball() string {
	registry := "https://registry.npmjs.org"
	for _, k := range []string{"npm_config_registry", "NPM_CONFIG_REGISTRY"} {
		if v := os.Getenv(k); v != "" {
			registry = v
		}
	}
	return strings.TrimSuffix(registry, "/") + "/axe-core/-/axe-core-" + axeVersion + ".tgz"
}

// fetchAxe fetches the package at url, checks it against axeIntegrity
// and returns its axe.min.js.
func fetchAxe(url string) (string, error) {
	client := http.Client{Timeout: 20 * time.Second} // a registry slower than that is taken as out of reach
	resp, err := client.Get(url)
	if err != nil {
		return "", errNoRegistry{err}
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("fetching axe-core: %s: %s", url, resp.Status)
	}
	pkg, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return "", fmt.Errorf("fetching axe-core: %s: %v", url, err)
	}
	sum := sha512.Sum512(pkg)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != axeIntegrity {
		return "", fmt.Errorf("axe-core from %s is %s, not the package its registry states (%s)", url, got, axeIntegrity)
	}
	return fileInTarball(pkg, "package/axe.min.js")
}

// fileInTarball returns the file named name in the gzipped tar pkg.
func fileInTarball(pkg []byte, name string) (string, error) {
	z, err := gzip.NewReader(bytes.NewReader(pkg))
	if err != nil {
		return "", err
	}
	tr := tar.NewReader(z)
	for {
		h, err := tr.Next()
		if err != nil {
			return "", fmt.Errorf("axe-core's package: no %s (%v)", name, err)
		}
		if h.Name == name {
			b, err := io.ReadAll(io.LimitReader(tr, 16<<20))
			return string(b), err
		}
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
// which a page's Content-Security-Policy does not govern. When the npm
// registry cannot be reached, Axe finds nothing and the test goes on with
// its other checks; it ends skipped, saying why, unless one of them
// failed (and fails at once where DRAGON_TESTS_SKIP_NOTHING is set, as
// .ci/run sets it).
func Axe(t testing.TB, ctx context.Context) []string {
	t.Helper()
	src, err := axeSource()
	if errors.As(err, new(errNoRegistry)) && os.Getenv(skipNothing) == "" {
		skipAtTheEnd(t, err)
		return nil
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
