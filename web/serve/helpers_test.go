package serve_test

import (
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
	"github.com/dragon-tools/dragon/web/serve"
)

// TestMain runs the tests with a ledger cache of the run's own, and Magic
// Dragon's rulebook handed to the ledger as the list of the games does;
// the browser tests share one Chromium, ended before the cache goes.
func TestMain(m *testing.M) {
	books.Register(books.Magic, magicrecord.Rulebook())
	os.Exit(ledgertest.OwnCache(browsertest.Closing(m)).Run())
}

const (
	joinCode   = "314159"
	keeperCode = "27182818"
)

// table is a server on a new ledger, with the command line's own words.
type table struct {
	t    testing.TB
	file string
	srv  *serve.Server
	h    http.Handler
	// now is the server's clock, which a test moves on.
	mu  sync.Mutex
	now time.Time
	// servers are the table's HTTP servers a test started, to stop.
	servers []*http.Server
}

// stopAll stops the table's HTTP servers and its live streams, as
// 'dragon serve' stopped.
func (tb *table) stopAll() {
	tb.srv.Close()
	for _, hs := range tb.servers {
		hs.Close()
	}
}

// newTable serves a new ledger of game g to the table's network: a join
// code, and a scorekeeper's code; no device is the scorekeeper by being
// local (every test request comes from loopback).
func newTable(t *testing.T, g books.Game) *table {
	t.Helper()
	return newTableWith(t, g, func(*serve.Config) {})
}

// newTableWith is newTable with the server's config as set changes it.
func newTableWith(t *testing.T, g books.Game, set func(*serve.Config)) *table {
	t.Helper()
	file := filepath.Join(t.TempDir(), "thursday.yaml")
	if err := ledger.Create(file, books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, file: file, now: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}
	cfg := serve.Config{File: file, JoinCode: joinCode, KeeperCode: keeperCode, Commands: ledgercmd.Served(), Now: tb.clock}
	set(&cfg)
	srv, err := serve.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	tb.srv, tb.h = srv, srv.Handler()
	return tb
}

func (tb *table) clock() time.Time {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.now
}

func (tb *table) wait(d time.Duration) {
	tb.mu.Lock()
	tb.now = tb.now.Add(d)
	tb.mu.Unlock()
}

// records are the ledger's records, read from the file.
func (tb *table) records() []*books.HandRecord {
	tb.t.Helper()
	l, err := ledger.Load(tb.file)
	if err != nil {
		tb.t.Fatal(err)
	}
	return l.Hands
}

// phone is a device at the table: its address and its cookie.
type phone struct {
	tb     *table
	addr   string
	cookie *http.Cookie
}

func (tb *table) phone(addr string) *phone { return &phone{tb: tb, addr: addr + ":40000"} }

// joined is a phone that gave the join code (and the scorekeeper's code,
// when keeper) and, when player is not "", chose its player.
func (tb *table) joined(addr, player string, keeper bool) *phone {
	tb.t.Helper()
	p := tb.phone(addr)
	form := url.Values{"code": {joinCode}}
	if keeper {
		form.Set("keeper", keeperCode)
	}
	if code, body := p.post("/join", form); code != http.StatusSeeOther {
		tb.t.Fatalf("join: %d\n%s", code, body)
	}
	if player != "" {
		if code, body := p.send("/", "/me", url.Values{"player": {player}}); code != http.StatusSeeOther {
			tb.t.Fatalf("choosing %s: %d\n%s", player, code, body)
		}
	}
	return p
}

// do sends a request as the phone and keeps the cookie it is given.
func (p *phone) do(method, path string, body io.Reader, contentType string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, body)
	r.RemoteAddr = p.addr
	if contentType != "" {
		r.Header.Set("Content-Type", contentType)
	}
	if p.cookie != nil {
		r.AddCookie(p.cookie)
	}
	w := httptest.NewRecorder()
	p.tb.h.ServeHTTP(w, r)
	for _, c := range w.Result().Cookies() {
		if c.Name == "dragon_session" {
			p.cookie = c
		}
	}
	return w
}

func (p *phone) get(path string) (int, string) {
	w := p.do(http.MethodGet, path, nil, "")
	return w.Code, html.UnescapeString(w.Body.String())
}

// post sends form as it is (a token only if form has one).
func (p *phone) post(path string, form url.Values) (int, string) {
	w := p.do(http.MethodPost, path, strings.NewReader(form.Encode()), "application/x-www-form-urlencoded")
	return w.Code, html.UnescapeString(w.Body.String())
}

// send fills the form of page whose action is action, as a person does:
// its hidden fields (the token among them) from the page, then form.
func (p *phone) send(page, action string, form url.Values) (int, string) {
	p.tb.t.Helper()
	for name, value := range p.hidden(page, action) {
		if !form.Has(name) {
			form.Set(name, value)
		}
	}
	return p.post(action, form)
}

// token is the token of the form to action on page.
func (p *phone) token(page, action string) string {
	p.tb.t.Helper()
	return p.hidden(page, action)["token"]
}

// hidden are the hidden fields of the form to action on page, as loaded
// now: its token first of all.
func (p *phone) hidden(page, action string) map[string]string {
	p.tb.t.Helper()
	code, body := p.get(page)
	out := hiddenIn(body, action)
	if out == nil {
		p.tb.t.Fatalf("%s (%d) has no form to %s:\n%s", page, code, action, body)
	}
	return out
}

// hiddenIn are the hidden fields of the form to action in a page's body,
// or nil when it has none.
func hiddenIn(body, action string) map[string]string {
	re := regexp.MustCompile(`(?s)action="` + regexp.QuoteMeta(action) + `(#[a-z]+)?"[^>]*>\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>(.*?)</form>`)
	m := re.FindStringSubmatch(body)
	if m == nil {
		return nil
	}
	out := map[string]string{"token": m[2]}
	for _, f := range regexp.MustCompile(`<input type="hidden" name="([^"]+)" value="([^"]*)"`).FindAllStringSubmatch(m[3], -1) {
		out[f[1]] = f[2]
	}
	return out
}

// amount is a player's entry of a typed transfer: what he won or lost.
func amount(v string) url.Values { return url.Values{"q": {"amount"}, "e-amount": {v}} }
