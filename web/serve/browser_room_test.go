package serve_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
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

// roomPhones are table B's phones in the browser (Eve's, Fay's, …), made
// as they are first asked for; only TestRoomInTheBrowser uses them.
var roomPhones = map[string]context.Context{}

// tableBPhones lends test t n of table B's
// phones at 360 px, each to be used for at most d.
func tableBPhones(t *testing.T, n int, d time.Duration) map[string]context.Context {
	t.Helper()
	out := map[string]context.Context{}
	for _, name := range tablesOf("B")[:n] {
		if roomPhones[name] == nil {
			roomPhones[name] = browsertest.Lasting(t)
			if err := chromedp.Do(roomPhones[name], chromedp.EmulateViewport(360, 740)); err != nil {
				t.Fatal(err)
			}
		}
		ctx, cancel := context.WithTimeout(roomPhones[name], d)
		t.Cleanup(cancel)
		out[name] = ctx
	}
	return out
}

// TestRoomInTheBrowser: two tables of one room at once, their phones in
// browsers of their own, four a table (in -short one, its scorekeeper's;
// the other players' phones are httptest's). Each phone joins the room
// with the one join code, the first of each table with its table's
// scorekeeper's code, and picks its player; the hands of both tables are
// entered at once; a phone of B never sees A's entries, and is refused
// A's hand; each scorekeeper records his table's hand into his table's
// ledger; the room's page, open on A's scorekeeper's phone, moves when
// B records, without being loaded again; the season page fits the phone.
func TestRoomInTheBrowser(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	c := newClub(t, func(*serve.Config) {})
	ts := httptest.NewServer(c.h)
	defer ts.Close()
	defer c.room.Close() // the live streams end first
	n := 4
	if testing.Short() {
		n = 1
	}
	_, phonesA := devices(t, 3*time.Minute)
	phones := tableBPhones(t, n, 3*time.Minute)
	for name, p := range phonesA {
		phones[name] = p
	}
	amounts := map[string]string{"Ann": "-6", "Bo": "+12", "Cy": "-3", "Di": "-3", "Eve": "+9", "Fay": "-3", "Gus": "-3", "Hal": "-3"}
	for i, table := range []string{"A", "B"} {
		for j, name := range tablesOf(table) {
			if j >= n {
				p := c.seated(fmt.Sprintf("192.168.%d.%d", i, j), table, name)
				p.send("/t/"+table+"/hand", "/t/"+table+"/hand/entry", amount(amounts[name]))
				continue
			}
			joinTable(t, phones[name], ts.URL, table, name, j == 0)
			do(t, phones[name], name+" enters", chromedp.Navigate(ts.URL+"/t/"+table+"/hand"), browsertest.Shown("#e-amount"),
				typeIn("#e-amount", amounts[name]), submit("form.entry button"))
		}
	}
	eve := phones["Eve"]
	do(t, eve, "B's hand", chromedp.Navigate(ts.URL+"/t/B/hand"), browsertest.Shown("#hand"))
	if got := evalJS[string](t, eve, `document.querySelector("main").innerText`); strings.Contains(got, "Ann") || strings.Contains(got, "+12") || !strings.Contains(got, "Entered: Eve, Fay, Gus, Hal.") {
		t.Errorf("table B's hand, on Eve's phone:\n%s", got)
	}
	do(t, eve, "A's hand from B", chromedp.Navigate(ts.URL+"/t/A/hand"), browsertest.Shown("footer.serve"))
	if got := evalJS[string](t, eve, `document.querySelector("main").innerText`); !strings.Contains(got, "is for its own phones") || strings.Contains(got, "Bo") {
		t.Errorf("table A's hand, on Eve's phone:\n%s", got)
	}
	ann := phones["Ann"]
	recordInBrowser(t, ann, ts.URL, "A", "Bo wins (Ann -6, Bo +12, Cy -3, Di -3)")
	do(t, ann, "the room's page", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#room"))
	if bad := misfit(t, ann); len(bad) > 0 {
		t.Errorf("the room's page at 360 px: %v", bad)
	}
	accessible(t, ann, "the room's page")
	evalJS[bool](t, ann, `window.notReloaded = true`)
	recordInBrowser(t, eve, ts.URL, "B", "Eve wins (Eve +9, Fay -3, Gus -3, Hal -3)")
	const firstOfB = `document.querySelector('section[aria-labelledby="table-B"] tbody tr td:nth-child(2)').textContent + " " + document.querySelector('section[aria-labelledby="table-B"] tbody tr td:nth-child(4)').textContent`
	if _, err := chromedp.Run(ann, until(firstOfB+` === "Eve 9"`)); err != nil {
		t.Errorf("the room's page did not move: table B's first is %q: %v", evalJS[string](t, ann, firstOfB), err)
	}
	if !evalJS[bool](t, ann, `window.notReloaded === true`) {
		t.Errorf("the room's page was loaded again instead of refreshed")
	}
	do(t, ann, "the season", chromedp.Navigate(ts.URL+"/season"), browsertest.Shown("figure"))
	if bad := misfit(t, ann); len(bad) > 0 {
		t.Errorf("the season page at 360 px: %v", bad)
	}
	alsoAccessible(t, ann, "the season page")
	for table, want := range map[string]string{"A": "Bo", "B": "Eve"} {
		if r := c.records(table); len(r) != 1 || r[0].Inputs.Winner != want {
			t.Errorf("table %s's ledger holds %+v", table, r)
		}
	}
}

// joinTable joins the room on phone p, with table's scorekeeper's code
// when keeper, and picks player name at table.
func joinTable(t *testing.T, p context.Context, base, table, name string, keeper bool) {
	t.Helper()
	steps := []chromedp.Action[chromedp.Void]{chromedp.Navigate(base + "/"), browsertest.Shown("#code"), typeIn("#code", joinCode)}
	if keeper {
		steps = append(steps, browsertest.Tap("summary"), typeIn("#keeper", keeperOf(table)))
	}
	steps = append(steps, submit("form.join button"), chromedp.Navigate(base+"/t/"+table+"/"),
		browsertest.Shown(`button[value="`+name+`"]`), submit(`button[value="`+name+`"]`))
	do(t, p, name+" joins table "+table, steps...)
	if got := evalJS[string](t, p, `document.querySelector("footer.serve").textContent`); !strings.HasPrefix(got, "This phone is "+name+" at table "+table+".") {
		t.Fatalf("%s's phone says %q", name, got)
	}
}

// recordInBrowser records table's complete hand on its scorekeeper's
// phone p, which reads the result first.
func recordInBrowser(t *testing.T, p context.Context, base, table, result string) {
	t.Helper()
	do(t, p, "table "+table+"'s result", chromedp.Navigate(base+"/t/"+table+"/hand"), browsertest.Shown("form.record button"))
	if got := evalJS[string](t, p, `document.querySelector(".result p.line").textContent.trim()`); got != result {
		t.Errorf("table %s's scorekeeper reads %q, want %q", table, got, result)
	}
	do(t, p, "recording at "+table, submit("form.record button"), browsertest.Shown("p.message.ok"))
}

// TestRoomScreenFitsATelevision: the room's page in large type (/screen)
// shows eight tables, each with its standings and who deals next, and
// the night across them, on a television at 1920×1080 without
// scrolling. With -update-screenshot it is the README's picture. With
// -short the screen is fitted and checked with axe-core once, by
// TestRoomScreenFitsACrowd, its larger room.
func TestRoomScreenFitsATelevision(t *testing.T) {
	if testing.Short() && !*updateScreenshot {
		t.Skip("-short: the screen is fitted by TestRoomScreenFitsACrowd, a larger room on the same page")
	}
	t.Parallel()
	c := newClubOf(t, 8, func(cfg *serve.Config) { cfg.JoinCode = "" })
	playANight(t, c)
	ts := httptest.NewServer(c.h)
	defer ts.Close()
	defer c.room.Close()
	tv, _ := devices(t, time.Minute) // the scorekeeper's, on a television for a while
	t.Cleanup(func() { chromedp.Do(tv, chromedp.EmulateViewport(360, 740)) })
	do(t, tv, "the screen", chromedp.EmulateViewport(1920, 1080), chromedp.Navigate(ts.URL+"/screen"), browsertest.Shown("ol.night"))
	if bad := evalJS[[]string](t, tv, fitsTheScreen); len(bad) > 0 {
		t.Errorf("the screen at 1920×1080: %v", bad)
	}
	if found := browsertest.Axe(t, tv); len(found) > 0 {
		t.Errorf("the screen: axe-core finds\n\t%s", strings.Join(found, "\n\t"))
	}
	if n := evalJS[int](t, tv, `document.querySelectorAll("section.table tbody tr").length`); n != 32 {
		t.Errorf("%d players' rows on the screen, want 32", n)
	}
	if *updateScreenshot {
		shot(t, tv, "../../docs/serve-room.png")
	}
}

// fitsTheScreen lists what of the room's screen is off it: the page
// taller or wider than the window, a table or a line of the night below
// or right of it, a table's heading wider than its card, a cell of the
// standings broken over two lines.
const fitsTheScreen = `(() => {
	const d = document.documentElement, out = [];
	if (d.scrollHeight > innerHeight) out.push("the page is " + d.scrollHeight + " px tall");
	if (d.scrollWidth > innerWidth) out.push("the page is " + d.scrollWidth + " px wide");
	for (const e of document.querySelectorAll("section.table, ol.night li")) {
		const r = e.getBoundingClientRect();
		if (r.bottom > innerHeight || r.right > innerWidth) out.push(e.textContent.trim().split("\n")[0] + " is off the screen");
	}
	for (const h of document.querySelectorAll("section.table h2")) {
		if (h.scrollWidth > h.clientWidth || h.getBoundingClientRect().right > h.parentElement.getBoundingClientRect().right) out.push(h.textContent + " runs out of its card");
	}
	for (const td of document.querySelectorAll("section.table td")) {
		const r = document.createRange();
		r.selectNodeContents(td);
		if (new Set([...r.getClientRects()].map(q => Math.round(q.top))).size > 1) out.push(td.textContent + " breaks");
	}
	return out;
})()`

// TestRoomScreenFitsACrowd: the screen holds eight tables of 36 players,
// one of them a Magic Dragon table of eight with a long name, its night
// and every seat's name whole, at 1920×1080, and passes axe-core.
func TestRoomScreenFitsACrowd(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	commands := ledgercmd.Served()
	var tables []serve.Config
	for i := range 8 {
		game, players, file := books.NineDragons, tablesOf(tableName(i)), tableName(i)+".yaml"
		if i == 0 {
			game, players, file = books.Magic, slices.Concat(players, []string{"Gil", "Hem", "Ida", "Jules"}), "TheLongTableByTheWindowAtTheBack.yaml"
		}
		file = filepath.Join(dir, file)
		if err := ledger.Create(file, books.Header{Game: game, Players: players}); err != nil {
			t.Fatal(err)
		}
		for h := range 3 {
			win, lose := players[(h+i)%len(players)], players[(h+i+1)%len(players)]
			record(t, file, commands, serve.Typed{Kind: books.Win, Transfers: fmt.Sprintf("%s=+%d,%s=-%d", win, 12+h+i, lose, 12+h+i)})
		}
		tables = append(tables, serve.Config{File: file, Commands: commands})
	}
	ts := httptest.NewUnstartedServer(nil) // its address is the room's, on the screen
	rm, err := serve.NewRoom(serve.Config{Host: ts.Listener.Addr().String(), JoinCode: joinCode, LocalKeeper: true}, tables)
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = rm.Handler()
	ts.Start()
	defer ts.Close()
	defer rm.Close()
	tv, _ := devices(t, time.Minute)
	t.Cleanup(func() { chromedp.Do(tv, chromedp.EmulateViewport(360, 740)) })
	do(t, tv, "the screen", chromedp.EmulateViewport(1920, 1080), chromedp.Navigate(ts.URL+"/screen"), browsertest.Shown("ol.night"))
	if bad := evalJS[[]string](t, tv, fitsTheScreen); len(bad) > 0 {
		t.Errorf("the screen of 36 players at 1920×1080: %v", bad)
	}
	if n := evalJS[int](t, tv, `document.querySelectorAll("ol.night li").length`); n != 36 {
		t.Errorf("%d players in the night, want 36", n)
	}
	if found := browsertest.Axe(t, tv); len(found) > 0 {
		t.Errorf("the screen of 36 players: axe-core finds\n\t%s", strings.Join(found, "\n\t"))
	}
}

// playANight records hands at every table of c, as the command line
// does; Ann takes Kit's place at table C (recorded as the ledger records
// it, a rename), so that the night counts her at A and C.
func playANight(t *testing.T, c *club) {
	t.Helper()
	commands := ledgercmd.Served()
	for i := range len(c.files) {
		name := tableName(i)
		players := tablesOf(name)
		for h := range 2 + i%3 {
			win, lose := players[(h+i)%4], players[(h+i+1)%4]
			record(t, c.files[name], commands, serve.Typed{Kind: books.Win, Transfers: fmt.Sprintf("%s=+%d,%s=-%d", win, 2+h+i, lose, 2+h+i)})
		}
	}
	taken := &books.HandRecord{Kind: books.Rename, From: "Kit", To: "Ann"}
	if _, err := ledger.Append(c.files["C"], func(books.State) (*books.HandRecord, error) { return taken, nil }); err != nil {
		t.Fatal(err)
	}
	record(t, c.files["C"], commands, serve.Typed{Kind: books.Win, Transfers: "Ann=+8,Jo=-8"})
	here := c.phone("127.0.0.1")
	if code, body := here.get("/part/room"); code != http.StatusOK || !strings.Contains(body, "<td>Ann</td><td>A, C</td>") {
		t.Fatalf("the night does not count Ann at A and C: %d\n%s", code, body)
	}
}

// record appends the record the command line makes of typed.
func record(t *testing.T, file string, commands serve.Commands, typed serve.Typed) {
	t.Helper()
	if _, err := ledger.Append(file, func(st books.State) (*books.HandRecord, error) { return commands.Record(st, typed) }); err != nil {
		t.Fatal(err)
	}
}
