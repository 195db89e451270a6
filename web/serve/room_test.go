package serve_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// theClub are the names of the players of a room's test tables, four a
// table: table A's first (Ann, Bo, Cy, Di), then B's (Eve, Fay, Gus,
// Hal), and so on; past the eighth table they come round again.
var theClub = strings.Fields("Ann Bo Cy Di Eve Fay Gus Hal Ivy Jo Kit Lee Max Ned Oli Pam Quin Ray Sue Tom Uma Vic Wes Xan Yves Zoe Abe Bea Cal Dot Eli Flo")

// tableName is the name of the room's i-th table: A, B, …
func tableName(i int) string { return string(rune('A' + i)) }

// tablesOf are the players of table name.
func tablesOf(name string) []string {
	i := 4 * int(name[0]-'A') % len(theClub)
	return theClub[i : i+4]
}

// keeperOf is the scorekeeper's code of table name.
func keeperOf(name string) string { return "2718" + fmt.Sprintf("%04d", name[0]) }

// club is a room of new Nine Dragons ledgers, tables A, B, …, each
// seating the players of tablesOf: one join code; each table's
// scorekeeper's code.
type club struct {
	*table
	room  *serve.Room
	files map[string]string
}

// newClub serves a room of two tables to the table's network, as
// newTable does a table alone.
func newClub(t *testing.T, set func(*serve.Config)) *club {
	t.Helper()
	return newClubOf(t, 2, set)
}

// newClubOf is newClub with n tables.
func newClubOf(t *testing.T, n int, set func(*serve.Config)) *club {
	t.Helper()
	return newClubPlaying(t, slices.Repeat([]books.Game{books.NineDragons}, n), set)
}

// newClubPlaying is newClub with a table a game of games.
func newClubPlaying(t *testing.T, games []books.Game, set func(*serve.Config)) *club {
	t.Helper()
	dir := t.TempDir()
	c := &club{table: &table{t: t, now: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}, files: map[string]string{}}
	var tables []serve.Config
	for i, game := range games {
		name := tableName(i)
		file := filepath.Join(dir, name+".yaml")
		if err := ledger.Create(file, books.Header{Game: game, Players: tablesOf(name)}); err != nil {
			t.Fatal(err)
		}
		c.files[name] = file
		tables = append(tables, serve.Config{File: file, KeeperCode: keeperOf(name), Commands: ledgercmd.Served()})
	}
	shared := serve.Config{JoinCode: joinCode, Now: c.clock}
	set(&shared)
	rm, err := serve.NewRoom(shared, tables)
	if err != nil {
		t.Fatal(err)
	}
	c.room, c.h = rm, rm.Handler()
	return c
}

// seated is a phone that joined the room and chose player at table
// name, or gave its scorekeeper's code when player is "".
func (c *club) seated(addr, name, player string) *phone {
	c.t.Helper()
	p := c.phone(addr)
	form := url.Values{"code": {joinCode}}
	if player == "" {
		form.Set("keeper", keeperOf(name))
	}
	if code, body := p.post("/join", form); code != http.StatusSeeOther {
		c.t.Fatalf("join: %d\n%s", code, body)
	}
	if player != "" {
		base := "/t/" + name
		if code, body := p.send(base+"/", base+"/me", url.Values{"player": {player}}); code != http.StatusSeeOther {
			c.t.Fatalf("choosing %s at %s: %d\n%s", player, name, code, body)
		}
	}
	return p
}

// records are the records of table name's ledger.
func (c *club) records(name string) []*books.HandRecord {
	c.t.Helper()
	l, err := ledger.Load(c.files[name])
	if err != nil {
		c.t.Fatal(err)
	}
	return l.Hands
}

// TestRoomRoutes: the room's page shows every table and links to it;
// each table's pages are under /t/NAME/, its links and forms too; a
// table that is not there is not found.
func TestRoomRoutes(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	p := c.seated("192.168.1.20", "A", "Ann")
	code, body := p.get("/")
	for _, want := range []string{`href="/t/A/"`, `href="/t/B/"`, "Eve", "Ann", "Ann is East", `data-live="/part/room"`} {
		if code != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("the room's page (%d) lacks %q:\n%s", code, want, body)
		}
	}
	_, body = p.get("/t/B/")
	if !strings.Contains(body, "Eve") || strings.Contains(body, "<td>Ann</td>") || !strings.Contains(body, `data-live="/t/B/part/standings"`) || !strings.Contains(body, `href="/t/B/hand"`) {
		t.Errorf("table B's page:\n%s", body)
	}
	if code, _ := p.get("/t/C/"); code != http.StatusNotFound {
		t.Errorf("a table not there: %d", code)
	}
	if code, _ := p.get("/hand"); code != http.StatusNotFound {
		t.Errorf("a table's page outside its path: %d", code)
	}
	w := p.do(http.MethodGet, "/t/A", nil, "")
	if w.Code/100 != 3 || w.Header().Get("Location") != "/t/A/" {
		t.Errorf("/t/A: %d to %q", w.Code, w.Header().Get("Location"))
	}
}

// TestRoomTablesApart: a hand entered at table A is recorded in A's
// ledger alone; B's phones never see it, and A's scorekeeper does
// nothing at B.
func TestRoomTablesApart(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	keeper := c.seated("192.168.1.10", "A", "")
	phones := map[string]*phone{}
	for i, name := range tablesOf("A") {
		phones[name] = c.seated("192.168.1.2"+string(rune('0'+i)), "A", name)
		phones[name].send("/t/A/hand", "/t/A/hand/entry", amount([]string{"-6", "+12", "-3", "-3"}[i]))
	}
	eve := c.seated("192.168.1.30", "B", "Eve")
	for _, path := range []string{"/t/A/hand", "/t/A/part/hand", "/t/A/part/entry"} {
		if code, body := eve.get(path); code != http.StatusForbidden || strings.Contains(body, "+12") {
			t.Errorf("B's phone at %s: %d\n%s", path, code, body)
		}
	}
	if _, body := eve.get("/t/B/hand"); strings.Contains(body, "Bo") || !strings.Contains(body, "Nobody has entered yet.") {
		t.Errorf("table B's hand shows A's:\n%s", body)
	}
	if code, _ := keeper.get("/t/B/keeper/undo"); code != http.StatusForbidden {
		t.Errorf("A's scorekeeper at B: %d", code)
	}
	_, body := keeper.get("/t/A/hand")
	code, body := keeper.send("/t/A/hand", "/t/A/hand/record", url.Values{"rev": {field(body, "rev")}, "records": {field(body, "records")}})
	if code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: Bo wins") {
		t.Fatalf("recording at A: %d\n%s", code, body)
	}
	if a, b := c.records("A"), c.records("B"); len(a) != 1 || len(b) != 0 {
		t.Errorf("A holds %d records, B %d; want 1 and 0", len(a), len(b))
	}
	if code, body := phones["Ann"].send("/t/B/", "/t/B/me", url.Values{"player": {"Fay"}}); code != http.StatusConflict || !strings.Contains(body, "This phone is Ann at table A") {
		t.Errorf("Ann's phone choosing at B: %d\n%s", code, body)
	}
}

// TestRoomOrganiser: the machine running the server acts for every
// table; a scorekeeper's code makes a phone its own table's alone.
func TestRoomOrganiser(t *testing.T) {
	var logged []string
	c := newClub(t, func(cfg *serve.Config) {
		cfg.LocalKeeper, cfg.Log = true, func(line string) { logged = append(logged, line) }
	})
	here := c.phone("127.0.0.1")
	for _, name := range []string{"A", "B"} {
		code, body := here.send("/t/"+name+"/keeper", "/t/"+name+"/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+4"}, "a1": {"-4"}, "confirm": {"yes"}})
		if code != http.StatusOK || !strings.Contains(body, "Recorded hand 1") {
			t.Errorf("the organiser recording at %s: %d\n%s", name, code, body)
		}
	}
	b := c.seated("192.168.1.11", "B", "")
	if code, _ := b.get("/t/A/keeper/undo"); code != http.StatusForbidden {
		t.Errorf("B's scorekeeper at A: %d", code)
	}
	if code, body := b.get("/t/B/keeper/undo"); code != http.StatusOK || !strings.Contains(body, "Void hand 1") {
		t.Errorf("B's scorekeeper at B: %d\n%s", code, body)
	}
	here.send("/t/B/keeper", "/t/B/keeper/new-code", url.Values{})
	if code, _ := b.get("/t/B/keeper/undo"); code != http.StatusForbidden {
		t.Errorf("B's scorekeeper after a new code for B: %d", code)
	}
	if want := []string{"a device at 192.168.1.11 is the scorekeeper of table B now (the code is spent)", "table B: a new scorekeeper's code: "}; len(logged) != 2 || logged[0] != want[0] || !strings.HasPrefix(logged[1], want[1]) {
		t.Errorf("the terminal was told %q, want %q", logged, want)
	}
}

// TestRoomOneBudgetOfCodes: wrong codes given at any table count with
// those given at the door: ten from one address lock it out of all.
func TestRoomOneBudgetOfCodes(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	p := c.seated("192.168.1.40", "A", "Ann")
	for i := range 5 {
		for _, name := range []string{"A", "B"} {
			if code, _ := p.send("/t/"+name+"/keeper", "/t/"+name+"/keeper/code", url.Values{"code": {"0000000" + string(rune('0'+i))}}); code != http.StatusForbidden {
				t.Fatalf("wrong code %d at %s: %d", i, name, code)
			}
		}
	}
	other := c.phone("192.168.1.40")
	if code, body := other.post("/join", url.Values{"code": {joinCode}}); code != http.StatusTooManyRequests {
		t.Errorf("the right join code after ten wrong at the tables: %d\n%s", code, body)
	}
}

// TestRoomKeeperCodeNamesItsTable: each table's code makes its
// scorekeeper; a code of one table given at another's page makes the
// scorekeeper of the table it is of.
func TestRoomKeeperCodeNamesItsTable(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	p := c.seated("192.168.1.50", "A", "Ann")
	w := p.do(http.MethodGet, "/", nil, "")
	if w.Code != http.StatusOK {
		t.Fatal(w.Code)
	}
	code, _ := p.send("/t/A/keeper", "/t/A/keeper/code", url.Values{"code": {keeperOf("B")}})
	if code != http.StatusSeeOther {
		t.Fatalf("B's code at A's page: %d", code)
	}
	if code, _ := p.get("/t/B/keeper/undo"); code != http.StatusOK {
		t.Errorf("B's scorekeeper now: %d", code)
	}
	if code, _ := p.get("/t/A/hand"); code != http.StatusForbidden {
		t.Errorf("the phone sits at B now, yet sees A's hand: %d", code)
	}
}

// TestRoomNight: a player who moved between tables is one player across
// them, his name folded as the ledger folds names; his nets add up.
func TestRoomNight(t *testing.T) {
	c := newClub(t, func(cfg *serve.Config) { cfg.LocalKeeper = true })
	here := c.phone("127.0.0.1")
	c.annAtAAndB(here, "+4", "+10")
	_, body := here.get("/part/room")
	if !strings.Contains(body, "<tr><td>Ann</td><td>A, B</td><td class=\"n\">2</td><td class=\"n\">+14</td></tr>") {
		t.Errorf("Ann's night across A and B:\n%s", body)
	}
}

// annAtAAndB has the organiser's device here record a hand at A that
// Ann wins (+) or loses by a, Bo the other way, rename B's Eve ANN, and
// record a hand at B that she wins or loses by b, Fay the other way.
func (c *club) annAtAAndB(here *phone, a, b string) {
	c.t.Helper()
	other := map[byte]string{'+': "-", '-': "+"}
	here.send("/t/A/keeper", "/t/A/keeper/typed", url.Values{"kind": {"win"}, "a0": {a}, "a1": {other[a[0]] + a[1:]}, "confirm": {"yes"}})
	if _, err := ledger.Append(c.files["B"], func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Rename, From: "Eve", To: "ANN"}, nil
	}); err != nil {
		c.t.Fatal(err)
	}
	here.send("/t/B/keeper", "/t/B/keeper/typed", url.Values{"kind": {"win"}, "a0": {b}, "a1": {other[b[0]] + b[1:]}, "confirm": {"yes"}})
}

// TestRoomNightByGame: the night is kept a game at a time. A player who
// played two games has a line in each game's list, his figures never
// added across them; a game of totals shows its totals, lowest first
// where the lowest wins, and no net.
func TestRoomNightByGame(t *testing.T) {
	c := newClubPlaying(t, []books.Game{books.NineDragons, books.Magic, books.Dominoes}, func(cfg *serve.Config) { cfg.LocalKeeper = true })
	here := c.phone("127.0.0.1")
	c.annAtAAndB(here, "+90", "-10")
	here.send("/t/C/keeper", "/t/C/keeper/typed", url.Values{"kind": {"win"}, "a0": {"12"}, "a1": {"0"}, "a2": {"30"}, "a3": {"8"}, "confirm": {"yes"}})
	_, body := here.get("/part/room")
	parts := strings.Split(body, "<h3 ")
	if len(parts) != 4 {
		t.Fatalf("the night is not a part a game:\n%s", body)
	}
	for i, want := range []string{
		"Nine Dragons</h3>", `<tr><td>Ann</td><td>A</td><td class="n">1</td><td class="n">+90</td></tr>`,
		"Magic Dragon</h3>", `<tr><td>ANN</td><td>B</td><td class="n">1</td><td class="n">-10</td></tr>`,
		"Dancing Dragons</h3>", `<tbody>
<tr><td>Jo</td><td>C</td><td class="n">1</td><td class="n">0</td></tr>`,
	} {
		if !strings.Contains(parts[1+i/2], want) {
			t.Errorf("the night's part %d lacks %q:\n%s", 1+i/2, want, parts[1+i/2])
		}
	}
	if strings.Contains(parts[3], ">net<") || strings.Contains(parts[3], "+0") {
		t.Errorf("a game of totals shows a net:\n%s", parts[3])
	}
	if _, body := here.get("/part/screen"); !strings.Contains(body, `<span class="who">Ann</span> <span class="n">+90</span> <span class="soft">1 hand, A</span>`) {
		t.Errorf("the screen's night does not say Ann played 1 hand at A:\n%s", body)
	}
}

// TestRoomHoldsSixteenTables: a room of sixteen tables, five devices at
// each (the scorekeeper's and four players'), each from an address of
// its own: every device gets in and every table records its hand. A
// seventeenth table is refused at the start, in one line.
func TestRoomHoldsSixteenTables(t *testing.T) {
	c := newClubOf(t, serve.MaxTables, func(*serve.Config) {})
	for i := range serve.MaxTables {
		name, base := tableName(i), "/t/"+tableName(i)
		keeper := c.seated(fmt.Sprintf("10.0.%d.10", i), name, "")
		for j, player := range tablesOf(name) {
			p := c.seated(fmt.Sprintf("10.0.%d.%d", i, 20+j), name, player)
			if code, body := p.send(base+"/hand", base+"/hand/entry", amount([]string{"+3", "-1", "-1", "-1"}[j])); code != http.StatusSeeOther {
				t.Fatalf("%s at table %s: %d\n%s", player, name, code, body)
			}
		}
		_, body := keeper.get(base + "/hand")
		if code, body := keeper.send(base+"/hand", base+"/hand/record", url.Values{"rev": {field(body, "rev")}, "records": {field(body, "records")}}); code != http.StatusOK {
			t.Fatalf("recording at table %s: %d\n%s", name, code, body)
		}
	}
	for name := range c.files {
		if n := len(c.records(name)); n != 1 {
			t.Errorf("table %s holds %d records, want 1", name, n)
		}
	}
	var tables []serve.Config
	for i := range serve.MaxTables + 1 {
		tables = append(tables, serve.Config{File: c.files[tableName(i%serve.MaxTables)] + strings.Repeat("x", i/serve.MaxTables)})
	}
	if _, err := serve.NewRoom(serve.Config{}, tables); err == nil || err.Error() != "serve: a room holds 2 to 16 tables; give at most 16 ledgers, not 17" {
		t.Errorf("seventeen tables: %v", err)
	}
}

// TestRoomTableNames: a table is named after its file; two files that
// would name one table are refused, naming both.
func TestRoomTableNames(t *testing.T) {
	for file, want := range map[string]string{"A.yaml": "A", "dir/Table 2.yaml": "Table-2", "thu--night!.yml": "thu-night", "ümlaut.yaml": "mlaut", "—.yaml": ""} {
		if got := serve.TableName(file); got != want {
			t.Errorf("TableName(%q) = %q, want %q", file, got, want)
		}
	}
	c := newClub(t, func(*serve.Config) {})
	twice := []serve.Config{{File: c.files["A"]}, {File: filepath.Join(filepath.Dir(c.files["A"]), "a.yml")}}
	if _, err := serve.NewRoom(serve.Config{}, twice); err == nil || !strings.Contains(err.Error(), "would both be table a: rename one") {
		t.Errorf("A.yaml and a.yml: %v", err)
	}
}

// TestSeasonPage: the season page ranks the players of tonight's tables
// and of the earlier nights (read, never written) by net and by hands
// played, one player across the nights whatever the case of his name
// (as he was first named), his evenings the nights he played, with each
// player's line in the chart; a table alone has it too, and
// offers it among its tabs once given earlier nights.
func TestSeasonPage(t *testing.T) {
	earlier := filepath.Join(t.TempDir(), "last-week.yaml")
	if err := ledger.Create(earlier, books.Header{Game: books.NineDragons, Players: []string{"ANN", "Bo", "Eve", "Zed"}}); err != nil {
		t.Fatal(err)
	}
	commands := ledgercmd.Served()
	for i := range 3 {
		if _, err := ledger.Append(earlier, func(st books.State) (*books.HandRecord, error) {
			r, err := commands.Record(st, serve.Typed{Kind: books.Win, Transfers: "ANN=+5,Zed=-5"})
			if r != nil {
				r.At = time.Date(2026, 3, 7, 20, i, 0, 0, time.UTC) // last week
			}
			return r, err
		}); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := os.ReadFile(earlier)
	c := newClub(t, func(cfg *serve.Config) { cfg.LocalKeeper, cfg.Season = true, []string{earlier} })
	here := c.phone("127.0.0.1")
	here.send("/t/A/keeper", "/t/A/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+4"}, "a1": {"-4"}, "confirm": {"yes"}})
	code, body := here.get("/season")
	for _, want := range []string{
		"Nine Dragons, 2 evenings, 7 March to ",                                                  // last week's, and tonight's two tables
		`<th scope="row">ANN</th><td class="n">+19</td><td class="n">4</td><td class="n">2</td>`, // net, hands, evenings
		`<td>1.</td><th scope="row">ANN</th><td class="n">4</td><td class="n">2</td>`,            // first by hands
		`<th scope="row">Zed</th><td class="n">3</td><td class="n">1</td>`,
		`<svg class="chart`, `aria-current="page">Season</a>`,
	} {
		if code != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("the season page (%d) lacks %q:\n%s", code, want, body)
		}
	}
	if strings.Contains(body, ">Ann<") {
		t.Errorf("Ann of tonight is another player than ANN of last week:\n%s", body)
	}
	if code, _ := here.post("/season", url.Values{"token": {here.token("/t/A/keeper", "/t/A/keeper/typed")}}); code != http.StatusMethodNotAllowed {
		t.Errorf("a form sent to the season page: %d", code)
	}
	if after, _ := os.ReadFile(earlier); !bytes.Equal(before, after) {
		t.Errorf("an earlier night's ledger was written")
	}
	alone := newTableWith(t, books.NineDragons, func(cfg *serve.Config) { cfg.Season = []string{earlier} })
	p := alone.joined("192.168.1.5", "", false)
	if _, body := p.get("/"); !strings.Contains(body, `<a href="/season">Season</a>`) {
		t.Errorf("a table alone with earlier nights offers no season:\n%s", body)
	}
	if code, body := p.get("/season"); code != http.StatusOK || !strings.Contains(body, `<th scope="row">Zed</th>`) {
		t.Errorf("a table alone's season page: %d\n%s", code, body)
	}
}

// TestRoomStreamIsTheTables: a table's live stream tells of its current
// hand to its own phones only; a phone seated at another table hears
// nothing of it.
func TestRoomStreamIsTheTables(t *testing.T) {
	t.Parallel() // it waits for the streams' look, once a second
	c := newClub(t, func(*serve.Config) {})
	ann, eve := c.seated("192.168.1.20", "A", "Ann"), c.seated("192.168.1.30", "B", "Eve")
	ts := httptest.NewServer(c.h)
	defer ts.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel() // before the server closes, which waits for the streams
	annHears, eveHears := listen(ctx, t, ts.URL+"/t/B/live", ann.cookie), listen(ctx, t, ts.URL+"/t/B/live", eve.cookie)
	if code, body := eve.send("/t/B/hand", "/t/B/hand/entry", amount("+3")); code != http.StatusSeeOther {
		t.Fatalf("Eve's part: %d\n%s", code, body)
	}
	if !heard(eveHears, 10*time.Second) {
		t.Fatal("Eve, seated at B, heard nothing of B's hand in 10 seconds")
	}
	if heard(annHears, 2*time.Second) {
		t.Error("Ann, seated at A, heard of B's current hand")
	}
}

// listen opens the live stream at url as the device of cookie, until
// ctx ends: the lines it sends, once it is open.
func listen(ctx context.Context, t *testing.T, url string, cookie *http.Cookie) <-chan string {
	t.Helper()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	req.AddCookie(cookie)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 8)
	sc := bufio.NewScanner(resp.Body)
	if !sc.Scan() || sc.Text() != "retry: 1000" {
		t.Fatalf("%s (%d) is no stream", url, resp.StatusCode)
	}
	go func() {
		defer resp.Body.Close()
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	return lines
}

// heard reports whether a change came on lines within wait.
func heard(lines <-chan string, wait time.Duration) bool {
	deadline := time.After(wait)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				return false
			}
			if line == "event: change" {
				return true
			}
		case <-deadline:
			return false
		}
	}
}

// TestRoomWords: a table's page names its table, without a doubled word
// ("Table 1", not "Table table-1"), and says which table the phone sits
// at; a phone seated at B refused A's hand is told where it sits and how
// to move, on a page that keeps the hand's heading and the tabs.
func TestRoomWords(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	eve := c.seated("192.168.1.30", "B", "Eve")
	_, body := eve.get("/t/B/")
	for _, want := range []string{"<h1>Table B: Nine Dragons</h1>", "This phone is Eve at table B."} {
		if !strings.Contains(body, want) {
			t.Errorf("B's page lacks %q:\n%s", want, body)
		}
	}
	code, body := eve.get("/t/A/hand")
	for _, want := range []string{"<h1>Table A: The current hand</h1>", `<a href="/t/A/hand" aria-current="page">Hand</a>`,
		"The current hand of table A is for its own phones. This phone is Eve at table B; the scorekeeper there can free it for this table."} {
		if code != http.StatusForbidden || !strings.Contains(body, want) {
			t.Errorf("A's hand refused to Eve (%d) lacks %q:\n%s", code, want, body)
		}
	}
	if _, body := eve.get("/screen"); strings.Contains(body, "Join at") {
		t.Errorf("the screen of a room whose address is not known names one:\n%s", body)
	}
	if _, body := eve.get("/"); !strings.Contains(body, "This phone is Eve at table B: tap Table B for its pages.") {
		t.Errorf("the room's page does not tell Eve where she sits:\n%s", body)
	}
	if _, body := c.seated("192.168.1.31", "B", "").get("/"); !strings.Contains(body, "This phone is the scorekeeper at table B") {
		t.Errorf("the room's page does not tell B's scorekeeper where he sits:\n%s", body)
	}
	newcomer := c.phone("192.168.1.32")
	newcomer.get("/join?code=" + joinCode)
	if _, body := newcomer.get("/"); !strings.Contains(body, "Tap your table, then the player this phone is.") {
		t.Errorf("the room's page does not say what to do after joining:\n%s", body)
	}
	if strings.Contains(body, "Standings page first") {
		t.Errorf("Eve is sent to choose her player at A, where she would be refused:\n%s", body)
	}
	dir := t.TempDir()
	var tables []serve.Config
	for _, name := range []string{"table-1", "Table 2"} {
		file := filepath.Join(dir, name+".yaml")
		if err := ledger.Create(file, books.Header{Game: books.NineDragons, Players: tablesOf("A")}); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, serve.Config{File: file, Commands: ledgercmd.Served()})
	}
	rm, err := serve.NewRoom(serve.Config{Host: "192.168.1.5:8080", JoinCode: joinCode, LocalKeeper: true}, tables)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, h: rm.Handler()}
	if _, body := tb.phone("127.0.0.1").get("http://192.168.1.5:8080/screen"); !strings.Contains(body, `<p class="lead">Join at http://192.168.1.5:8080/ with the join code 314159, then tap your table.</p>`) {
		t.Errorf("the screen does not say how to join the room:\n%s", body)
	}
	organiser := tb.phone("127.0.0.1")
	_, room := organiser.get("http://192.168.1.5:8080/")
	_, table1 := organiser.get("http://192.168.1.5:8080/t/table-1/")
	for page, want := range map[*string]string{&room: `<a href="/t/table-1/">Table 1</a>`, &table1: "<h1>Table 1: Nine Dragons</h1>"} {
		if !strings.Contains(*page, want) || strings.Contains(*page, "Table table") {
			t.Errorf("the page lacks %q or doubles a word:\n%s", want, *page)
		}
	}
}

// TestRoomKeeperMoves: a phone seated as Ann at A that gives B's
// scorekeeper's code is told it keeps B's score now and is no longer
// Ann at A, once.
func TestRoomKeeperMoves(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	ann := c.seated("192.168.1.20", "A", "Ann")
	if code, _ := ann.send("/t/A/keeper", "/t/A/keeper/code", url.Values{"code": {keeperOf("B")}}); code != http.StatusSeeOther {
		t.Fatalf("B's code at A's page: %d", code)
	}
	const told = "This phone keeps the score of table B now, and has left its seat: it is no longer Ann at table A."
	if _, body := ann.get("/t/B/keeper"); !strings.Contains(body, told) {
		t.Errorf("the phone is not told it moved:\n%s", body)
	}
	if _, body := ann.get("/t/B/keeper"); strings.Contains(body, told) {
		t.Errorf("the phone is told it moved twice:\n%s", body)
	}
}

// TestRoomJoinWords: the join page of a room asks to join the room, from
// the organiser's laptop; once every address together spent the room's
// wrong codes, a phone that gave none is told the room refuses codes for
// a minute, not that its own address gave too many.
func TestRoomJoinWords(t *testing.T) {
	c := newClub(t, func(*serve.Config) {})
	p := c.phone("192.168.1.99")
	_, body := p.get("/join")
	for _, want := range []string{"<h1>Join the room</h1>", "the organiser's laptop"} {
		if !strings.Contains(body, want) || strings.Contains(body, "scorekeeper's laptop") {
			t.Errorf("the room's join page lacks %q:\n%s", want, body)
		}
	}
	for i := range 60 {
		c.phone(fmt.Sprintf("10.0.%d.%d", i/10, i%10)).post("/join", url.Values{"code": {"000000"}})
	}
	code, body := p.post("/join", url.Values{"code": {joinCode}})
	if code != http.StatusTooManyRequests || !strings.Contains(body, "the room refuses every code for a minute") || strings.Contains(body, "from this address") {
		t.Errorf("a phone after the room's wrong codes: %d\n%s", code, body)
	}
}
