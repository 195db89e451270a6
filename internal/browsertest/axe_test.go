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
