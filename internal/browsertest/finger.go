package browsertest

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/chromedp"
)

// A finger's tap and an eye's wait, the element found by the page's own
// script in one call to the browser, where chromedp's Click and
// WaitVisible keep a copy of the page's elements in the test and query
// it call by call (a tap cost the browser and the test 7.4 ms of
// processor time so, 3.4 ms this way). The tap is the browser's own
// press and release of the mouse's button at the middle of the element,
// where a finger lands.

// shownJS is true when the element e is shown: in the page's layout,
// and not hidden.
const shownJS = `!!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden"`

// lookFor is how often a wait looks at the page again, in the page.
const lookFor = 10 * time.Millisecond

// waitLimit is how long a wait or a tap waits in all, through the pages
// loaded meanwhile.
var waitLimit = 30 * time.Second

// Shown waits until the first element sel selects is shown.
func Shown(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "shown", `(e => `+shownJS+`)(document.querySelector(`+strconv.Quote(sel)+`))`)
}

// Present waits until sel selects an element, shown or not.
func Present(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "in the page", `document.querySelector(`+strconv.Quote(sel)+`) !== null`)
}

// Focus puts the keyboard's focus on the first element sel selects, once
// it is shown, as Tab would bring it there.
func Focus(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "shown to focus", `(e => (`+shownJS+`) && (e.focus(), document.activeElement === e))(document.querySelector(`+strconv.Quote(sel)+`))`)
}

// waitFor waits until the expression js holds; what says what sel's
// element was waited for.
func waitFor(sel, what, js string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := pollThrough[bool](ctx, tg, js)
		return explain(ctx, tg, sel, what, err)
	})
}

// Tap presses the first element sel selects, once it is shown and
// nothing covers it, scrolled into view at once if need be, with the
// browser's own press and release of the mouse's button at the middle of
// its first box (a link broken over two lines has two) within the
// window: where a finger lands. While something else would take the
// press there (a header, an overlay), the tap waits, and says what.
func Tap(sel string) chromedp.Action[chromedp.Void] {
	middle := `(e => {
		window.__tapMissed = "";
		if (!(` + shownJS + `)) return null;
		e.scrollIntoView({block: "nearest", inline: "nearest", behavior: "instant"});
		const r = e.getClientRects()[0];
		const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1), y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
		const hit = document.elementFromPoint(x, y);
		if (hit === e || e.contains(hit)) return [x, y];
		window.__tapMissed = "; a press there reaches " + (hit ? hit.tagName.toLowerCase() + (hit.id ? "#" + hit.id : "") + (hit.className ? "." + String(hit.className).split(" ").join(".") : "") : "nothing");
		return null;
	})(document.querySelector(` + strconv.Quote(sel) + `))`
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		xy, err := pollThrough[[]float64](ctx, tg, middle)
		if err != nil {
			return explain(ctx, tg, sel, "shown to tap", err)
		}
		_, err = chromedp.MouseClickXY(xy[0], xy[1])(ctx, tg)
		return err
	})
}

// pollThrough evaluates js in the page until it gives a value that is
// not false or null, and returns it: for at most waitLimit in all, looking
// again in a page that replaces the one it began in.
func pollThrough[T any](ctx context.Context, tg *chromedp.Target, js string) (T, error) {
	within, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	for {
		v, err := chromedp.Poll[T](js, chromedp.WithPollingInterval(lookFor), chromedp.WithPollingTimeout(waitLimit))(within, tg)
		if !pageReplaced(err) || within.Err() != nil {
			return v, err
		}
	}
}

// pageReplaced reports whether err says the page a script ran in was
// replaced by another (a form sent, a link followed) before it answered.
func pageReplaced(err error) bool {
	var e *cdproto.Error
	return errors.As(err, &e) && (strings.Contains(e.Message, "context was destroyed") || strings.Contains(e.Message, "Cannot find context"))
}

// explain names sel and what it was waited for in err, if any, and what
// the page shows instead, when the test's time for it is not over.
func explain(ctx context.Context, tg *chromedp.Target, sel, what string, err error) error {
	if err == nil {
		return nil
	}
	err = fmt.Errorf("%s not %s: %w", sel, what, err)
	look, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	shows, lerr := chromedp.Evaluate[string](`(window.__tapMissed || "").slice(2) + (window.__tapMissed ? "; " : "") + location.pathname + " shows: " + (document.body ? document.body.innerText : "").replace(/\s+/g, " ").trim().slice(0, 300)`)(look, tg)
	if lerr != nil {
		return err
	}
	return fmt.Errorf("%w; %s", err, shows)
}
