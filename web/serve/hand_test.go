package serve_test

import (
	"bufio"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// TestCurrentHand: each player enters his own amount on his own phone;
// the scorekeeper sees who has entered and, once all have, the result
// and "Record this hand?"; recorded, it is in the ledger and the hand
// starts again.
func TestCurrentHand(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	amounts := map[string]string{"Ann": "-6", "Bo": "+12", "Cy": "-3", "Di": "-3"}
	phones := map[string]*phone{}
	for i, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		phones[name] = tb.joined("192.168.1.2"+string(rune('0'+i)), name, false)
	}
	_, body := keeper.get("/hand")
	if !strings.Contains(body, "Nobody has entered yet.") || !strings.Contains(body, "not in the ledger yet") {
		t.Errorf("the hand before any entry:\n%s", body)
	}
	for _, name := range []string{"Ann", "Bo", "Cy"} {
		if code, body := phones[name].send("/hand", "/hand/entry", amount(amounts[name])); code != http.StatusSeeOther {
			t.Fatalf("%s's entry: %d\n%s", name, code, body)
		}
	}
	_, body = keeper.get("/hand")
	if !strings.Contains(body, "Entered: Ann, Bo, Cy.") || !strings.Contains(body, "Waiting for Di.") || strings.Contains(body, "Record this hand?") {
		t.Errorf("the hand with three entries:\n%s", body)
	}
	phones["Di"].send("/hand", "/hand/entry", amount(amounts["Di"]))
	_, body = keeper.get("/hand")
	if !strings.Contains(body, "Bo wins (Ann -6, Bo +12, Cy -3, Di -3)") || !strings.Contains(body, "Record this hand?") {
		t.Fatalf("the complete hand:\n%s", body)
	}
	if _, body := phones["Ann"].get("/hand"); strings.Contains(body, `action="/hand/record"`) {
		t.Errorf("a player's phone offers to record the hand")
	}
	code, body := keeper.send("/hand", "/hand/record", url.Values{"rev": {field(body, "rev")}, "records": {field(body, "records")}})
	if code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: Bo wins (Ann -6, Bo +12, Cy -3, Di -3).") {
		t.Fatalf("recording: %d\n%s", code, body)
	}
	recs := tb.records()
	if len(recs) != 1 || recs[0].Inputs.Winner != "Bo" || recs[0].Transfers["Ann"] != -6 {
		t.Errorf("the ledger holds %+v", recs)
	}
	if tb.srv.Pending() != 0 {
		t.Errorf("%d entries are left after recording", tb.srv.Pending())
	}
	if _, body := phones["Cy"].get("/part/standings"); !strings.Contains(body, "<td class=\"n\">1.</td><td>Bo</td><td>East</td><td class=\"n\">12</td>") {
		t.Errorf("Cy's standings after the record:\n%s", body)
	}
}

// field is the value of the hidden field name in body.
func field(body, name string) string {
	_, after, _ := strings.Cut(body, `name="`+name+`" value="`)
	v, _, _ := strings.Cut(after, `"`)
	return v
}

// TestEntryIsTheSessionsPlayer: a phone enters its own player's entry
// whatever the form names; it cannot be another player taken already.
func TestEntryIsTheSessionsPlayer(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	ann := tb.joined("192.168.1.20", "Ann", false)
	ann.send("/hand", "/hand/entry", url.Values{"q": {"amount"}, "e-amount": {"+5"}, "player": {"Bo"}, "e-Bo": {"-5"}})
	if _, body := ann.get("/hand"); !strings.Contains(body, "Entered: Ann.") {
		t.Errorf("Ann's phone naming Bo entered:\n%s", body)
	}
	mallory := tb.joined("192.168.1.66", "", false)
	if code, body := mallory.send("/", "/me", url.Values{"player": {"Ann"}}); code != http.StatusConflict || !strings.Contains(body, "Ann is another phone already") {
		t.Errorf("choosing Ann, taken: %d\n%s", code, body)
	}
	if code, _ := mallory.send("/", "/me", url.Values{"player": {"Eve"}}); code != http.StatusBadRequest {
		t.Errorf("choosing a player who is not at the table: %d", code)
	}
	if code, _ := mallory.post("/hand/entry", url.Values{"e-amount": {"+1"}, "token": {mallory.token("/", "/me")}}); code != http.StatusForbidden {
		t.Errorf("an entry from a phone that is nobody: %d, want 403", code)
	}
	if code, _ := ann.post("/me", url.Values{"player": {"Bo"}, "token": {ann.token("/hand", "/hand/entry")}}); code != http.StatusConflict {
		t.Errorf("Ann's phone choosing again: %d, want 409", code)
	}
}

// TestBadInputBesideTheField: what the command line refuses the page
// refuses, with its message beside the field, and nothing is recorded.
func TestBadInputBesideTheField(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "Ann", true)
	code, body := keeper.send("/hand", "/hand/entry", amount("twelve"))
	want := `<p class="error" id="e-amount-error">ledger add: --transfer: Ann's amount "twelve" should be a whole number such as +12 or -4</p>`
	if code != http.StatusBadRequest || !strings.Contains(body, want) || !strings.Contains(body, `value="twelve"`) {
		t.Errorf("an entry of twelve: %d, want beside the field\n%s\n%s", code, want, body)
	}
	if tb.srv.Pending() != 0 {
		t.Errorf("a refused entry was kept")
	}
	code, body = keeper.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"six"}})
	if code != http.StatusBadRequest || !strings.Contains(body, `Bo's amount "six" should be a whole number such as +12 or -4`) {
		t.Errorf("a typed amount of six: %d\n%s", code, body)
	}
	code, body = keeper.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"+6"}, "a2": {"-12"}})
	if code != http.StatusBadRequest || !strings.Contains(body, "Ann and Bo gain; say who won with --winner") {
		t.Errorf("two players gaining: %d\n%s", code, body)
	}
	code, body = keeper.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-5"}, "confirm": {"yes"}})
	if code != http.StatusConflict || !strings.Contains(body, "they must add up to 0") || !strings.Contains(body, "nothing was written") {
		t.Errorf("amounts that do not add up, confirmed: %d\n%s", code, body)
	}
	for _, name := range []string{"Bo", "Cy", "Di"} {
		p := tb.joined("192.168.1.3"+name[:1], name, false)
		p.send("/hand", "/hand/entry", amount("+1"))
	}
	keeper.send("/hand", "/hand/entry", amount("+1"))
	if _, body := keeper.get("/hand"); !strings.Contains(body, "the amounts add up to +4; they must add up to 0") || strings.Contains(body, "Record this hand?") {
		t.Errorf("a complete hand that does not add up:\n%s", body)
	}
	if n := len(tb.records()); n != 0 {
		t.Errorf("the ledger holds %d records, want none", n)
	}
}

// TestRecordAsShown: a result is recorded only as it was shown: not after
// an entry changed, nor after the ledger moved on (another writer).
func TestRecordAsShown(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	keeper := tb.joined("192.168.1.10", "", true)
	phones := map[string]*phone{}
	for i, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		phones[name] = tb.joined("192.168.1.2"+string(rune('0'+i)), name, false)
		phones[name].send("/hand", "/hand/entry", amount([]string{"+3", "-1", "-1", "-1"}[i]))
	}
	_, shown := keeper.get("/hand")
	phones["Bo"].send("/hand", "/hand/entry", amount("-2"))
	phones["Cy"].send("/hand", "/hand/entry", amount("0"))
	code, body := keeper.send("/hand", "/hand/record", url.Values{"rev": {field(shown, "rev")}, "records": {field(shown, "records")}})
	if code != http.StatusConflict || !strings.Contains(body, "an entry changed since the result was shown") {
		t.Errorf("recording after an entry changed: %d\n%s", code, body)
	}
	_, shown = keeper.get("/hand")
	if _, err := ledger.Append(tb.file, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Dead}, nil
	}); err != nil {
		t.Fatal(err)
	}
	code, body = keeper.send("/hand", "/hand/record", url.Values{"rev": {field(shown, "rev")}, "records": {field(shown, "records")}})
	if code != http.StatusConflict || !strings.Contains(body, "the ledger moved on since this was shown") {
		t.Errorf("recording after another writer: %d\n%s", code, body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want the other writer's alone", n)
	}
}

// TestNobodyAndUndo: a hand nobody won is the game's own (a tie in Magic
// Dragon, a dead hand in Nine Dragons), asked first; an undo says what
// it voids, and voids that hand only.
func TestNobodyAndUndo(t *testing.T) {
	magic := newTable(t, books.Magic)
	mk := magic.joined("192.168.1.10", "", true)
	if _, body := mk.get("/keeper"); !strings.Contains(body, "Record a tie") || strings.Contains(body, "dead hand") {
		t.Errorf("Magic Dragon's hands nobody won:\n%s", body)
	}
	if code, _ := mk.get("/keeper/nobody?kind=dead"); code != http.StatusBadRequest {
		t.Errorf("a dead hand in Magic Dragon: %d, want 400", code)
	}
	nine := newTable(t, books.NineDragons)
	k := nine.joined("192.168.1.10", "", true)
	_, body := k.get("/keeper/nobody?kind=dead")
	if !strings.Contains(body, "Record this hand?") || !strings.Contains(body, "A dead hand.") {
		t.Fatalf("the question before a dead hand:\n%s", body)
	}
	if code, body := k.send("/keeper/nobody?kind=dead", "/keeper/nobody", url.Values{"kind": {"dead"}}); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: dead hand.") {
		t.Errorf("recording the dead hand: %d\n%s", code, body)
	}
	k.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"-4"}, "a1": {"+4"}, "confirm": {"yes"}})
	_, body = k.get("/keeper/undo")
	if !strings.Contains(body, "The undo voids hand 2: Bo wins (Ann -4, Bo +4).") {
		t.Fatalf("the question before an undo:\n%s", body)
	}
	if code, body := k.send("/keeper/undo", "/keeper/undo", url.Values{"voids": {"1"}}); code != http.StatusConflict {
		t.Errorf("an undo of a hand that is not the last: %d\n%s", code, body)
	}
	code, body := k.send("/keeper/undo", "/keeper/undo", url.Values{"voids": {"2"}})
	if code != http.StatusOK || !strings.Contains(body, "Voided hand 2: Bo wins (Ann -4, Bo +4).") {
		t.Errorf("the undo: %d\n%s", code, body)
	}
	if recs := nine.records(); len(recs) != 3 || recs[2].Voids != 2 {
		t.Errorf("the ledger holds %+v", recs)
	}
}

// TestLiveStream: a phone listening to /live hears of a record made by
// the command line on the same file, and the stream ends when the server
// closes.
func TestLiveStream(t *testing.T) {
	t.Parallel() // it waits for the stream's look at the ledger file, once a second
	tb := newTable(t, books.NineDragons)
	p := tb.joined("127.0.0.1", "", false)
	ts := httptest.NewServer(tb.h)
	defer ts.Close()
	req, _ := http.NewRequest(http.MethodGet, ts.URL+"/live", nil)
	req.AddCookie(p.cookie)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("/live is %q", ct)
	}
	heard := make(chan string, 8)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			heard <- sc.Text()
		}
		close(heard)
	}()
	if line := <-heard; line != "retry: 1000" { // the stream is open
		t.Fatalf("/live begins %q", line)
	}
	if _, err := ledger.Append(tb.file, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Dead}, nil
	}); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for got := false; !got; {
		select {
		case line := <-heard:
			got = line == "event: change"
		case <-deadline:
			t.Fatal("no change heard in 10 seconds")
		}
	}
	tb.srv.Close()
	for range heard { // the stream ends
	}
}

// TestUndoNamesTheRecordAsTheTableCounts: the undo names a hand by its
// number among the hands played and, where the two differ, its record's
// number too, as history and the command line do.
func TestUndoNamesTheRecordAsTheTableCounts(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	k := tb.joined("192.168.1.10", "", true)
	k.send("/keeper", "/keeper/typed", url.Values{"kind": {"adjustment"}, "a0": {"-4"}, "a1": {"+4"}, "note": {"loan"}, "confirm": {"yes"}})
	k.send("/keeper", "/keeper/typed", url.Values{"kind": {"win"}, "a0": {"+6"}, "a1": {"-6"}, "confirm": {"yes"}})
	if _, body := k.get("/keeper"); !strings.Contains(body, ">Undo hand 1 (record 2)</a>") {
		t.Errorf("the scorekeeper's page does not offer the undo of hand 1 (record 2):\n%s", body)
	}
	if _, body := k.get("/keeper/undo"); !strings.Contains(body, "The undo voids hand 1 (record 2): Ann wins") {
		t.Errorf("the undo's question:\n%s", body)
	}
}

// TestLiveStreamsPerDevice: a device holds three live streams open at
// most; a fourth ends its oldest, and the others stay.
func TestLiveStreamsPerDevice(t *testing.T) {
	tb := newTable(t, books.NineDragons)
	p := tb.joined("192.168.1.20", "", false)
	ts := httptest.NewServer(tb.h)
	defer ts.Close()
	defer tb.srv.Close()
	var ended []chan struct{}
	for range 4 {
		req, _ := http.NewRequest(http.MethodGet, ts.URL+"/live", nil)
		req.AddCookie(p.cookie)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		done := make(chan struct{})
		go func() {
			io.Copy(io.Discard, resp.Body)
			close(done)
		}()
		ended = append(ended, done)
	}
	select {
	case <-ended[0]:
	case <-time.After(10 * time.Second):
		t.Fatal("the oldest of four streams did not end")
	}
	for i, e := range ended[1:] {
		select {
		case <-e:
			t.Errorf("stream %d of 4 ended", i+2)
		default:
		}
	}
}

// TestRecordedFromAnotherDevice: a result recorded from one scorekeeper's
// device, then sent from another that showed it, is not recorded again,
// and the second is told it was recorded, by its name.
func TestRecordedFromAnotherDevice(t *testing.T) {
	tb := newTableWith(t, books.NineDragons, func(c *serve.Config) { c.LocalKeeper = true })
	laptop := tb.phone("127.0.0.1")
	for i, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		tb.joined("192.168.1.2"+string(rune('0'+i)), name, false).send("/hand", "/hand/entry", amount([]string{"+3", "-1", "-1", "-1"}[i]))
	}
	_, shown := laptop.get("/hand")
	if code, body := laptop.record(); code != http.StatusOK {
		t.Fatalf("recording: %d\n%s", code, body)
	}
	form := url.Values{}
	for name, v := range hiddenIn(shown, "/hand/record") {
		form.Set(name, v)
	}
	code, body := laptop.post("/hand/record", form)
	if code != http.StatusConflict || !strings.Contains(body, "another device recorded since this result was shown (the last record is hand 1)") {
		t.Errorf("the result sent again from a page that showed it: %d\n%s", code, body)
	}
	if n := len(tb.records()); n != 1 {
		t.Errorf("the ledger holds %d records, want 1", n)
	}
}

// TestRecordAfterTheLedgerChanged: a hand answered by the players of a
// ledger whose file was replaced under it by another's is not recorded,
// and the scorekeeper is told the ledger changed, not that a player of
// the other ledger gave no amount.
func TestRecordAfterTheLedgerChanged(t *testing.T) {
	tb := newTableWith(t, books.NineDragons, func(c *serve.Config) { c.LocalKeeper = true })
	laptop := tb.phone("127.0.0.1")
	for i, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		tb.joined("192.168.1.2"+string(rune('0'+i)), name, false).send("/hand", "/hand/entry", amount([]string{"+3", "-1", "-1", "-1"}[i]))
	}
	form := url.Values{}
	for name, v := range laptop.hidden("/hand", "/hand/record") { // the result shown
		form.Set(name, v)
	}
	other := filepath.Join(t.TempDir(), "other.yaml")
	if err := ledger.Create(other, books.Header{Game: books.NineDragons, Players: []string{"Zed", "Yan", "Xi", "Wu"}}); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, tb.file); err != nil {
		t.Fatal(err)
	}
	code, body := laptop.post("/hand/record", form)
	if code != http.StatusConflict || !strings.Contains(body, "the ledger changed under this hand: Ann answered it, and the ledger now seats Zed, Yan, Xi, and Wu") {
		t.Errorf("recording over another ledger: %d\n%s", code, body)
	}
	if n := len(tb.records()); n != 0 {
		t.Errorf("the other ledger holds %d records, want 0", n)
	}
}
