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

// page is a data: URL of the HTML body given.
func page(body string) string {
	return "data:text/html," + url.PathEscape(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>`+body+`</main></body></html>`)
}

// TestAxeFindsWhatIsWrong: a button without a name and an image without
// words are serious violations axe-core reports, each where it is; a page
// without them passes.
func TestAxeFindsWhatIsWrong(t *testing.T) {
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

// TestUnfocusedFindsWhatTheKeyboardMisses: a control taken out of the tab
// order, and one whose focus has no mark, are named; the others are not.
func TestUnfocusedFindsWhatTheKeyboardMisses(t *testing.T) {
	ctx := browsertest.Start(t, time.Minute)
	body := `<a href="#x">first</a><button tabindex="-1">skipped</button><button style="outline: none">unmarked</button>` +
		`<details><summary>more</summary><input id="in" aria-label="in"></details><button>last</button>`
	if err := chromedp.Do(ctx, chromedp.Navigate(page(body))); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(browsertest.Unfocused(t, ctx), "\n")
	for _, want := range []string{"not reached: button skipped", "no visible focus: button unmarked"} {
		if !strings.Contains(got, want) {
			t.Errorf("Unfocused does not say %q:\n%s", want, got)
		}
	}
	for _, fine := range []string{"first", "last", "more", "#in"} {
		if strings.Contains(got, fine) {
			t.Errorf("Unfocused names %q, which the keyboard reaches (or which is hidden):\n%s", fine, got)
		}
	}
}
