package serve_test

import (
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/ledgercmd"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/servecmd"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/web/serve"
)

// The games' own hands on the page, as 'dragon serve' serves them: the
// list of the games (cmd/dragon/root) gives each game's description, and
// servecmd.Config makes it the page's hand. The web package itself names
// no game; its tests walk real ones.

// gameTable serves a new ledger of game g made by 'ledger new' with the
// flags more, to the table's network (codes, no device the scorekeeper by
// being local), as 'dragon serve --lan' does.
func gameTable(t *testing.T, g ledger.Game, rules ledger.Rules) *table {
	t.Helper()
	file := filepath.Join(t.TempDir(), "thursday.yaml")
	if err := ledger.Create(file, ledger.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: rules}); err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, file: file, now: time.Date(2026, 3, 14, 20, 0, 0, 0, time.UTC)}
	cfg, err := servecmd.Config(file, ledgercmd.Served(), root.Games)
	if err != nil {
		t.Fatal(err)
	}
	cfg.JoinCode, cfg.KeeperCode, cfg.LocalKeeper, cfg.Now = joinCode, keeperCode, false, tb.clock
	if tb.srv, err = serve.New(cfg); err != nil {
		t.Fatal(err)
	}
	tb.h = tb.srv.Handler()
	return tb
}

// stepForm finds the form of the step the phone answers as as ("player"
// or "keeper") on the hand page: its token and question.
var stepForm = regexp.MustCompile(`<form method="post" action="/hand/entry#entry" class="entry" data-as="([a-z]+)">\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>\s*<input type="hidden" name="as" value="[a-z]+"/>\s*<input type="hidden" name="q" value="([^"]+)"/>`)

// step is the question the phone is asked as as, and the token of its
// form; "" when it is asked nothing.
func (p *phone) step(as string) (q, token string) {
	p.tb.t.Helper()
	_, body := p.get("/hand")
	for _, m := range stepForm.FindAllStringSubmatch(body, -1) {
		if m[1] == as {
			return m[3], m[2]
		}
	}
	return "", ""
}

// answer answers the question the phone is asked as as, which must be
// q, with value, as a person does: the form's token, its question, the
// value in its field (a choice's button).
func (p *phone) answer(as, q, value string) (int, string) {
	p.tb.t.Helper()
	got, token := p.step(as)
	if got != q {
		p.tb.t.Fatalf("the phone (%s) is asked %q, not %q", as, got, q)
	}
	return p.post("/hand/entry", url.Values{"token": {token}, "as": {as}, "q": {q}, "e-" + q: {value}})
}

// mustAnswer answers and fails the test when the answer is refused.
func (p *phone) mustAnswer(as, q, value string) {
	p.tb.t.Helper()
	if code, body := p.answer(as, q, value); code != http.StatusSeeOther {
		p.tb.t.Fatalf("%s's answer %q to %s: %d\n%s", as, value, q, code, body)
	}
}

// record records the complete hand as the scorekeeper, as it is shown.
func (p *phone) record() (int, string) {
	p.tb.t.Helper()
	_, body := p.get("/hand")
	return p.send("/hand", "/hand/record", url.Values{"rev": {field(body, "rev")}, "records": {field(body, "records")}})
}

// seated are a table's four phones and the scorekeeper's.
func seated(tb *table) (keeper *phone, phones map[string]*phone) {
	keeper = tb.joined("192.168.1.10", "", true)
	phones = map[string]*phone{}
	for i, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		phones[name] = tb.joined("192.168.1.2"+string(rune('0'+i)), name, false)
	}
	return keeper, phones
}

// TestMagicHandFromThePhones: the scorekeeper says who went out; the
// winner enters his hand and how its last tile came on his phone; each
// loser enters his own hand for his penalty on his; the scorekeeper sees
// the game's own words and records the zappo as 'magic score --record'
// does.
func TestMagicHandFromThePhones(t *testing.T) {
	tb := gameTable(t, ledger.Magic, ledger.Rules{})
	keeper, phones := seated(tb)
	if q, _ := phones["Bo"].step("player"); q != "" {
		t.Errorf("Bo's phone is asked %q before anyone said who went out", q)
	}
	keeper.mustAnswer("keeper", "winner", "Bo")
	if q, _ := keeper.step("keeper"); q != "exposed" {
		t.Errorf("after the winner the scorekeeper may answer %q, want the winner's exposed sets", q)
	}
	if q, _ := phones["Ann"].step("player"); q != "" {
		t.Errorf("Ann is asked %q before the winner's hand is in", q)
	}
	bo := phones["Bo"]
	bo.mustAnswer("player", "exposed", "")
	bo.mustAnswer("player", "rest", "123C 123C 345S 333D 44P")
	bo.mustAnswer("player", "source", "a discard by Cy")
	_, body := keeper.get("/hand")
	if !strings.Contains(body, "Entered: Bo.") || !strings.Contains(body, "Waiting for Ann, Cy, Di.") {
		t.Errorf("the hand after the winner's:\n%s", body)
	}
	losers := map[string]string{"Ann": "123C 789C 344S 788D 4P", "Cy": "456C 456C 789C 12S 55D", "Di": "111S 222S 999S 46S 55P"}
	for _, name := range []string{"Di", "Ann", "Cy"} { // in any order
		phones[name].mustAnswer("player", "losers:"+name, losers[name])
	}
	_, body = keeper.get("/hand")
	for _, want := range []string{"Total:  6 points (version C)", "Bo receives 36.", "Record this hand?"} {
		if !strings.Contains(body, want) {
			t.Errorf("the scorekeeper does not see %q:\n%s", want, body)
		}
	}
	code, body := keeper.record()
	if code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: win by Bo (Ann -18, Bo +36, Cy -12, Di -6).") {
		t.Fatalf("recording: %d\n%s", code, body)
	}
	r := tb.records()[0]
	if r.Inputs.Hand != "123C 123C 345S 333D 44P" || r.Inputs.DiscardBy != "Cy" || len(r.Inputs.Losers) != 3 || r.Inputs.Losers[0].Name != "Di" {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
	if ps, err := ledger.Check(tb.file, root.Games.Auditors()); err != nil || len(ps) > 0 {
		t.Errorf("ledger check: %v %v", err, ps)
	}
	if tb.srv.Pending() != 0 {
		t.Errorf("%d answers are left after recording", tb.srv.Pending())
	}
}
