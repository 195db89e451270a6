package browsertest_test

import (
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
)

func TestMain(m *testing.M) { os.Exit(browsertest.Closing(m).Run()) }

// TestNoPagesOfChromiumsOwn: a test's browser context, once its tab is
// open, brings no page of Chromium's own (the address bar's suggestions,
// "browser_ui" targets), each of which costs a renderer's start.
func TestNoPagesOfChromiumsOwn(t *testing.T) {
	ctx := browsertest.Start(t, time.Minute)
	// Its first action opens the context's tab, and the window around it.
	state, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.readyState`))
	targets, terr := chromedp.Targets(ctx)
	if err != nil || terr != nil {
		t.Fatalf("a blank tab (%q): %v; its targets: %v", state, err, terr)
	}
	for _, tg := range targets {
		if tg.Type == "browser_ui" {
			t.Errorf("Chromium made a page of its own: %s %s", tg.Type, tg.URL)
		}
	}
}

// page is a data: URL of the HTML body given.
func page(body string) string {
	return "data:text/html," + url.PathEscape(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>`+body+`</main></body></html>`)
}

// TestAxeFindsWhatIsWrong: a button without a name and an image without
// words are serious violations axe-core reports, each where it is; a page
// without them passes.
func TestAxeFindsWhatIsWrong(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	if err := chromedp.Do(ctx, chromedp.Navigate(page(`<button id="b"></button><img id="i" src="data:,">`))); err != nil {
		t.Fatal(err)
	}
	found := strings.Join(browsertest.Axe(t, ctx), "\n")
	for _, want := range []string{"critical button-name", "#b", "critical image-alt", "#i"} {
		if !strings.Contains(found, want) {
			t.Errorf("axe-core does not report %q:\n%s", want, found)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(page(`<h1>A page</h1><button>Record</button>`))); err != nil {
		t.Fatal(err)
	}
	if found := browsertest.Axe(t, ctx); len(found) > 0 {
		t.Errorf("a sound page: %v", found)
	}
}
