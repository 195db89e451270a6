package browsertest

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// Unfocused lists the controls of the page open in ctx that the Tab key
// does not reach, pressing it from the top until focus comes back round
// (at most a hundred times), and those reached without a visible mark of
// focus (an outline or a box shadow): what a person using the keyboard
// alone could not use. A control is a link, a button, a field, a summary,
// or anything else given a tabindex, shown (not in a closed details) and
// enabled; a radio button is reached when one of its group is (the arrow
// keys move between them).
func Unfocused(t testing.TB, ctx context.Context) []string {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tabStart)); err != nil {
		t.Fatal(err)
	}
	for range 100 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent("\t")); err != nil {
			t.Fatal(err)
		}
		done, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tabNote))
		if err != nil {
			t.Fatal(err)
		}
		if done {
			break
		}
	}
	missed, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](tabMissed))
	if err != nil {
		t.Fatal(err)
	}
	return missed
}

// tabStart puts focus on the page's body, so that Tab starts at the top, and
// starts the list of the controls focus reaches.
const tabStart = `(() => {
	const b = document.body;
	b.tabIndex = -1;
	b.focus();
	b.removeAttribute("tabindex");
	window.scrollTo(0, 0);
	window.__tabbed = [];
	window.__unmarked = [];
	return true;
})()`

// tabNote notes the control focus is on, and whether its outline or
// shadow shows it; true when focus came back to one noted before (or left
// the page).
const tabNote = `(() => {
	const e = document.activeElement;
	if (!e || e === document.body || window.__tabbed.includes(e)) return true;
	window.__tabbed.push(e);
	const s = getComputedStyle(e);
	if ((s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0) && s.boxShadow === "none") window.__unmarked.push(e);
	return false;
})()`

// tabMissed names the controls Tab did not reach, and those it reached
// with no mark of focus.
const tabMissed = `(() => {
	const name = e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.name ? "[name=" + e.name + "]" : "") + " " + (e.textContent || e.value || "").trim().slice(0, 30);
	const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])")]
		.filter(e => !e.disabled && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" && !(e.closest("details:not([open])") && e.tagName !== "SUMMARY"));
	const reached = e => window.__tabbed.includes(e) ||
		(e.type === "radio" && window.__tabbed.some(o => o.type === "radio" && o.name === e.name && o.form === e.form));
	return controls.filter(e => !reached(e)).map(e => "not reached: " + name(e))
		.concat(window.__unmarked.map(e => "no visible focus: " + name(e)));
})()`
