// Package browsertest gives the tests of what a person sees (the night's
// report, the table's phones) a headless Chromium to open pages in: one
// Chromium for the whole test binary, started when a test first needs it
// and ended when the tests are over, in which each test has a browser of
// its own.
package browsertest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/testdir"
)

// TestingM is what a TestMain runs: *testing.M.
type TestingM interface{ Run() int }

// shared is the test binary's Chromium. Starting one costs about a
// CPU-second and each test has its own browser context in it, so the
// tests share it rather than start one each.
var shared struct {
	mu      sync.Mutex
	running bool            // Closing is running the tests
	env     []string        // the environment as it was before the tests
	home    string          // Chromium's own home, removed when it ends
	browser context.Context // the Chromium, once a test has started it
	stop    context.CancelFunc
	err     error // why it did not start
	tried   bool
	lasting []context.CancelFunc // the contexts Lasting made
}

// Closing returns m, run so that the Chromium its tests shared ends when
// they are over; with -test.short, more of its parallel tests run at
// once (see waitingTests). A package whose tests call Start runs them
// with it:
//
//	func TestMain(m *testing.M) { os.Exit(browsertest.Closing(m).Run()) }
func Closing(m TestingM) TestingM { return closing{m} }

type closing struct{ m TestingM }

func (c closing) Run() int {
	shared.mu.Lock()
	shared.running, shared.env = true, os.Environ()
	shared.mu.Unlock()
	waitingTests(os.Args[1:])
	defer stop()
	return c.m.Run()
}

// stop ends the shared Chromium, if a test started it, and waits until
// it is gone and its profile removed.
func stop() {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	for _, cancel := range shared.lasting {
		cancel()
	}
	if shared.stop != nil {
		shared.stop()
	}
	if shared.home != "" {
		os.RemoveAll(shared.home)
	}
	shared.running, shared.browser, shared.stop, shared.tried, shared.lasting, shared.home = false, nil, nil, false, nil, ""
}

// flags are Chromium's switches: headless, nothing that reaches the
// network, and none of the work a person's browser does that these tests
// never see: a spare renderer process kept warm, a new document object
// and process for each navigation (RenderDocument), pages kept for the
// back button; nor the address bar's suggestions, two pages of
// Chromium's own (WebUIOmniboxPopup, WebUIOmniboxAimPopup) that it
// makes for every browser context, about a quarter of a CPU-second each
// time and no part of any page tested. None changes what a page shows.
var flags = []chromedp.ExecAllocatorOption{
	chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
	chromedp.Flag("disable-quic", true), chromedp.Flag("no-first-run", true), chromedp.Flag("no-default-browser-check", true),
	chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
	chromedp.Flag("disable-sync", true), chromedp.Flag("hide-scrollbars", true),
	chromedp.Flag("disable-extensions", true), chromedp.Flag("disable-default-apps", true),
	chromedp.Flag("disable-breakpad", true), chromedp.Flag("mute-audio", true),
	chromedp.Flag("disable-features", "BackForwardCache,RenderDocument,SpareRendererForSitePerProcess,Translate,OptimizationHints,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup"),
}

// browser is the shared Chromium, started at the first call. It runs in
// the environment of the tests' start, not of the test that happens to
// start it (a test's t.Setenv ends with the test; the browser does not).
func browser() (context.Context, error) {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if !shared.running {
		return nil, errors.New("TestMain does not run the tests with browsertest.Closing, which ends the Chromium they share")
	}
	if shared.tried {
		return shared.browser, shared.err
	}
	shared.tried = true
	path, err := chromium()
	if err != nil {
		shared.err = err
		return nil, err
	}
	home, err := testdir.Make("dragon-test-chromium-")
	if err != nil {
		shared.err = err
		return nil, err
	}
	shared.home = home
	opts := append([]chromedp.ExecAllocatorOption{chromedp.ExecPath(path), chromedp.NoInheritEnv, chromedp.Env(ownHome(shared.env, home)...),
		chromedp.UserDataDir(filepath.Join(home, "profile"))}, flags...)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	if err := closeTabs(ctx); err != nil {
		cancel()
		cancelAlloc()
		shared.err = err
		return nil, err
	}
	shared.browser = ctx
	shared.stop = func() { cancel(); cancelAlloc() }
	return ctx, nil
}

// ownHome is the environment env with a home of Chromium's own, home:
// given a profile (--user-data-dir), Chromium still writes its crash
// reports' database into ~/.config/chromium and its certificates into
// ~/.pki, which would be the person's own.
func ownHome(env []string, home string) []string {
	out := slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		k, _, _ := strings.Cut(kv, "=")
		return k == "HOME" || strings.HasPrefix(k, "XDG_") && strings.HasSuffix(k, "_HOME")
	})
	for _, k := range []string{"HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"} {
		out = append(out, k+"="+filepath.Join(home, strings.ToLower(k)))
	}
	return out
}

// closeTabs starts the browser of ctx without a tab of its own, and
// closes the blank tab Chromium opens as it starts: each tab has a
// renderer process, which costs most of a CPU-second in its first second,
// and the tests open their own.
func closeTabs(ctx context.Context) error {
	tabs, err := chromedp.Targets(ctx)
	if err != nil {
		return err
	}
	b := chromedp.FromContext(ctx).Browser
	for _, tab := range tabs {
		if tab.Type == "page" {
			if _, err := cdp.Call(ctx, b, target.CloseTarget, target.CloseTargetParams{TargetID: tab.TargetID}); err != nil {
				return err
			}
		}
	}
	return nil
}

// errNoChromium is why a test skips: there is no Chromium to start.
var errNoChromium = errors.New("no Chromium to open the pages in (apt-get install chromium; .ci/run installs it)")

// browsers are the names a Chromium is found by on PATH, the first found
// started. The headless shell comes first: the same Blink as Chromium's
// (the tests see the same pages) without a browser's own windows and
// services, it takes about half the CPU time for each page loaded, which
// is most of what the browser tests cost (apt-get install
// chromium-headless-shell). CI installs Chromium alone.
var browsers = []string{"chromium-headless-shell", "chrome-headless-shell", "headless_shell", "chromium", "chromium-browser", "google-chrome"}

// chromium is the path of the first of browsers found on PATH.
func chromium() (string, error) {
	for _, name := range browsers {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errNoChromium
}

// Start gives test t a browser of its own for at most d: a browser
// context (cookies, cache and storage of its own) in the Chromium the
// test binary shares, with nothing that reaches the network. The test
// skips, saying why, when there is no Chromium. Chromium is running when
// Start returns, so contexts of their own (chromedp.WithNewBrowserContext)
// can be made from it; they end with the test. Its tab (and the renderer
// process behind it) opens at its first action, so a test that only makes
// contexts of its own from it never pays for one.
func Start(t testing.TB, d time.Duration) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(started(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, d)
	t.Cleanup(cancelTime)
	return ctx
}

// Lasting is a browser context of its own in the shared Chromium, as
// Start's, for what several tests share (a table's phones, each made
// once): it lasts until the tests are over, not until t ends. A test
// bounds its time in it with context.WithTimeout. The test skips, saying
// why, when there is no Chromium.
func Lasting(t testing.TB) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(started(t), chromedp.WithNewBrowserContext())
	shared.mu.Lock()
	shared.lasting = append(shared.lasting, cancel)
	shared.mu.Unlock()
	return ctx
}

// started is the shared Chromium, started when no test has yet; the test
// skips, saying why, when there is none.
func started(t testing.TB) context.Context {
	t.Helper()
	b, err := browser()
	if errors.Is(err, errNoChromium) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return b
}
