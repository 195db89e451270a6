package serve_test

import (
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// TestReportWorkedOutOncePerVersion: eight phones asking for the report
// at once get it from one working out, and it is worked out again only
// when the ledger has changed, each time showing the ledger as it is.
func TestReportWorkedOutOncePerVersion(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	var wg sync.WaitGroup
	for range 8 {
		p := tb.joined("192.168.1.20", "", false)
		wg.Go(func() {
			if code, body := p.get("/report"); code != http.StatusOK || !strings.Contains(body, "Nine Dragons") {
				t.Errorf("the report: %d\n%s", code, body)
			}
		})
	}
	wg.Wait()
	if n := serve.ReportsMade(tb.srv); n != 1 {
		t.Errorf("eight phones at once: the report worked out %d times, want 1", n)
	}
	k.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}})
	if _, body := k.get("/report"); !strings.Contains(body, `Bo pays Ann <span class="n">6</span>`) {
		t.Errorf("the report after a record does not show it:\n%s", body)
	}
	k.get("/report")
	if n := serve.ReportsMade(tb.srv); n != 2 {
		t.Errorf("after one record and two asks: worked out %d times, want 2", n)
	}
}
