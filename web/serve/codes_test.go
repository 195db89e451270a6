package serve_test

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// raceJoins opens n connections from one address, each sending POST
// /join with the last byte of its body held back, waits until the server
// has read every request's head, then lets every body go at once. It
// returns how many answers came of each kind: joined (303), refused as a
// wrong code (403), refused unread (429).
func raceJoins(t *testing.T, h http.Handler, n int, codeOf func(i int) string) map[int]int {
	t.Helper()
	var mu sync.Mutex
	active := 0
	all := make(chan struct{})
	ts := httptest.NewUnstartedServer(h)
	ts.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s != http.StateActive {
			return
		}
		mu.Lock()
		if active++; active == n {
			close(all)
		}
		mu.Unlock()
	}
	ts.Start()
	defer ts.Close()
	conns := make([]net.Conn, n)
	last := make([]byte, n)
	for i := range conns {
		c, err := net.Dial("tcp", ts.Listener.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		body := "code=" + codeOf(i)
		fmt.Fprintf(c, "POST /join HTTP/1.1\r\nHost: %s\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s",
			ts.Listener.Addr(), len(body), body[:len(body)-1])
		conns[i], last[i] = c, body[len(body)-1]
	}
	select {
	case <-all:
	case <-time.After(30 * time.Second):
		t.Fatalf("the server took up %d of %d requests", active, n)
	}
	for i, c := range conns {
		c.Write(last[i : i+1])
	}
	got := map[int]int{}
	for _, c := range conns {
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got[resp.StatusCode]++
	}
	return got
}

// TestCodesRacedCountedFirst: 200 guesses from one address, held back
// and let go at once, are counted before they are compared: ten wrong
// ones at most are compared, the rest refused unread (the right code among
// them is let in only if it came before the minute was full).
func TestCodesRacedCountedFirst(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	defer tb.srv.Close()
	const n = 200
	got := raceJoins(t, tb.h, n, func(i int) string {
		if i == n-1 {
			return joinCode
		}
		return fmt.Sprintf("%06d", 100000+i)
	})
	compared := got[http.StatusForbidden] + got[http.StatusSeeOther]
	t.Logf("%d guesses at once from one address: %d compared (%d wrong, %d let in), %d refused unread", n, compared, got[http.StatusForbidden], got[http.StatusSeeOther], got[http.StatusTooManyRequests])
	if got[http.StatusForbidden] > 10 || compared+got[http.StatusTooManyRequests] != n {
		t.Errorf("answers %v: want at most 10 wrong codes compared and every other refused with 429", got)
	}
}

// TestWrongCodesSlidingMinute: at most ten wrong codes from one address
// in any minute; a right code is not counted against it; the minute
// slides.
func TestWrongCodesSlidingMinute(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.phone("192.168.1.66")
	guess := func(code string) int {
		c, _ := p.post("/join", url.Values{"code": {code}})
		p.cookie = nil
		return c
	}
	for range 9 {
		if c := guess("000000"); c != http.StatusForbidden {
			t.Fatalf("a wrong code: %d", c)
		}
	}
	if c := guess(joinCode); c != http.StatusSeeOther {
		t.Fatalf("the right code after nine wrong ones: %d", c)
	}
	if c := guess("000000"); c != http.StatusForbidden {
		t.Errorf("the tenth wrong code, a right one between: %d, want it compared (403)", c)
	}
	tb.wait(30 * time.Second)
	if c := guess(joinCode); c != http.StatusTooManyRequests {
		t.Errorf("the right code after ten wrong ones, half a minute on: %d, want 429", c)
	}
	tb.wait(31 * time.Second)
	if c := guess(joinCode); c != http.StatusSeeOther {
		t.Errorf("the right code a minute after the ten: %d, want to join", c)
	}
}

// TestCodesComparedWhole: a code is the same only whole: a prefix, a
// longer string, the other code or nothing is not the join code.
func TestCodesComparedWhole(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	for _, code := range []string{"", joinCode[:5], joinCode + "0", " " + joinCode + "x", keeperCode} {
		p := tb.phone("192.168.1.70")
		if c, _ := p.post("/join", url.Values{"code": {code}}); c != http.StatusForbidden || p.cookie != nil {
			t.Errorf("join code %q: %d, want refused", code, c)
		}
	}
}

// TestJoinByQRCode: the QR code's address carries the join code, and
// opening it joins; a wrong code in it is counted as a typed one.
func TestJoinByQRCode(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.phone("192.168.1.40")
	code, body := p.get("/join?code=" + joinCode)
	if code != http.StatusSeeOther || p.cookie == nil {
		t.Fatalf("the QR code's address: %d\n%s", code, body)
	}
	if code, body := p.get("/"); code != http.StatusOK || !strings.Contains(body, "Which player is this phone?") {
		t.Errorf("after scanning: %d\n%s", code, body)
	}
	bad := tb.phone("192.168.1.41")
	for range 10 {
		if code, _ := bad.get("/join?code=000000"); code != http.StatusForbidden {
			t.Fatalf("a wrong code in the address: %d", code)
		}
	}
	if code, _ := bad.post("/join", url.Values{"code": {joinCode}}); code != http.StatusTooManyRequests || bad.cookie != nil {
		t.Errorf("typed after ten wrong codes scanned: %d, want 429", code)
	}
}

// TestNewScorekeeperCode: the machine running the server issues a new
// scorekeeper's code at any time: the phone that held the role loses it,
// the one that gives the new code holds it, and only that machine may
// issue one.
func TestNewScorekeeperCode(t *testing.T) {
	tb := newTableWith(t, books.NineDragons, func(c *serve.Config) { c.LocalKeeper = true })
	laptop := tb.phone("127.0.0.1")
	old := tb.joined("192.168.1.10", "", true)
	if code, _ := old.post("/keeper/new-code", url.Values{"token": {old.token("/keeper", "/keeper/typed")}}); code != http.StatusForbidden {
		t.Errorf("a phone issuing a code: %d, want 403", code)
	}
	if _, body := old.get("/keeper"); strings.Contains(body, "/keeper/new-code") {
		t.Errorf("a phone is offered to issue a code:\n%s", body)
	}
	_, body := laptop.send("/keeper", "/keeper/new-code", url.Values{})
	m := regexp.MustCompile(`<p class="message ok" role="status">The new scorekeeper's code is ([0-9]+): `).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("the new code is not said at the top of the page:\n%s", body)
	}
	newCode := m[1]
	if len(newCode) != 8 || newCode == keeperCode {
		t.Fatalf("the new code %q:\n%s", newCode, body)
	}
	if _, body := old.get("/keeper"); strings.Contains(body, "/keeper/typed") {
		t.Errorf("the phone that held the role still holds it")
	}
	next := tb.joined("192.168.1.11", "", false)
	if code, _ := next.send("/keeper", "/keeper/code", url.Values{"code": {keeperCode}}); code != http.StatusForbidden {
		t.Errorf("the old code: %d, want refused", code)
	}
	if code, _ := next.send("/keeper", "/keeper/code", url.Values{"code": {newCode}}); code != http.StatusSeeOther {
		t.Errorf("the new code: %d, want the role", code)
	}
	if _, body := next.get("/keeper"); !strings.Contains(body, "/keeper/typed") {
		t.Errorf("the phone that gave the new code is not the scorekeeper")
	}
	if _, body := laptop.get("/keeper"); !strings.Contains(body, "/keeper/typed") {
		t.Errorf("the machine running the server is no longer the scorekeeper")
	}
}

// TestWrongCodesFromManyAddresses: a device with many addresses guesses
// no faster: at most 60 wrong codes a minute are compared from every
// address together, and an IPv6 device's whole /64 counts as one address.
func TestWrongCodesFromManyAddresses(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	got := map[int]int{}
	for i := range 100 {
		for range 5 {
			code, _ := tb.phone(fmt.Sprintf("10.203.%d.%d", i/200, 10+i%200)).post("/join", url.Values{"code": {"000000"}})
			got[code]++
		}
	}
	t.Logf("500 wrong codes from 100 addresses in a minute: %d compared, %d refused unread", got[http.StatusForbidden], got[http.StatusTooManyRequests])
	if got[http.StatusForbidden] != 60 || got[http.StatusTooManyRequests] != 440 {
		t.Errorf("answers %v: want 60 compared and 440 refused", got)
	}
	tb.wait(time.Minute)
	v6 := map[int]int{}
	for i := range 20 {
		p := &phone{tb: tb, addr: fmt.Sprintf("[fd29::%x]:40000", i+1)}
		code, _ := p.post("/join", url.Values{"code": {"000000"}})
		v6[code]++
	}
	if v6[http.StatusForbidden] != 10 {
		t.Errorf("20 wrong codes from 20 addresses of one /64: %v, want 10 compared", v6)
	}
}
