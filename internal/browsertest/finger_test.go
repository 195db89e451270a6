package browsertest_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
)

// TestTapPressesWhereAFingerWould: Tap waits for a button shown late, far
// below the window, scrolls to it and presses it at its middle with the
// browser's own press (a trusted click), and Focus leaves the keyboard on
// it.
func TestTapPressesWhereAFingerWould(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	body := `<button id="b" style="margin-top: 3000px; width: 200px; height: 80px; visibility: hidden">late</button>` +
		`<script>setTimeout(() => document.getElementById("b").style.visibility = "visible", 150);` +
		`document.getElementById("b").addEventListener("click", e => { const r = e.target.getBoundingClientRect();` +
		`window.pressed = e.isTrusted && Math.abs(e.clientX - (r.left + r.width / 2)) < 1 && Math.abs(e.clientY - (r.top + r.height / 2)) < 1 && r.bottom <= innerHeight; });</script>`
	if err := chromedp.Do(ctx, chromedp.Navigate(page(body)), browsertest.Tap("#b"), browsertest.Focus("#b")); err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.pressed) + " " + document.activeElement.id`))
	if err != nil || got != "true b" {
		t.Errorf("pressed at its middle, in view, trusted; focused: %q (%v), want \"true b\"", got, err)
	}
}

// TestShownWaitsThroughAPageLoaded: a wait begun on one page goes on in
// the page that replaces it (a link followed, answered slowly), and ends
// when the element is shown there.
func TestShownWaitsThroughAPageLoaded(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := `<a id="go" href="/next">next</a>`
		if r.URL.Path == "/next" {
			time.Sleep(300 * time.Millisecond)
			body = `<p id="there">there</p>`
		}
		fmt.Fprintf(w, `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>%s</main></body></html>`, body)
	}))
	t.Cleanup(srv.Close)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL), browsertest.Tap("#go"), browsertest.Shown("#there"), browsertest.Present("main")); err != nil {
		t.Fatal(err)
	}
}

// TestTapNamesWhatItWaitedFor: a tap on what never shows fails with the
// time the test gave it, naming the element.
func TestTapNamesWhatItWaitedFor(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	if err := chromedp.Do(ctx, chromedp.Navigate(page(`<p hidden id="p">no</p>`))); err != nil {
		t.Fatal(err)
	}
	short, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	err := chromedp.Do(short, browsertest.Tap("#p"))
	if err == nil || !strings.Contains(err.Error(), "#p not shown to tap") {
		t.Errorf("a tap on a hidden element: %v, want it named", err)
	}
}

// TestTapWaitsForWhatCoversIt: a tap waits while an overlay would take
// the press, then presses the button (TestWaitsEndAndSayWhy: under one
// that stays it fails, naming what covers it).
func TestTapWaitsForWhatCoversIt(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	body := `<button id="b" style="width: 200px; height: 80px">under</button>` +
		`<div id="cover" style="position: fixed; inset: 0"></div><div id="stays" style="position: fixed; top: 0; height: 300px; width: 100%"></div>` +
		`<p id="low" style="margin-top: 2000px">low</p>` +
		`<script>document.getElementById("stays").remove(); setTimeout(() => document.getElementById("cover").remove(), 150);` +
		`document.getElementById("b").addEventListener("click", () => window.pressed = true);</script>`
	if err := chromedp.Do(ctx, chromedp.Navigate(page(body)), browsertest.Tap("#b")); err != nil {
		t.Fatal(err)
	}
	if pressed, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.pressed === true`)); err != nil || !pressed {
		t.Errorf("the button, once uncovered, was not pressed (%v)", err)
	}
}
