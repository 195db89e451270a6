package browsertest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWaitsEndAndSayWhy: a wait on a page that keeps loading again ends
// after waitLimit in all, not waitLimit after the last load, while the
// test's own time goes on; a tap under an overlay that stays ends so too,
// naming what covers the element and what the page shows.
func TestWaitsEndAndSayWhy(t *testing.T) {
	// Not parallel: it shortens waitLimit for its own waits.
	limit := waitLimit
	waitLimit = 600 * time.Millisecond
	t.Cleanup(func() { waitLimit = limit })
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := `<script>setTimeout(() => location.reload(), 100)</script>`
		if r.URL.Path == "/covered" {
			body = `<main><button id="b">under</button><div id="cover" style="position: fixed; inset: 0"></div></main>`
		}
		fmt.Fprintf(w, `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>%s</body></html>`, body)
	}))
	t.Cleanup(srv.Close)
	ctx := Start(t, time.Minute)
	long, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(long, chromedp.Navigate(srv.URL+"/reloads"), Shown("#never")); err == nil || long.Err() != nil {
		t.Errorf("a wait through reloads: %v; the test's time over: %v; want the wait ended first", err, long.Err())
	}
	err := chromedp.Do(long, chromedp.Navigate(srv.URL+"/covered"), Tap("#b"))
	if err == nil || long.Err() != nil || !strings.Contains(err.Error(), "a press there reaches div#cover; /covered shows: under") {
		t.Errorf("a tap under an overlay: %v, want what covers it and what the page shows named", err)
	}
}
