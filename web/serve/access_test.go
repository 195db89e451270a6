package serve_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// TestJoinCode: on the table's network nothing is shown or done before a
// device gives the join code; then a cookie holding a random session id,
// HttpOnly and SameSite=Strict, not the code, lets it in.
func TestJoinCode(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.phone("192.168.1.20")
	for _, path := range []string{"/", "/hand", "/report", "/settle", "/keeper"} {
		if code, body := p.get(path); code != http.StatusSeeOther || strings.Contains(body, "Ann") {
			t.Errorf("GET %s before joining: %d, want a redirect to /join showing nothing\n%s", path, code, body)
		}
	}
	for _, path := range []string{"/part/standings", "/part/hand", "/live"} { // a page's script: told to join
		if code, body := p.get(path); code != http.StatusUnauthorized || strings.Contains(body, "Ann") {
			t.Errorf("GET %s before joining: %d, want 401 showing nothing\n%s", path, code, body)
		}
	}
	if code, _ := p.post("/hand/entry", amount("+3")); code != http.StatusForbidden {
		t.Errorf("an entry before joining: %d, want 403", code)
	}
	code, body := p.post("/join", url.Values{"code": {"000000"}})
	if code != http.StatusForbidden || !strings.Contains(body, "That is not the join code") || p.cookie != nil {
		t.Errorf("a wrong code: %d, cookie %v\n%s", code, p.cookie, body)
	}
	if code, _ := p.post("/join", url.Values{"code": {joinCode}}); code != http.StatusSeeOther {
		t.Fatalf("the join code: %d", code)
	}
	c := p.cookie
	if c == nil || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || strings.Contains(c.Value, joinCode) || len(c.Value) < 32 {
		t.Errorf("the session cookie %+v: want HttpOnly, SameSite=Strict, a long random id", c)
	}
	if code, body := p.get("/"); code != http.StatusOK || !strings.Contains(body, "Which player is this phone?") {
		t.Errorf("GET / after joining: %d\n%s", code, body)
	}
	forged := tb.phone("192.168.1.21")
	forged.cookie = &http.Cookie{Name: "dragon_session", Value: strings.Repeat("ab", 32)}
	if code, _ := forged.get("/"); code != http.StatusSeeOther {
		t.Errorf("a made-up session id: %d, want a redirect to /join", code)
	}
}

// TestLockout: the tenth wrong code from one address locks it out of
// joining for a minute, the right code too; another address is not.
func TestLockout(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	bad := tb.phone("192.168.1.66")
	for i := range 10 {
		if code, _ := bad.post("/join", url.Values{"code": {"12345" + string(rune('0'+i))}}); code != http.StatusForbidden {
			t.Fatalf("wrong code %d: %d, want 403", i+1, code)
		}
	}
	code, body := bad.post("/join", url.Values{"code": {joinCode}})
	if code != http.StatusTooManyRequests || !strings.Contains(body, "try again in a minute") || bad.cookie != nil {
		t.Errorf("the right code after ten wrong ones: %d, want 429 and no way in\n%s", code, body)
	}
	tb.joined("192.168.1.67", "", false) // another address is not locked out
	tb.wait(time.Minute + time.Second)
	if code, _ := bad.post("/join", url.Values{"code": {joinCode}}); code != http.StatusSeeOther {
		t.Errorf("the right code a minute later: %d, want to join", code)
	}
}

// TestFormTokens: every POST needs its own session's token: none or
// another device's is refused, and nothing is recorded. The same form
// sent again records nothing more and answers as the first time.
func TestFormTokens(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	other := tb.joined("192.168.1.11", "", false)
	form := url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}}
	if code, _ := keeper.post("/keeper/typed", form); code != http.StatusForbidden {
		t.Errorf("no token: %d, want 403", code)
	}
	form.Set("token", other.token("/", "/me"))
	if code, _ := keeper.post("/keeper/typed", form); code != http.StatusForbidden {
		t.Errorf("another device's token: %d, want 403", code)
	}
	for name, v := range keeper.hidden("/keeper", "/keeper/typed") {
		form.Set(name, v)
	}
	if code, body := keeper.post("/keeper/typed", form); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: Ann wins (Ann +6, Bo -6)") {
		t.Errorf("the form sent once: %d\n%s", code, body)
	}
	if code, body := keeper.post("/keeper/typed", form); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: Ann wins (Ann +6, Bo -6)") {
		t.Errorf("the form sent again: %d, want the first answer again\n%s", code, body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want the one sent once", n)
	}
}

// TestOnlyTheScorekeeper: a player's phone cannot record, undo, type
// transfers, start the hand again or free a player.
func TestOnlyTheScorekeeper(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	keeper.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}})
	ann := tb.joined("192.168.1.20", "Ann", false)
	for _, tc := range []struct {
		path string
		form url.Values
	}{
		{"/hand/record", url.Values{"rev": {"0"}, "records": {"1"}}},
		{"/keeper/undo", url.Values{"voids": {"1"}}},
		{"/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}}},
		{"/keeper/nobody", url.Values{"kind": {"dead"}}},
		{"/hand/form", url.Values{"form": {"typed"}}},
		{"/keeper/free", url.Values{"player": {"Ann"}}},
	} {
		tc.form.Set("token", ann.token("/hand", "/hand/entry"))
		if code, body := ann.post(tc.path, tc.form); code != http.StatusForbidden || !strings.Contains(body, "Only the scorekeeper") {
			t.Errorf("a player's POST %s: %d, want 403\n%s", tc.path, code, body)
		}
	}
	for _, path := range []string{"/keeper/undo", "/keeper/nobody?kind=dead"} {
		if code, _ := ann.get(path); code != http.StatusForbidden {
			t.Errorf("a player's GET %s: %d, want 403", path, code)
		}
	}
	if _, body := ann.get("/keeper"); strings.Contains(body, "/keeper/typed") || !strings.Contains(body, "Scorekeeper's code") {
		t.Errorf("a player's scorekeeper page offers the scorekeeper's forms:\n%s", body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want 1", n)
	}
}

// TestScorekeeperCode: the code makes one device the scorekeeper, once;
// a wrong one counts toward the lockout.
func TestScorekeeperCode(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.joined("192.168.1.30", "", false)
	if code, _ := p.send("/keeper", "/keeper/code", url.Values{"code": {"00000000"}}); code != http.StatusForbidden {
		t.Errorf("a wrong scorekeeper's code: %d", code)
	}
	if code, _ := p.send("/keeper", "/keeper/code", url.Values{"code": {keeperCode}}); code != http.StatusSeeOther {
		t.Fatalf("the scorekeeper's code: %d", code)
	}
	if _, body := p.get("/keeper"); !strings.Contains(body, "/keeper/typed") {
		t.Errorf("the device that gave the code is not the scorekeeper:\n%s", body)
	}
	q := tb.joined("192.168.1.31", "", false)
	if code, _ := q.send("/keeper", "/keeper/code", url.Values{"code": {keeperCode}}); code != http.StatusForbidden {
		t.Errorf("the scorekeeper's code given a second time: %d, want 403", code)
	}
	if code, _ := tb.phone("192.168.1.32").post("/join", url.Values{"code": {joinCode}, "keeper": {keeperCode}}); code != http.StatusForbidden {
		t.Errorf("the spent code given when joining: %d, want 403", code)
	}
}

// TestOversizedAndMalformed: a body over 64 KB and a form that does not
// parse are refused, and nothing is recorded.
func TestOversizedAndMalformed(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	big := url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}, "note": {strings.Repeat("x", 70<<10)}}
	big.Set("token", keeper.token("/keeper", "/keeper/typed"))
	if code, _ := keeper.post("/keeper/typed", big); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body of 70 KB: %d, want 413", code)
	}
	// Sent in chunks, with no length said beforehand, it is cut at 64 KB.
	w := keeper.do(http.MethodPost, "/keeper/typed", struct{ *strings.Reader }{strings.NewReader(big.Encode())}, "application/x-www-form-urlencoded")
	if w.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body of 70 KB of no said length: %d, want 413", w.Code)
	}
	for _, body := range []string{"token=%zz&kind=win", "token=" + keeper.token("/keeper", "/keeper/typed") + "&kind=%", "kind=win;a0=3"} {
		w := keeper.do(http.MethodPost, "/keeper/typed", strings.NewReader(body), "application/x-www-form-urlencoded")
		if w.Code != http.StatusBadRequest && w.Code != http.StatusForbidden {
			t.Errorf("the body %q: %d, want 400 or 403", body, w.Code)
		}
	}
	if n := len(tb.records()); n != 0 {
		t.Errorf("the ledger holds %d records, want none", n)
	}
}

// TestNoFileFromTheClient: no path, query or trick reaches a file on
// disk or another ledger; the pages serve their own ledger only.
func TestNoFileFromTheClient(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	other := strings.Replace(tb.file, "thursday", "friday", 1)
	if err := ledger.Create(other, books.Header{Game: books.NineDragons, Players: []string{"Zed", "Yan", "Xi", "Wu"}}); err != nil {
		t.Fatal(err)
	}
	p := tb.joined("192.168.1.20", "", false)
	for _, path := range []string{
		"/../../etc/passwd", "/static/../serve.go", "/static/..%2fserve.go", "/%2e%2e/%2e%2e/etc/passwd",
		"/static/%2e%2e/templates/layout.tmpl", "/static/templates/layout.tmpl", "/static/", "/templates/hand.tmpl",
		"/?ledger=" + url.QueryEscape(other), "/report?file=" + url.QueryEscape(other), "/settle?ledger=friday.yaml",
		"/static/serve.css?file=/etc/passwd", "//etc/passwd", "/static//etc/passwd",
	} {
		code, body := p.get(path)
		if strings.Contains(body, "root:") || strings.Contains(body, "Zed") || strings.Contains(body, "{{define") || strings.Contains(body, "package serve") {
			t.Errorf("GET %s (%d) shows what is not the served ledger's:\n%.300s", path, code, body)
		}
		if code == http.StatusOK && !strings.Contains(body, "thursday.yaml") && !strings.HasPrefix(path, "/static/serve.css") {
			t.Errorf("GET %s: %d without the served ledger", path, code)
		}
	}
}

// TestSecurityHeaders: every response, a refusal and a file too, forbids
// inline script and framing and names its type.
func TestSecurityHeaders(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.joined("192.168.1.20", "", false)
	for _, path := range []string{"/", "/join", "/nowhere", "/static/live.js", "/static/report.css", "/keeper/undo"} {
		w := p.do(http.MethodGet, path, nil, "")
		h := w.Result().Header
		for name, want := range map[string]string{
			"Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY",
			"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
		} {
			if !strings.Contains(h.Get(name), want) {
				t.Errorf("GET %s: %s is %q, want %q", path, name, h.Get(name), want)
			}
		}
		if !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("GET %s: the policy lets the page be framed", path)
		}
		if strings.Contains(w.Body.String(), "<script>") || strings.Contains(w.Body.String(), " style=") {
			t.Errorf("GET %s has an inline script or style", path)
		}
	}
	hs := tb.srv.HTTPServer()
	if hs.ReadHeaderTimeout == 0 || hs.ReadTimeout == 0 || hs.WriteTimeout == 0 || hs.IdleTimeout == 0 || hs.MaxHeaderBytes == 0 {
		t.Errorf("the server holds a connection without a limit: %+v", hs)
	}
}

// TestGetChangesNothing: every page, asked for with GET, leaves the
// ledger and the hand as they were.
func TestGetChangesNothing(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "Ann", true)
	keeper.send("/hand", "/hand/entry", amount("+3"))
	before, _ := ledger.Load(tb.file)
	for _, path := range []string{"/", "/hand", "/keeper", "/keeper/undo", "/keeper/nobody?kind=dead", "/report", "/settle", "/part/hand",
		"/me?player=Bo", "/hand/record?rev=1&records=0", "/keeper/typed?kind=win&a0=5&a1=-5&confirm=yes"} {
		keeper.get(path)
	}
	after, _ := ledger.Load(tb.file)
	if len(after.Hands) != len(before.Hands) || tb.srv.Pending() != 1 {
		t.Errorf("GETs changed the ledger (%d records, were %d) or the hand (%d entries, was 1)", len(after.Hands), len(before.Hands), tb.srv.Pending())
	}
}

// TestHostNamed: a server answers the Host headers a browser sends for
// the address it is reached at (without the port when it is 80; and
// localhost, 127.0.0.1 and [::1] on loopback), and no other: a page
// elsewhere renamed to this address (DNS rebinding) gets nothing.
func TestHostNamed(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	for _, tc := range []struct {
		at       string
		answered []string
		refused  []string
	}{
		{"127.0.0.1:8080", []string{"127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"},
			[]string{"evil.example:8080", "127.0.0.1:9090", "localhost", "127.0.0.1", "localhost.evil.example:8080", ""}},
		{"10.0.0.5:80", []string{"10.0.0.5", "10.0.0.5:80"}, []string{"localhost", "localhost:80", "127.0.0.1", "evil.example", "10.0.0.5:8080", "10.0.0.6"}},
		{"10.0.0.5:8080", []string{"10.0.0.5:8080"}, []string{"10.0.0.5", "localhost:8080", "127.0.0.1:8080"}},
		{"[::1]:80", []string{"[::1]", "[::1]:80", "localhost", "127.0.0.1:80"}, []string{"::1", "evil.example"}},
	} {
		srv, err := serve.New(serve.Config{File: tb.file, Host: tc.at, Commands: ledgercmd.Served()})
		if err != nil {
			t.Fatal(err)
		}
		for _, host := range append(tc.answered, tc.refused...) {
			want := http.StatusOK
			if slices.Contains(tc.refused, host) {
				want = http.StatusMisdirectedRequest
			}
			r := httptest.NewRequest(http.MethodGet, "/", nil)
			r.Host, r.RemoteAddr = host, "127.0.0.1:50000"
			w := httptest.NewRecorder()
			srv.Handler().ServeHTTP(w, r)
			if w.Code != want || (want != http.StatusOK && strings.Contains(w.Body.String(), "Ann")) {
				t.Errorf("a server at %s, Host %q: %d, want %d", tc.at, host, w.Code, want)
			}
		}
	}
}

// TestFreeAPlayer: the scorekeeper lets a player's phone go, and another
// phone may then be him.
func TestFreeAPlayer(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	tb.joined("192.168.1.20", "Ann", false)
	other := tb.joined("192.168.1.21", "", false)
	if code, _ := other.send("/", "/me", url.Values{"player": {"Ann"}}); code != http.StatusConflict {
		t.Fatalf("choosing Ann, taken: %d", code)
	}
	if _, body := keeper.get("/keeper"); !strings.Contains(body, "Ann, since 20:00") {
		t.Errorf("the scorekeeper's page does not list Ann's phone:\n%s", body)
	}
	if code, body := keeper.send("/keeper", "/keeper/free", url.Values{"player": {"Ann"}, "confirm": {"yes"}}); code != http.StatusOK || !strings.Contains(body, "Ann's phone is free: another phone may be Ann now.") {
		t.Fatalf("freeing Ann: %d\n%s", code, body)
	}
	if code, body := other.send("/", "/me", url.Values{"player": {"Ann"}}); code != http.StatusSeeOther {
		t.Errorf("choosing Ann once freed: %d\n%s", code, body)
	}
}

// TestStaticFilesRevalidate: a phone that holds a file asks again on
// every page and, while the file is the same, gets 304 Not Modified and no
// body; a phone that holds another copy gets the file. The icon the pages
// name is served to a phone that has not joined, as the join page needs.
func TestStaticFilesRevalidate(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	for _, path := range []string{"/static/serve.css", "/static/report.css", "/static/live.js", "/static/keypad.js", "/static/icon.svg"} {
		get := func(tag string) *httptest.ResponseRecorder {
			r := httptest.NewRequest(http.MethodGet, path, nil)
			r.RemoteAddr = "192.168.1.30:40000" // a phone that has not joined
			if tag != "" {
				r.Header.Set("If-None-Match", tag)
			}
			w := httptest.NewRecorder()
			tb.h.ServeHTTP(w, r)
			return w
		}
		first := get("")
		tag := first.Header().Get("ETag")
		if first.Code != http.StatusOK || first.Body.Len() == 0 || tag == "" || first.Header().Get("Cache-Control") != "no-cache" {
			t.Fatalf("GET %s: %d, %d bytes, ETag %q, Cache-Control %q", path, first.Code, first.Body.Len(), tag, first.Header().Get("Cache-Control"))
		}
		if again := get(tag); again.Code != http.StatusNotModified || again.Body.Len() != 0 {
			t.Errorf("GET %s with its tag: %d and %d bytes, want 304 and none", path, again.Code, again.Body.Len())
		}
		if other := get(`"another"`); other.Code != http.StatusOK || other.Body.String() != first.Body.String() {
			t.Errorf("GET %s with another tag: %d, want 200 and the file", path, other.Code)
		}
	}
	_, page := tb.joined("192.168.1.20", "", false).get("/")
	if !strings.Contains(page, `<link rel="icon" href="/static/icon.svg"`) {
		t.Error("the page names no icon: a phone asks for /favicon.ico on every page, which is not found")
	}
}

// TestRenamedPlayerKeepsHisPhone: a player renamed from the command line
// is still his phone's player, under his new name, and no other phone may
// take him.
func TestRenamedPlayerKeepsHisPhone(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	bo := tb.joined("192.168.1.21", "Bo", false)
	if _, err := ledger.Append(tb.file, func(st books.State) (*books.HandRecord, error) {
		from, err := st.Header.CheckRename("Bo", "Bob")
		return &books.HandRecord{Kind: books.Rename, From: from, To: "Bob"}, err
	}); err != nil {
		t.Fatal(err)
	}
	if _, body := bo.get("/"); !strings.Contains(body, "This phone is Bob.") {
		t.Errorf("Bo's phone after the rename:\n%s", body)
	}
	other := tb.joined("192.168.1.22", "", false)
	if code, _ := other.send("/", "/me", url.Values{"player": {"Bob"}}); code != http.StatusConflict {
		t.Errorf("another phone choosing Bob: %d, want 409", code)
	}
}

// TestScorekeeperRoleStaysAtItsAddress: the scorekeeper's cookie copied
// to a device at another address does not carry the role; the phone at
// its own address keeps it.
func TestScorekeeperRoleStaysAtItsAddress(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	thief := tb.phone("192.168.1.66")
	thief.cookie = k.cookie
	if _, body := thief.get("/keeper"); strings.Contains(body, "/keeper/typed") {
		t.Errorf("the scorekeeper's cookie at another address holds the role")
	}
	form := url.Values{"kind": {"dead"}, "confirm": {"yes"}}
	for name, v := range k.hidden("/keeper/nobody?kind=dead", "/keeper/nobody") {
		form.Set(name, v)
	}
	if code, _ := thief.post("/keeper/nobody", form); code != http.StatusForbidden {
		t.Errorf("a record with the scorekeeper's cookie from another address: %d, want 403", code)
	}
	if code, _ := k.post("/keeper/nobody", form); code != http.StatusOK || len(tb.records()) != 1 {
		t.Errorf("the scorekeeper at his own address: %d, %d records", code, len(tb.records()))
	}
}
