package browsertest_test

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
)

// TestNoPagesOfChromiumsOwn: a test's browser context, once its tab is
// open, brings no page of Chromium's own (the address bar's suggestions,
// "browser_ui" targets), each of which costs a renderer's start.
func TestNoPagesOfChromiumsOwn(t *testing.T) {
	ctx := browsertest.Start(t, time.Minute)
	if err := chromedp.Do(ctx, chromedp.Navigate(page("<p>a page</p>"))); err != nil {
		t.Fatal(err)
	}
	targets, err := chromedp.Targets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tg := range targets {
		if tg.Type == "browser_ui" {
			t.Errorf("Chromium made a page of its own: %s %s", tg.Type, tg.URL)
		}
	}
}
