package browsertest

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// Amounts are the amounts of the page open in ctx (every element marked
// as one: class n) that are shown, and those of them whose text the
// browser laid out over more than one line.
type Amounts struct {
	Shown  int
	Broken []string
}

// amountLines counts the lines each shown amount's text is laid out on:
// the distinct tops of the boxes of its text.
const amountLines = `(() => {
	const out = {Shown: 0, Broken: []};
	for (const e of document.querySelectorAll(".n")) {
		if (!e.textContent.trim() || e.getClientRects().length === 0) continue;
		const r = document.createRange();
		r.selectNodeContents(e);
		const tops = new Set([...r.getClientRects()].filter(b => b.width > 0).map(b => Math.round(b.top)));
		out.Shown++;
		if (tops.size > 1) out.Broken.push(JSON.stringify(e.textContent.trim()) + " on " + tops.size + " lines");
	}
	return out;
})()`

// AmountsOf measures the amounts of the page open in ctx, as laid out now.
func AmountsOf(t testing.TB, ctx context.Context) Amounts {
	t.Helper()
	a, err := chromedp.Run(ctx, chromedp.Evaluate[Amounts](amountLines))
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// chartText is the size, in the page's pixels, of the smallest text of
// the charts shown: its font size scaled as its SVG is; 0 when no chart
// is shown.
const chartText = `(() => {
	let least = 0;
	for (const e of document.querySelectorAll("svg.chart text")) {
		if (e.getClientRects().length === 0 || !e.textContent.trim()) continue;
		const m = e.getScreenCTM(), size = parseFloat(getComputedStyle(e).fontSize) * Math.hypot(m.a, m.b);
		if (least === 0 || size < least) least = size;
	}
	return least;
})()`

// ChartText is the size in pixels of the smallest text of the charts
// shown in the page open in ctx, as it is drawn: 0 when none is shown.
func ChartText(t testing.TB, ctx context.Context) float64 {
	t.Helper()
	px, err := chromedp.Run(ctx, chromedp.Evaluate[float64](chartText))
	if err != nil {
		t.Fatal(err)
	}
	return px
}
