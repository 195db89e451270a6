package serve_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
)

// widths are the widths every page is checked at: a phone held upright,
// and a laptop's window; with -short, the phone's alone (the narrowest,
// where most goes wrong).
func widths() []int64 {
	if testing.Short() {
		return []int64{360}
	}
	return []int64{360, 1280}
}

// accessible checks the page open in ctx, named what, with axe-core at
// each width (no serious or critical violation) and, at a phone's width,
// with the keyboard alone: Tab reaches every control, each with a mark
// of focus; that no amount is broken across lines, and a chart's text
// is at least 11 px, at either width; and that every field's pattern is
// one the browser compiles. The device is left at 360
// px, as it was.
func accessible(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	for _, w := range widths() {
		do(t, ctx, "the window at "+what, chromedp.EmulateViewport(w, 740))
		if found := browsertest.Axe(t, ctx); len(found) > 0 {
			t.Errorf("%s at %d px: axe-core finds\n\t%s", what, w, strings.Join(found, "\n\t"))
		}
		if broken := browsertest.AmountsOf(t, ctx).Broken; len(broken) > 0 {
			t.Errorf("%s at %d px: amounts broken across lines: %v", what, w, broken)
		}
		if px := browsertest.ChartText(t, ctx); px != 0 && px < 11 {
			t.Errorf("%s at %d px: the chart's smallest text is %.1f px", what, w, px)
		}
	}
	if bad := evalJS[[]string](t, ctx, badPatterns); len(bad) > 0 {
		t.Errorf("%s: patterns the browser ignores: %v", what, bad)
	}
	if missed := browsertest.Unfocused(t, ctx); len(missed) > 0 {
		t.Errorf("%s with the keyboard alone:\n\t%s", what, strings.Join(missed, "\n\t"))
	}
}

// alsoAccessible is accessible for a page much like one checked before it
// (another step of a form, another question before the scorekeeper acts):
// checked in the whole suite, not with -short.
func alsoAccessible(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	if !testing.Short() {
		accessible(t, ctx, what)
	}
}

// TestEveryPageIsAccessible: every page a device at the table meets (the
// join page, the standings, the hand at each of its steps, its result,
// the report, the settle-up, the scorekeeper's page and each question it
// asks before it acts, a refusal) passes axe-core at 360 px and at
// 1280 px, and can be used with the keyboard alone.
func TestEveryPageIsAccessible(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	keeper, _ := devices(t, 4*time.Minute)
	tb := gameTable(t, books.Magic, books.Rules{})
	ts := httptest.NewServer(tb.h)
	t.Cleanup(ts.Close)
	t.Cleanup(tb.srv.Close) // the live streams end first
	open := func(path, wait string) {
		t.Helper()
		do(t, keeper, path, chromedp.Navigate(ts.URL+path), browsertest.Shown(wait))
	}

	open("/", "#code")
	accessible(t, keeper, "the join page")
	do(t, keeper, "the scorekeeper joins", typeIn("#code", joinCode), browsertest.Tap("summary"), typeIn("#keeper", keeperCode),
		submit("form.join button"), browsertest.Shown("#standings"))
	accessible(t, keeper, "the standings, with the choice of a player")
	do(t, keeper, "the scorekeeper's device is Bo's too", submit(`form.pick button[value="Bo"]`))
	open("/hand", "#hand")
	accessible(t, keeper, "the hand: who won")
	do(t, keeper, "Bo went out", submit(`form[data-as="keeper"] button[value="Bo"]`), browsertest.Shown(`[name="e-exposed"]`))
	alsoAccessible(t, keeper, "the hand: the winner's exposed sets")
	do(t, keeper, "no exposed sets", submit(`form.entry button.enter`), browsertest.Shown(`[name="e-rest"]`))
	accessible(t, keeper, "the hand: the winner's tiles, on the keypad")
	do(t, keeper, "Bo's tiles", typeIn(`[name="e-rest"]`, "123C 123C 345S 333D 44P"), submit(`form.entry button.enter`),
		browsertest.Shown(`button[value="a discard by Cy"]`))
	alsoAccessible(t, keeper, "the hand: how the last tile came")
	do(t, keeper, "Cy discarded it", submit(`button[value="a discard by Cy"]`))
	for name, h := range map[string]string{"Ann": "123C 789C 344S 788D 4P", "Cy": "456C 456C 789C 12S 55D", "Di": "111S 222S 999S 46S 55P"} {
		tb.joined("192.168.1.2"+name[:1], name, false).mustAnswer("player", "losers:"+name, h)
	}
	open("/hand", "form.record button")
	accessible(t, keeper, "the hand's result")
	do(t, keeper, "starting the hand again", submit(`form.forms button[value="typed"]`), browsertest.Shown("form.confirm"))
	accessible(t, keeper, "the question before the hand starts again")
	do(t, keeper, "going back", submit(`form.confirm a.button`), browsertest.Shown("form.record button"))

	open("/report", "#chart")
	accessible(t, keeper, "the report")
	open("/settle", "footer.serve")
	alsoAccessible(t, keeper, "the settle-up")
	open("/keeper", "form.typed")
	accessible(t, keeper, "the scorekeeper's page")
	do(t, keeper, "freeing Bo's phone", submit(`ul.phones button[value="Bo"]`), browsertest.Shown("form.confirm"))
	alsoAccessible(t, keeper, "the question before a phone is freed")
	open("/keeper", "form.typed")
	do(t, keeper, "a hand nobody won", submit(`a.button[href^="/keeper/nobody"]`), browsertest.Shown("form.confirm"))
	alsoAccessible(t, keeper, "the question before a hand nobody won is recorded")
	open("/keeper/nobody?kind=nothing", "footer.serve")
	accessible(t, keeper, "a refusal")
}
