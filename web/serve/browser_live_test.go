package serve_test

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// serveOn serves the table on listener l until the test ends, or until
// the server returned is closed.
func serveOn(t *testing.T, tb *table, l net.Listener) *http.Server {
	hs := &http.Server{Handler: tb.h, ReadHeaderTimeout: 5 * time.Second}
	go hs.Serve(l)
	t.Cleanup(func() { hs.Close() })
	return hs
}

// TestBannerWhenTheServerIsGone: when dragon serve stops, a phone's page
// says it cannot be reached and marks what it shows as maybe out of date;
// when it is back, the page says so and shows the ledger as it is, a hand
// recorded meanwhile included, without being loaded again.
func TestBannerWhenTheServerIsGone(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	// A phone of its own, not the table's shared ones: the test mostly
	// waits for the browser to find the server gone and back, and others
	// use the table's phones meanwhile.
	cy := browsertest.Start(t, 2*time.Minute)
	do(t, cy, "a phone's window", chromedp.EmulateViewport(360, 740))
	tb := newTable(t, books.Magic)
	t.Cleanup(tb.srv.Close)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	first := serveOn(t, tb, l)
	tb.servers = append(tb.servers, first)
	do(t, cy, "Cy joins", chromedp.Navigate("http://"+addr+"/"), browsertest.Shown("#code"), typeIn("#code", joinCode),
		submit("form.join button"), submit(`button[value="Cy"]`), browsertest.Shown("#standings"))
	evalJS[bool](t, cy, `window.notReloaded = true`)
	if evalJS[bool](t, cy, `!document.querySelector("#connection").hidden`) {
		t.Fatal("the banner shows while the server is there")
	}
	first.Close()
	const banner = `document.querySelector("#connection")`
	if _, err := chromedp.Run(cy, until(`!`+banner+`.hidden && `+banner+`.textContent.includes("cannot be reached")`)); err != nil {
		t.Fatalf("no banner once the server stopped: %q: %v", evalJS[string](t, cy, banner+`.textContent`), err)
	}
	if !evalJS[bool](t, cy, `document.documentElement.hasAttribute("data-offline") && `+banner+`.getAttribute("role") === "status"`) {
		t.Error("the page is not marked out of date, or its banner is not a status")
	}
	keeper := tb.joined("192.168.1.10", "", true)
	keeper.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"-6"}, "a3": {"+6"}, "confirm": {"yes"}})
	again, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("serving again at %s: %v", addr, err)
	}
	tb.servers = append(tb.servers, serveOn(t, tb, again))
	const leader = `document.querySelector("#standings tbody tr td:nth-child(2)").textContent`
	if _, err := chromedp.Run(cy, until(banner+`.textContent.includes("is back") && `+leader+` === "Di"`)); err != nil {
		t.Fatalf("back, the page says %q, first %q: %v", evalJS[string](t, cy, banner+`.textContent`), evalJS[string](t, cy, leader), err)
	}
	if offline := evalJS[bool](t, cy, `document.documentElement.hasAttribute("data-offline")`); offline || !evalJS[bool](t, cy, `window.notReloaded === true`) {
		t.Errorf("back, the page is still marked out of date (%v), or was loaded again", offline)
	}
	restarted(t, cy, tb, addr)
}

// restarted stops the table's server at addr and starts a new one on the
// same ledger there, as 'dragon serve' started again: the phone's page
// says it must join again, and leads to the join page.
func restarted(t *testing.T, cy context.Context, tb *table, addr string) {
	t.Helper()
	tb.stopAll()
	srv, err := serve.New(serve.Config{File: tb.file, JoinCode: "271828", Commands: ledgercmd.Served()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("starting again at %s: %v", addr, err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 5 * time.Second}
	go hs.Serve(l)
	t.Cleanup(func() { hs.Close() })
	const banner = `document.querySelector("#connection")`
	if _, err := chromedp.Run(cy, until(banner+`.textContent.includes("must join again") && `+banner+`.querySelector('a[href="/join"]') !== null`)); err != nil {
		t.Fatalf("after a restart, the page says %q: %v", evalJS[string](t, cy, banner+`.textContent`), err)
	}
	do(t, cy, "joining again", browsertest.Tap(`#connection a`), browsertest.Shown("#code"))
}
