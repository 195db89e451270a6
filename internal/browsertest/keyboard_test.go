package browsertest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
)

// TestUnfocusedFindsWhatTheKeyboardMisses: a control taken out of the tab
// order, and one whose focus has no mark, are named; the others are not.
func TestUnfocusedFindsWhatTheKeyboardMisses(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
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
