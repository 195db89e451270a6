package serve_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// press runs js, which presses a button that sends a form, and waits for
// the page the form loads.
func press(js string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.RunResponse(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Evaluate[bool](js)(ctx, tg)
			return err
		}))
		if err != nil {
			return err
		}
		return chromedp.Do(ctx, browsertest.Present("footer.serve"))
	})
}

// recordFromTheCommandLine records n dead hands into tb's ledger as
// 'dragon ledger add' would, beside the page.
func recordFromTheCommandLine(t *testing.T, tb *table, n int) {
	t.Helper()
	for range n {
		if _, err := ledger.Append(tb.file, func(st books.State) (*books.HandRecord, error) {
			return ledgercmd.Served().Record(st, serve.Typed{Kind: books.Dead})
		}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPhoneHoldsInTheBrowser: a phone joins by opening the QR code's
// address; the scorekeeper's double tap on "Record the dead hand" records
// it once and answers with the record; a form left open while seventy
// hands are recorded from the command line still sends; a question the
// ledger moved past is refused in words, with the standings to go on from.
func TestPhoneHoldsInTheBrowser(t *testing.T) {
	t.Parallel()
	tb := newTable(t, books.NineDragons)
	ts := httptest.NewServer(tb.h)
	defer ts.Close()
	defer tb.srv.Close()
	keeper, _ := devices(t, 2*time.Minute)
	do(t, keeper, "scanning the QR code", chromedp.Navigate(ts.URL+"/join?code="+joinCode), browsertest.Shown("#standings"))
	do(t, keeper, "the scorekeeper's code", chromedp.Navigate(ts.URL+"/keeper"), browsertest.Shown("#keeper-code"),
		typeIn("#keeper-code", keeperCode), submit("form.join button"), browsertest.Shown("form.typed"))
	do(t, keeper, "a double tap", chromedp.Navigate(ts.URL+"/keeper/nobody?kind=dead"), browsertest.Shown("form.confirm button"),
		press(`(() => { const b = document.querySelector("form.confirm button"); b.click(); b.click(); return true })()`))
	if got := evalJS[string](t, keeper, `(document.querySelector("p.message") || {textContent: "no message"}).textContent`); !strings.HasPrefix(got, "Recorded hand 1: dead hand.") {
		t.Errorf("the double tap answers %q", got)
	}
	if n := len(tb.records()); n != 1 {
		t.Fatalf("a double tap recorded %d hands", n)
	}
	do(t, keeper, "the form left open", chromedp.Navigate(ts.URL+"/keeper"), browsertest.Shown("form.typed"))
	changes := 70 // past the 64 tokens a session once kept
	if testing.Short() {
		changes = 5
	}
	recordFromTheCommandLine(t, tb, changes)
	do(t, keeper, "the form sent", typeIn("#win-a0", "+6"), typeIn("#win-a1", "-6"), submit("form.typed button"),
		submit("form.confirm button"))
	if got, want := evalJS[string](t, keeper, `document.querySelector("p.message").textContent`), fmt.Sprintf("Recorded hand %d: Ann wins", changes+2); !strings.HasPrefix(got, want) {
		t.Errorf("the form left open through %d records answers %q, want %q", changes, got, want)
	}
	do(t, keeper, "a dead hand asked", chromedp.Navigate(ts.URL+"/keeper/nobody?kind=dead"), browsertest.Shown("form.confirm button"))
	recordFromTheCommandLine(t, tb, 1)
	do(t, keeper, "recorded after the ledger moved on", submit("form.confirm button"))
	got := evalJS[string](t, keeper, `document.querySelector("p.message").textContent`)
	if !strings.Contains(got, fmt.Sprintf("the ledger moved on since this was shown (it held %d records, now %d", changes+2, changes+3)) || !evalJS[bool](t, keeper, `document.querySelector("#standings") !== null`) {
		t.Errorf("the question the ledger moved past answers %q", got)
	}
	if n := len(tb.records()); n != changes+3 {
		t.Errorf("the ledger holds %d records, want %d", n, changes+3)
	}
}
