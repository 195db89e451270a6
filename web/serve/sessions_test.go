package serve_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// in reports whether phone p is still let in: its standings, not the join
// page.
func (p *phone) in() bool {
	code, _ := p.get("/")
	return code == http.StatusOK
}

// TestJoinsFloodNobodyOut: a device that knows the join code and joins
// again and again forgets only its own address's sessions; from many
// addresses it fills the table and is then refused, and neither throws
// out the scorekeeper, a player or a phone already watching.
func TestJoinsFloodNobodyOut(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	ann := tb.joined("192.168.1.20", "Ann", false)
	watcher := tb.joined("192.168.1.30", "", false)
	var flood []*phone
	for range 300 {
		p := tb.phone("192.168.1.66")
		if code, _ := p.post("/join", url.Values{"code": {joinCode}}); code != http.StatusSeeOther {
			t.Fatalf("a join from one address: %d", code)
		}
		flood = append(flood, p)
	}
	kept := 0
	for _, p := range flood {
		if p.in() {
			kept++
		}
	}
	refused := 0
	for i := range 40 {
		for range 8 {
			p := tb.phone(fmt.Sprintf("192.168.2.%d", i))
			code, body := p.post("/join", url.Values{"code": {joinCode}})
			if code == http.StatusServiceUnavailable && strings.Contains(body, "as many devices as it can") {
				refused++
			} else if code != http.StatusSeeOther {
				t.Fatalf("a join from many addresses: %d\n%s", code, body)
			}
		}
	}
	t.Logf("300 joins from one address keep %d of its sessions; 320 from 40 addresses: %d refused", kept, refused)
	if kept != 8 {
		t.Errorf("one address keeps %d sessions after 300 joins, want 8", kept)
	}
	if refused != 320+3+8-256 {
		t.Errorf("%d joins refused once the table was full, want %d", refused, 320+3+8-256)
	}
	if !keeper.in() || !ann.in() || !watcher.in() {
		t.Errorf("a flood of joins threw out the scorekeeper (%v), Ann (%v) or a phone watching (%v)", keeper.in(), ann.in(), watcher.in())
	}
	if _, body := keeper.get("/keeper"); !strings.Contains(body, "/keeper/typed") {
		t.Errorf("the scorekeeper lost his role to the flood")
	}
}

// TestOneAddressForgetsItsOwnIdle: past eight sessions, one address's
// join forgets its own oldest idle session, never its scorekeeper's or
// its players'.
func TestOneAddressForgetsItsOwnIdle(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	const addr = "192.168.1.50"
	keeper := tb.joined(addr, "", true)
	players := []*phone{tb.joined(addr, "Ann", false), tb.joined(addr, "Bo", false), tb.joined(addr, "Cy", false), tb.joined(addr, "Di", false)}
	var idle []*phone
	for range 3 {
		idle = append(idle, tb.joined(addr, "", false))
	}
	late := tb.joined(addr, "", false)
	if idle[0].in() || !idle[1].in() || !late.in() || !keeper.in() {
		t.Errorf("the ninth session: the oldest idle one kept %v, the next %v, the new %v, the scorekeeper's %v", idle[0].in(), idle[1].in(), late.in(), keeper.in())
	}
	for _, p := range players {
		if !p.in() {
			t.Errorf("a player's session was forgotten")
		}
	}
}

// TestFullTableStillLetsIn: a table full of phones that joined lets in
// the machine running the server at once, in place of the phone longest
// unseen, and any device once a phone has been unseen for a quarter of
// an hour; never in place of the scorekeeper or a player.
func TestFullTableStillLetsIn(t *testing.T) {
	tb := newTableWith(t, books.NineDragons, func(c *serve.Config) { c.LocalKeeper = true })
	keeper := tb.joined("192.168.1.10", "", true)
	ann := tb.joined("192.168.1.20", "Ann", false)
	for i := 0; i < 254; i++ {
		tb.joined(fmt.Sprintf("192.168.%d.%d", 3+i/8, 1+i%8), "", false)
	}
	late := tb.phone("192.168.9.99")
	if code, _ := late.post("/join", url.Values{"code": {joinCode}}); code != http.StatusServiceUnavailable {
		t.Fatalf("a join into a full table: %d, want 503", code)
	}
	laptop := tb.phone("127.0.0.1")
	if !laptop.in() {
		t.Errorf("the machine running the server is refused by a full table")
	}
	tb.wait(10 * time.Minute)
	keeper.in()
	ann.in()
	tb.wait(6 * time.Minute)
	if code, _ := late.post("/join", url.Values{"code": {joinCode}}); code != http.StatusSeeOther {
		t.Errorf("a join once the idle phones were unseen for 16 minutes: %d, want to join", code)
	}
	if !keeper.in() || !ann.in() || !laptop.in() {
		t.Errorf("making room threw out the scorekeeper (%v), Ann (%v) or the machine running the server (%v)", keeper.in(), ann.in(), laptop.in())
	}
}
