package serve_test

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
)

var updateScreenshot = flag.Bool("update-screenshot", false, "write docs/serve.png, docs/serve-keypad.png and docs/serve-tiles.png, the README's pictures of the table's page on a phone, from the browser tests")

// deviceSets is how many sets of the table's devices the browser tests
// share: two, so that while one test waits on its pages (most of what a
// browser test does) another works.
const deviceSets = 2

// deviceSet is a table's devices in the browser, the scorekeeper's and
// the four players' phones, each a browser context of its own (its own
// cookies) 360 px wide. A test's table is a server of its own; a
// browser sends every server on 127.0.0.1 the same cookies, whatever its
// port, but a session another server gave is one this one never heard
// of: no device has joined a new table.
type deviceSet struct {
	keeper context.Context
	phones map[string]context.Context
}

// theDevices are the sets not lent out. They are made as tests first
// need them, up to deviceSets (made counts them), and lent to one test
// at a time: making them again for each test would cost each context's
// start again.
var theDevices = struct {
	free chan *deviceSet
	sync.Mutex
	made int
}{free: make(chan *deviceSet, deviceSets)}

// devices lends test t a set of the table's devices until it ends, each
// to be used for at most d.
func devices(t *testing.T, d time.Duration) (keeper context.Context, phones map[string]context.Context) {
	t.Helper()
	set := takeDevices(t)
	t.Cleanup(func() { theDevices.free <- set })
	within := func(ctx context.Context) context.Context {
		ctx, cancel := context.WithTimeout(ctx, d)
		t.Cleanup(cancel)
		return ctx
	}
	phones = map[string]context.Context{}
	for name, p := range set.phones {
		phones[name] = within(p)
	}
	return within(set.keeper), phones
}

// takeDevices is a free set, or a new one while there are fewer than
// deviceSets, or the first set another test gives back.
func takeDevices(t *testing.T) *deviceSet {
	t.Helper()
	for {
		select {
		case set := <-theDevices.free:
			if set != nil {
				return set
			}
		default:
			if set := makeDevices(t); set != nil {
				return set
			}
			if set := <-theDevices.free; set != nil {
				return set
			}
		}
		// nil: a set could not be made; room to try again.
	}
}

// makeDevices makes a set of the table's devices while fewer than
// deviceSets are made, and is nil once they all are. A set that cannot
// be made (no Chromium: the test skips) leaves its room to another, and
// wakes a test waiting for a set to try it, so no test waits for a set
// that will never come.
func makeDevices(t *testing.T) *deviceSet {
	t.Helper()
	theDevices.Lock()
	more := theDevices.made < deviceSets
	if more {
		theDevices.made++
	}
	theDevices.Unlock()
	if !more {
		return nil
	}
	made := false
	defer func() {
		if made {
			return
		}
		theDevices.Lock()
		theDevices.made--
		theDevices.Unlock()
		select {
		case theDevices.free <- nil:
		default: // the waiters have sets to take
		}
	}()
	set, err := newDevices(t)
	if err != nil {
		t.Fatal(err)
	}
	made = true
	return set
}

// newDevices makes a set of the table's devices, lasting until the tests
// are over. They send the tests no events of the network (each request,
// response and message of a live stream, with the script that asked for
// it): a tenth of the browser tests' processor time, and no test reads
// them. A failed load is still an error of Navigate's; a form sent to a
// server gone shows Chromium's page of the error, where WaitReady fails.
func newDevices(t *testing.T) (*deviceSet, error) {
	set := &deviceSet{phones: map[string]context.Context{}}
	for _, name := range []string{"keeper", "Ann", "Bo", "Cy", "Di"} {
		ctx := browsertest.Lasting(t)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740)); err != nil {
			return nil, err
		}
		if _, err := chromedp.Call(ctx, network.Disable, cdp.Empty{}); err != nil {
			return nil, err
		}
		set.phones[name] = ctx
	}
	set.keeper = set.phones["keeper"]
	delete(set.phones, "keeper")
	return set, nil
}

// submit presses the button sel and waits for the page it loads: the
// load event of the navigation the press starts, its deferred scripts run
// (a key pressed before the keypad's script runs would send the form, as
// it does with scripts off, and load the page again under the test). It
// waits on the browser's own events, not by asking again and again.
func submit(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.RunResponse(ctx, browsertest.Tap(sel)); err != nil {
			return err
		}
		return chromedp.Do(ctx, browsertest.Present("footer.serve"))
	})
}

// typeIn types text into the field sel as a phone's on-screen keyboard
// does: a tap on the field, then the text committed to it whole (input
// events, as a keyboard's word or a pasted code gives; a key event at a
// time costs the browser a round of work per letter), and checks the
// field then holds what it held and the text after it.
func typeIn(sel, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		value := chromedp.Evaluate[string](`document.querySelector(` + strconv.Quote(sel) + `).value`)
		before, err := value(ctx, tg)
		if err != nil {
			return err
		}
		if _, err := browsertest.Tap(sel)(ctx, tg); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, input.InsertText, input.InsertTextParams{Text: text}); err != nil {
			return err
		}
		if after, err := value(ctx, tg); err != nil || after != before+text {
			return fmt.Errorf("typing %q into %s left it holding %q (%v)", text, sel, after, err)
		}
		return nil
	})
}

// until waits, for at most 15 s, until the predicate js holds, testing it
// again at each change of the page (not at each frame drawn, which keeps
// the page drawing while it waits).
func until(js string) chromedp.Action[bool] {
	return chromedp.Poll[bool](js, chromedp.WithPollingMutation(), chromedp.WithPollingTimeout(15*time.Second))
}

func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func evalJS[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// misfits lists what a phone cannot use: an element wider than the page,
// and a button or link to press less than 44 px tall.
const misfits = `(() => {
	const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w) out.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + w);
	for (const e of document.querySelectorAll("main *, nav.tabs *")) {
		const r = e.getBoundingClientRect();
		if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5)) out.push(e.tagName + " sticks out: " + Math.round(r.left) + ".." + Math.round(r.right));
		if (r.width > 0 && e.matches("button, a.button, nav.tabs a, input[type=text], select, summary") && r.height < 44) out.push(e.tagName + " " + e.textContent.trim() + " is " + r.height + " px tall");
	}
	return out;
})()`

// misfit is what misfits finds on the page, which has loaded whole, its
// style sheets too (every step that loads a page waits for its load),
// and every amount broken across lines.
func misfit(t *testing.T, ctx context.Context) []string {
	t.Helper()
	if !evalJS[bool](t, ctx, `document.readyState === "complete"`) {
		t.Fatalf("the page has not loaded whole")
	}
	return append(evalJS[[]string](t, ctx, misfits), browsertest.AmountsOf(t, ctx).Broken...)
}

// TestPhonesInTheBrowser: four phones and the scorekeeper's, each a
// browser of its own at 360 px, join with the code; the players choose
// their names and each enters what he won or lost; the scorekeeper sees
// the result and records it; every phone's standings move without being
// loaded again, and the ledger holds the hand.
func TestPhonesInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: TestHandsInTheBrowser enters a hand from the phones in the browser; typed amounts are tested with httptest")
	}
	t.Parallel() // it waits on the browser far more than it works
	tb := newTable(t, books.Magic)
	ts := httptest.NewServer(tb.h)
	defer ts.Close()
	defer tb.srv.Close() // the live streams end first
	keeper, phones := devices(t, 3*time.Minute)
	do(t, keeper, "the scorekeeper joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"),
		typeIn("#code", joinCode), browsertest.Tap("summary"), typeIn("#keeper", keeperCode),
		submit("form.join button"), browsertest.Shown("#standings"))
	amounts := map[string]string{"Ann": "-6", "Bo": "+12", "Cy": "-3", "Di": "-3"}
	for _, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		p := phones[name]
		do(t, p, name+" joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"), typeIn("#code", joinCode),
			submit("form.join button"), browsertest.Shown(`button[value="`+name+`"]`), submit(`button[value="`+name+`"]`))
		if got := evalJS[string](t, p, `document.querySelector("footer.serve").textContent`); got != "This phone is "+name+"." {
			t.Fatalf("%s's phone says %q", name, got)
		}
		do(t, p, name+" enters", chromedp.Navigate(ts.URL+"/hand"), browsertest.Shown("#e-amount"),
			typeIn("#e-amount", amounts[name]), submit("form.entry button"))
		if bad := misfit(t, p); len(bad) > 0 {
			t.Errorf("%s's hand page at 360 px: %v", name, bad)
		}
	}
	for name, p := range phones { // each phone on its standings, marked to tell a reload
		do(t, p, name+"'s standings", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#standings"))
		evalJS[bool](t, p, `window.notReloaded = true`)
	}
	do(t, keeper, "the scorekeeper's hand", chromedp.Navigate(ts.URL+"/hand"), browsertest.Shown("form.record button"))
	if got := evalJS[string](t, keeper, `document.querySelector(".result p.line").textContent.trim()`); got != "Bo wins (Ann -6, Bo +12, Cy -3, Di -3)" {
		t.Errorf("the scorekeeper sees the result %q", got)
	}
	if bad := misfit(t, keeper); len(bad) > 0 {
		t.Errorf("the scorekeeper's hand page at 360 px: %v", bad)
	}
	do(t, keeper, "recording", submit("form.record button"), browsertest.Shown("p.message.ok"))
	if recs := tb.records(); len(recs) != 1 || recs[0].Inputs.Winner != "Bo" || recs[0].Transfers["Bo"] != 12 {
		t.Fatalf("the ledger holds %+v", recs)
	}
	for name, p := range phones {
		const first = `document.querySelector("#standings tbody tr td:nth-child(2)").textContent + " " + document.querySelector("#standings tbody tr td:nth-child(3)").textContent`
		if _, err := chromedp.Run(p, until(first+` === "Bo 92"`)); err != nil {
			t.Errorf("%s's standings did not move: first is %q: %v", name, evalJS[string](t, p, first), err)
		}
		if !evalJS[bool](t, p, `window.notReloaded === true`) {
			t.Errorf("%s's phone loaded the page again instead of refreshing the standings", name)
		}
	}
	for _, path := range []string{"/", "/keeper", "/report", "/settle"} {
		do(t, keeper, path, chromedp.Navigate(ts.URL+path), browsertest.Shown("footer.serve"))
		if bad := misfit(t, keeper); len(bad) > 0 {
			t.Errorf("%s at 360 px: %v", path, bad)
		}
	}
}

// shot writes the page as a PNG to file.
func shot(t *testing.T, ctx context.Context, file string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
}
