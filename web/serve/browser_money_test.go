package serve_test

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
)

// badPatterns lists the fields whose pattern the browser cannot compile
// as it does a pattern (with the v flag): it ignores them, and says so
// only in its console.
const badPatterns = `[...document.querySelectorAll("input[pattern]")].filter(i => {
	try { new RegExp(i.pattern, "v"); return false } catch (e) { return true }
}).map(i => i.name + ": " + i.pattern)`

// numberPads lists each amount's field and how a phone's keyboard shows
// for it: every one should be a number pad.
const numberPads = `[...document.querySelectorAll("input[pattern]")].map(i => i.name + " " + i.inputMode)`

// TestMoneyOnANumberPad: a field of money opens a phone's number pad, its
// pattern is one the browser compiles (and refuses letters), and, as a
// number pad has no minus, the sign is chosen apart: a loser taps "lost"
// and types 6, and the table reads -6. The scorekeeper's typed forms are
// the same.
func TestMoneyOnANumberPad(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	keeper, phones := devices(t, 2*time.Minute)
	tb := newTable(t, books.Magic)
	ts := httptest.NewServer(tb.h)
	t.Cleanup(ts.Close)
	t.Cleanup(tb.srv.Close) // the live streams end first
	ann := phones["Ann"]
	do(t, ann, "Ann joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"), typeIn("#code", joinCode),
		submit("form.join button"), submit(`button[value="Ann"]`), chromedp.Navigate(ts.URL+"/hand"), browsertest.Shown("#e-amount"))
	if bad := evalJS[[]string](t, ann, badPatterns); len(bad) > 0 {
		t.Errorf("patterns the browser ignores: %v", bad)
	}
	if pads := evalJS[[]string](t, ann, numberPads); len(pads) != 1 || pads[0] != "e-amount numeric" {
		t.Errorf("the keyboards of the amounts: %v, want e-amount's number pad", pads)
	}
	do(t, ann, "letters typed", typeIn("#e-amount", "6x"))
	if evalJS[bool](t, ann, `document.querySelector("#e-amount").validity.valid`) {
		t.Error("the field takes 6x")
	}
	evalJS[string](t, ann, `document.querySelector("#e-amount").value = ""`)
	do(t, ann, "Ann lost 6", browsertest.Tap(`input[name="e-amount-sign"][value="-"]`),
		typeIn("#e-amount", "6"), submit("form.entry button.enter"))
	if got := evalJS[string](t, ann, `document.querySelector("div.given").innerText`); !strings.Contains(got, "Amount: -6") {
		t.Errorf("Ann's entry reads:\n%s", got)
	}
	if bad := misfit(t, ann); len(bad) > 0 {
		t.Errorf("the hand page at 360 px: %v", bad)
	}
	do(t, keeper, "the scorekeeper joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"),
		typeIn("#code", joinCode), browsertest.Tap("summary"), typeIn("#keeper", keeperCode),
		submit("form.join button"), chromedp.Navigate(ts.URL+"/keeper"), browsertest.Shown("form.typed"))
	if bad := evalJS[[]string](t, keeper, badPatterns); len(bad) > 0 {
		t.Errorf("the scorekeeper's patterns the browser ignores: %v", bad)
	}
	for _, pad := range evalJS[[]string](t, keeper, numberPads) {
		if !strings.HasSuffix(pad, " numeric") {
			t.Errorf("the scorekeeper's amount %s", pad)
		}
	}
	do(t, keeper, "a hand typed as money", browsertest.Tap(`#win-a0 ~ div.sign input[value="+"]`), typeIn("#win-a0", "4"),
		browsertest.Tap(`#win-a1 ~ div.sign input[value="-"]`), typeIn("#win-a1", "4"), submit(`form.typed:has(#win-a0) button[type="submit"]`))
	if got := evalJS[string](t, keeper, `document.querySelector("main").innerText`); !strings.Contains(got, "Ann +4, Bo -4") {
		t.Errorf("the scorekeeper is asked:\n%s", got)
	}
}
