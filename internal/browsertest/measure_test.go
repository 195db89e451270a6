package browsertest_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
)

// TestAmountsOfFindsABrokenAmount: an amount squeezed into a cell too
// narrow for it, and free to break, is laid out on two lines and named;
// one kept whole is not; one not shown is not counted.
func TestAmountsOfFindsABrokenAmount(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	body := `<table style="width: 1px"><tr><td class="n" style="overflow-wrap: anywhere">+9/2</td>` +
		`<td class="n" style="white-space: nowrap">+12/4</td></tr></table><span class="n" hidden>3/3</span>`
	if err := chromedp.Do(ctx, chromedp.Navigate(page(body))); err != nil {
		t.Fatal(err)
	}
	got := browsertest.AmountsOf(t, ctx)
	if got.Shown != 2 || len(got.Broken) != 1 || !strings.HasPrefix(got.Broken[0], `"+9/2" on `) {
		t.Errorf("measured %+v, want 2 shown and +9/2 broken", got)
	}
}

// TestChartTextScalesWithItsSVG: the text of a chart drawn at half its
// own width is half its font size; a chart not shown is not measured.
func TestChartTextScalesWithItsSVG(t *testing.T) {
	t.Parallel() // each in a context of its own, waiting on the browser
	ctx := browsertest.Start(t, time.Minute)
	body := `<svg class="chart" viewBox="0 0 720 400" style="width: 360px"><text x="10" y="20" font-size="12">label</text></svg>` +
		`<svg class="chart" viewBox="0 0 10 10" style="display: none"><text font-size="1">hidden</text></svg>`
	if err := chromedp.Do(ctx, chromedp.Navigate(page(body))); err != nil {
		t.Fatal(err)
	}
	if px := browsertest.ChartText(t, ctx); math.Abs(px-6) > 0.1 {
		t.Errorf("the smallest text is %v px, want 6", px)
	}
}
