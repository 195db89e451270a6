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
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// The games' own hands on the page, as 'dragon serve' serves them: the
// list of the games (cmd/dragon/root) gives each game's description, and
// servecmd.Config makes it the page's hand. The web package itself names
// no game; its tests walk real ones.

// gameTable serves a new ledger of game g made by 'ledger new' with the
// flags more, to the table's network (codes, no device the scorekeeper by
// being local), as 'dragon serve --lan' does.
func gameTable(t testing.TB, g books.Game, rules books.Rules) *table {
	t.Helper()
	file := filepath.Join(t.TempDir(), "thursday.yaml")
	if err := ledger.Create(file, books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: rules}); err != nil {
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

// recordsAs has the scorekeeper's device record the hand, and the page
// say so with want.
func (p *phone) recordsAs(want string) {
	p.tb.t.Helper()
	if code, body := p.record(); code != http.StatusOK || !strings.Contains(body, want) {
		p.tb.t.Fatalf("recording: %d, want %q\n%s", code, want, body)
	}
}

// laidOut checks the scorekeeper's result is laid out for the page, as
// the game lays it out, and holds each of wants, in place of the command
// line's lines.
func (p *phone) laidOut(wants ...string) {
	p.tb.t.Helper()
	_, body := p.get("/hand")
	_, result, _ := strings.Cut(body, `<div class="result">`)
	result, _, _ = strings.Cut(result, `<form method="post" action="/hand/record"`)
	if strings.Contains(result, `<p class="line">`) || !strings.Contains(result, `<p class="heading">`) {
		p.tb.t.Errorf("the result is not laid out for the page:\n%s", body)
	}
	for _, want := range wants {
		if !strings.Contains(result, want) {
			p.tb.t.Errorf("the result does not show %q:\n%s", want, body)
		}
	}
}

// passesCheck: the table's ledger passes 'ledger check', every hand
// audited by its game.
func (tb *table) passesCheck() {
	tb.t.Helper()
	if ps, err := ledger.Check(tb.file, root.Games.Auditors()); err != nil || len(ps) > 0 {
		tb.t.Errorf("ledger check: %v %v", err, ps)
	}
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

// TestMagicHandFromThePhones: the scorekeeper says who went out (the
// page then says he has entered, not that nobody has); the winner enters
// his hand and how its last tile came on his phone; each
// loser enters his own hand for his penalty on his; the scorekeeper sees
// the game's own words and records the zappo as 'magic score --record'
// does.
func TestMagicHandFromThePhones(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	if q, _ := phones["Bo"].step("player"); q != "" {
		t.Errorf("Bo's phone is asked %q before anyone said who went out", q)
	}
	keeper.mustAnswer("keeper", "winner", "Bo")
	if q, _ := keeper.step("keeper"); q != "exposed" {
		t.Errorf("after the winner the scorekeeper may answer %q, want the winner's exposed sets", q)
	}
	if _, body := keeper.get("/hand"); !strings.Contains(body, "Entered: the scorekeeper.") {
		t.Errorf("the hand once the scorekeeper said who won, before any player entered:\n%s", body)
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
	for _, want := range []string{`<p class="heading">6 points (version C)</p>`, `<li>123C</li><li>123C</li><li>345S</li><li>333D</li><li>44P</li></ul>`,
		`<tr><td>F</td><td>pure twin towers</td><td class="n">3</td><td>123C 123C</td></tr>`, "<caption>Payments to Bo</caption>",
		`<tr><td>Cy</td><td class="n">1</td><td class="n">12</td><td>6 points × 1, ×2 discarded the winning tile</td></tr>`,
		`<tr><td>Cy</td><td>obtain 3S</td></tr>`, "Bo receives 36.", `<tr><td>Bo</td><td class="n">+36</td></tr>`, "Record this hand?"} {
		if !strings.Contains(body, want) {
			t.Errorf("the scorekeeper does not see %q:\n%s", want, body)
		}
	}
	keeper.recordsAs("Recorded game 1: Bo wins, discard by Cy (Ann -18, Bo +36, Cy -12, Di -6).")
	r := tb.records()[0]
	if r.Inputs.Hand != "123C 123C 345S 333D 44P" || r.Inputs.DiscardBy != "Cy" || len(r.Inputs.Losers) != 3 || r.Inputs.Losers[0].Name != "Di" {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
	tb.passesCheck()
	if tb.srv.Pending() != 0 {
		t.Errorf("%d answers are left after recording", tb.srv.Pending())
	}
	if _, body := keeper.get("/keeper/undo"); !strings.Contains(body, "The undo voids game 1: Bo wins, discard by Cy (Ann -18, Bo +36, Cy -12, Di -6).") {
		t.Errorf("the undo's question does not name the game as the table counts it:\n%s", body)
	}
	for _, r := range []*books.HandRecord{{Kind: books.Rename, From: "Ann", To: "Anne"}, {Kind: books.Adjustment, Transfers: map[string]int{"Anne": 2, "Cy": -2}}} {
		if _, err := ledger.Append(tb.file, func(st books.State) (*books.HandRecord, error) {
			r.At = st.LastAt.Add(time.Minute)
			return r, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	if _, body := keeper.get("/keeper/undo"); !strings.Contains(body, "The undo voids record 3: adjustment (Anne +2, Cy -2).") {
		t.Errorf("the undo's question after a rename does not name Anne's amount:\n%s", body)
	}
}

// TestNineHandFromThePhones: the winner types his hand on his phone's
// keypad with scripts off, each key a button of the form that the server
// adds to the field; the hand is recorded as 'nine score --record' would.
func TestNineHandFromThePhones(t *testing.T) {
	tb := gameTable(t, books.NineDragons, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	bo := phones["Bo"]
	bo.mustAnswer("player", "shown", "")
	text := ""
	for _, key := range []string{"1", "2", "3", "c ", "4", "5", "6", "c ", "7", "8", "9", "s ", "2", "2", "2", "b ", "5", "5", "b "} {
		_, token := bo.step("player")
		code, body := bo.post("/hand/entry", url.Values{"token": {token}, "as": {"player"}, "q": {"rest"}, "e-rest": {text}, "key": {key}})
		if code != http.StatusOK || !strings.Contains(body, `value="`+text+key+`"`) {
			t.Fatalf("the key %q after %q: %d\n%s", key, text, code, body)
		}
		text += key
	}
	_, token := bo.step("player")
	if code, body := bo.post("/hand/entry", url.Values{"token": {token}, "as": {"player"}, "q": {"rest"}, "e-rest": {text}, "erase": {"1"}}); code != http.StatusOK || !strings.Contains(body, `value="123c 456c 789s 222b 55"`) {
		t.Fatalf("erasing the last key of %q: %d\n%s", text, code, body)
	}
	bo.mustAnswer("player", "rest", "123c 456c 789s 222b 55b")
	bo.mustAnswer("player", "flowers", "")
	bo.mustAnswer("player", "source", "picked from the wall (self-drawn)")
	keeper.laidOut(`<li>1c 2c 3c</li><li>4c 5c 6c</li><li>7s 8s 9s</li><li>2b 2b 2b</li><li>5b 5b</li></ul>`, "<caption>Chips to Bo (", "Bo receives ")
	keeper.recordsAs("Recorded hand 1: Bo wins")
	if r := tb.records()[0]; r.Inputs.Hand != "123c 456c 789s 222b 55b" || !r.Inputs.SelfDrawn {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
	tb.passesCheck()
}

// TestATileTwiceIsRefusedAtTheSecond: a loser's hand that, with those
// given before it, holds a fifth copy of a tile is refused on his phone,
// beside the field, naming who holds the others; nothing of it is kept.
func TestATileTwiceIsRefusedAtTheSecond(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	phones["Bo"].mustAnswer("player", "exposed", "")
	phones["Bo"].mustAnswer("player", "rest", "123C 123C 345S 333D 44P")
	phones["Bo"].mustAnswer("player", "source", "a discard by Cy")
	phones["Ann"].mustAnswer("player", "losers:Ann", "123C 789C 344S 788D 4P")
	code, body := phones["Cy"].answer("player", "losers:Cy", "11C 456C 789C 12S 555D")
	if code != http.StatusBadRequest || !strings.Contains(body, `<p class="error" id="e-losers:Cy-error">`) ||
		!regexp.MustCompile(`1C.*Bo 2.*Ann 1.*Cy 2`).MatchString(body) {
		t.Errorf("Cy's fifth 1C: %d, want refused beside his field naming Bo and Ann\n%s", code, body)
	}
	if _, body := keeper.get("/hand"); !strings.Contains(body, "Entered: Ann, Bo.") {
		t.Errorf("a refused hand was kept:\n%s", body)
	}
}

// TestNoOneAnswersAnothersPart: a phone answers only what it is asked
// as its own player: not another's hand, not the table's question unless
// it is the winner's or the scorekeeper's; the form's player is never
// taken from the request; a form sent twice is refused.
func TestNoOneAnswersAnothersPart(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	ann := phones["Ann"]
	tok := ann.token("/keeper", "/keeper/code")
	if code, body := ann.post("/hand/entry", url.Values{"token": {tok}, "as": {"keeper"}, "q": {"winner"}, "e-winner": {"Ann"}}); code != http.StatusForbidden {
		t.Errorf("Ann answering who won as the scorekeeper: %d\n%s", code, body)
	}
	keeper.mustAnswer("keeper", "winner", "Bo")
	for _, tc := range []struct{ q, value string }{{"exposed", ""}, {"losers:Bo", "123C"}, {"winner", "Ann"}} {
		tok := ann.token("/keeper", "/keeper/code")
		if code, _ := ann.post("/hand/entry", url.Values{"token": {tok}, "as": {"player"}, "q": {tc.q}, "e-" + tc.q: {tc.value}, "player": {"Bo"}}); code != http.StatusConflict && code != http.StatusForbidden {
			t.Errorf("Ann answering %s: %d, want refused", tc.q, code)
		}
	}
	phones["Bo"].mustAnswer("player", "exposed", "")
	phones["Bo"].mustAnswer("player", "rest", "123C 123C 345S 333D 44P")
	q, token := phones["Bo"].step("player")
	form := url.Values{"token": {token}, "as": {"player"}, "q": {q}, "e-source": {"a discard by Cy"}}
	if code, _ := phones["Bo"].post("/hand/entry", form); code != http.StatusSeeOther {
		t.Fatalf("Bo's source: %d", code)
	}
	pending := tb.srv.Pending()
	if code, body := phones["Bo"].post("/hand/entry", form); code != http.StatusSeeOther || tb.srv.Pending() != pending {
		t.Errorf("Bo's form sent again: %d, %d answers (were %d); want the first answer again, nothing entered\n%s", code, tb.srv.Pending(), pending, body)
	}
	if q, _ := keeper.step("keeper"); q != "" {
		t.Errorf("the scorekeeper is asked %q: a loser's hand is his alone", q)
	}
	if _, body := keeper.get("/hand"); !strings.Contains(body, "Entered: Bo.") || !strings.Contains(body, "Waiting for Ann, Cy, Di.") {
		t.Errorf("the hand after refused answers:\n%s", body)
	}
}

// TestAnotherGamesNotation: a Nine Dragons hand typed at a Magic Dragon
// table, or a key that is not the question's, is refused with the
// command line's message, and nothing is kept.
func TestAnotherGamesNotation(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	bo := phones["Bo"]
	bo.mustAnswer("player", "exposed", "")
	code, body := bo.answer("player", "rest", "[555s] 123c 456c 789c EE")
	if code != http.StatusBadRequest || !strings.Contains(body, `id="e-rest-error">`) || strings.Contains(body, "magicdragon:") {
		t.Errorf("a Nine Dragons hand: %d, want the message beside the field, without a package's name\n%s", code, body)
	}
	for _, key := range []string{"s ", "RD ", "[", "<script>"} {
		_, token := bo.step("player")
		if code, _ := bo.post("/hand/entry", url.Values{"token": {token}, "as": {"player"}, "q": {"rest"}, "e-rest": {"1"}, "key": {key}}); code != http.StatusBadRequest {
			t.Errorf("the key %q at a Magic Dragon table: %d, want 400", key, code)
		}
	}
	if q, _ := bo.step("player"); q != "rest" {
		t.Errorf("Bo is asked %q after refusals, want his tiles again", q)
	}
}

// TestTakenBackAndOfferedAgain: version G's minimum refuses how the last
// tile came and takes back the hand, offered again; a player takes back
// his last answer, offered again too.
func TestTakenBackAndOfferedAgain(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{Version: "G"})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Ann")
	ann := phones["Ann"]
	ann.mustAnswer("player", "exposed", "123C")
	ann.mustAnswer("player", "rest", "456S 789D 111C 55P")
	code, body := ann.answer("player", "source", "a discard by Bo")
	if code != http.StatusBadRequest || !strings.Contains(body, "version G needs at least 3 points to zappo; this hand scores 1: change the hand or how its last tile came.") {
		t.Fatalf("a hand under version G's minimum: %d\n%s", code, body)
	}
	if q, _ := ann.step("player"); q != "exposed" || !strings.Contains(body, `value="[123C]"`) && !strings.Contains(body, `value="123C"`) {
		t.Errorf("after the refusal Ann is asked %q, offered:\n%s", q, body)
	}
	ann.mustAnswer("player", "exposed", "")
	ann.mustAnswer("player", "rest", "123C 456S 789D 111C 55P")
	ann.mustAnswer("player", "source", "drawn from the stock pile (self-drawn)")
	if code, _ := ann.send("/hand", "/hand/back", url.Values{"as": {"player"}}); code != http.StatusSeeOther {
		t.Fatalf("taking back: %d", code)
	}
	_, body = ann.get("/hand")
	if q, _ := ann.step("player"); q != "source" || !regexp.MustCompile(`value="drawn from the stock pile \(self-drawn\)">`).MatchString(body) {
		t.Errorf("after taking back Ann is asked %q, her answer offered first:\n%s", q, body)
	}
}

// TestEveryPlayersPartFromThePhones: in a game that scores every
// player's part, each phone is asked its player's own at once, in any
// order, nobody waiting for the scorekeeper; a piece two players cannot
// both hold is refused at the second, naming the first; the scores are
// recorded as 'dominoes score --record' and 'mac score --record' do.
func TestEveryPlayersPartFromThePhones(t *testing.T) {
	for _, tc := range []struct {
		game        books.Game
		part        string
		parts       map[string]string
		twice, want string
		shown       []string
	}{
		{books.Dominoes, "discards", map[string]string{"Ann": "6-6 5-1", "Bo": "", "Cy": "2-4", "Di": "3-3"}, "6-6 6-6", "Recorded hand 1: Bo wins (Ann 36, Bo 0, Cy 12, Di 12).",
			[]string{`<p class="heading">Bo wins with 0 and leads the next hand.</p>`, "<caption>Each player's discards</caption>", `<tr><td>Ann</td><td>6-6 1-5</td><td class="n">18</td><td class="n">36</td></tr>`, `<tr><td>Ann</td><td class="n">36</td></tr>`}},
		{books.MAC, "fished", map[string]string{"Ann": "GD E1 F2", "Bo": "3C 7B 9C", "Cy": "", "Di": ""}, "F2 4C 5C", "Recorded game 1: Ann wins (Ann 17, Bo 3, Cy 0, Di 0).",
			[]string{`<p class="heading">Ann wins with 17 points.</p>`, "<caption>Each player's catch</caption>", `<tr><td>Bo</td><td>3C 7B 9C</td><td class="n">3</td></tr>`}},
	} {
		t.Run(tc.game.Title(), func(t *testing.T) {
			tb := gameTable(t, tc.game, books.Rules{})
			keeper, phones := seated(tb)
			if _, body := keeper.get("/hand"); !strings.Contains(body, "Waiting for Ann, Bo, Cy, Di.") {
				t.Errorf("before any part:\n%s", body)
			}
			for _, name := range []string{"Di", "Ann"} {
				phones[name].mustAnswer("player", tc.part+":"+name, tc.parts[name])
			}
			if code, body := phones["Bo"].answer("player", tc.part+":Bo", tc.twice); code != http.StatusBadRequest || !strings.Contains(body, "(Ann ") {
				t.Errorf("Bo's %q after Ann's %q: %d, want refused naming Ann\n%s", tc.twice, tc.parts["Ann"], code, body)
			}
			for _, name := range []string{"Cy", "Bo"} {
				phones[name].mustAnswer("player", tc.part+":"+name, tc.parts[name])
			}
			keeper.laidOut(tc.shown...)
			keeper.recordsAs(tc.want)
			tb.passesCheck()
		})
	}
}

// TestQHandFromThePhones: Q Mahjongg's winner enters his eight cards and
// how the winning card came; the banker, the round and the stake are the
// ledger's.
func TestQHandFromThePhones(t *testing.T) {
	tb := gameTable(t, books.QMahjongg, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Di")
	phones["Di"].mustAnswer("player", "hand", "W3 F1 1C 2C 3C [4B 5B 6B]")
	phones["Di"].mustAnswer("player", "source", "drawn by the winner (self-drawn)")
	keeper.laidOut(`<li>W3 W3</li><li>1C 2C 3C</li><li>[4B 5B 6B]</li></ul>`, "<caption>What the Fang is made of</caption>", "<caption>Payments to Di at ", "Di receives ")
	keeper.recordsAs("Recorded hand 1: Di wins")
	tb.passesCheck()
}

// TestTypedScores: a hand of a game of totals scored elsewhere is typed
// by the scorekeeper as each player's score, checked beside each field as
// 'ledger add --scores' reads it, and recorded once confirmed.
func TestTypedScores(t *testing.T) {
	tb := gameTable(t, books.Dominoes, books.Rules{})
	keeper, _ := seated(tb)
	_, body := keeper.get("/keeper")
	if !strings.Contains(body, "A hand scored elsewhere, typed as each player's score") || strings.Contains(body, `<label for="winner">`) {
		t.Fatalf("the scorekeeper's page of a Dancing Dragons ledger:\n%s", body)
	}
	scores := url.Values{"kind": {"win"}, "a0": {"12"}, "a1": {"0"}, "a2": {"30"}, "a3": {"8"}}
	bad := url.Values{"kind": {"win"}, "a0": {"12"}, "a1": {"none"}}
	if code, body := keeper.send("/keeper", "/keeper/typed", bad); code != http.StatusBadRequest || !strings.Contains(body, `--scores: Bo's amount "none" should be a whole number`) {
		t.Errorf("a score of none: %d\n%s", code, body)
	}
	code, body := keeper.send("/keeper", "/keeper/typed", scores)
	if code != http.StatusOK || !strings.Contains(body, "Bo wins (Ann 12, Bo 0, Cy 30, Di 8)") || !strings.Contains(body, "Record this hand?") {
		t.Fatalf("the scores, checked: %d\n%s", code, body)
	}
	scores.Set("confirm", "yes")
	if code, body := keeper.send("/keeper", "/keeper/typed", scores); code != http.StatusOK || !strings.Contains(body, "Recorded hand 1: Bo wins (Ann 12, Bo 0, Cy 30, Di 8).") {
		t.Fatalf("recording the scores: %d\n%s", code, body)
	}
	if r := tb.records(); len(r) != 1 || r[0].Scores["Cy"] != 30 {
		t.Errorf("the ledger holds %+v", r)
	}
}

// TestFalseDeclaration: where the session plays the penalty, the
// scorekeeper names the false declarer, reads what he pays in the game's
// words, and records it; elsewhere it is not offered, and refused.
func TestFalseDeclaration(t *testing.T) {
	tb := gameTable(t, books.NineDragons, books.Rules{FalseDeclaration: true})
	keeper, phones := seated(tb)
	if _, body := keeper.get("/keeper"); !strings.Contains(body, "A false declaration") || !strings.Contains(body, `href="/keeper/penalty?player=Bo"`) {
		t.Fatalf("the scorekeeper's page:\n%s", body)
	}
	_, body := keeper.get("/keeper/penalty?player=Bo")
	if !strings.Contains(body, "Record this penalty?") || !strings.Contains(body, "False declaration by Bo: the hand ends and he pays each opponent 128 chips.") {
		t.Fatalf("the question before the penalty:\n%s", body)
	}
	if code, _ := phones["Ann"].post("/keeper/penalty", url.Values{"player": {"Bo"}, "token": {phones["Ann"].token("/keeper", "/keeper/code")}}); code != http.StatusForbidden {
		t.Errorf("a player recording a penalty: %d, want 403", code)
	}
	if code, _ := keeper.get("/keeper/penalty?player=Eve"); code != http.StatusBadRequest {
		t.Errorf("a penalty paid by Eve, not at the table: %d, want 400", code)
	}
	code, body := keeper.send("/keeper/penalty?player=Bo", "/keeper/penalty", url.Values{"player": {"Bo"}})
	if code != http.StatusOK || !strings.Contains(body, "Recorded record 1: Bo pays a penalty (Ann +128, Bo -384, Cy +128, Di +128).") {
		t.Fatalf("recording the penalty: %d\n%s", code, body)
	}
	tb.passesCheck()
	for _, g := range []struct {
		game  books.Game
		rules books.Rules
	}{{books.NineDragons, books.Rules{}}, {books.Magic, books.Rules{}}} {
		other := gameTable(t, g.game, g.rules)
		k, _ := seated(other)
		if _, body := k.get("/keeper"); strings.Contains(body, "/keeper/penalty") {
			t.Errorf("a %s ledger %+v offers a false declaration", g.game.Title(), g.rules)
		}
		if code, _ := k.get("/keeper/penalty?player=Bo"); code != http.StatusBadRequest {
			t.Errorf("a %s ledger %+v: a penalty asked for: %d, want 400", g.game.Title(), g.rules, code)
		}
	}
}

// TestNewFormsRefuseHostileBodies: the forms of the current hand and the
// penalty refuse a body over 64 KB, one that does not parse, one without
// its token or with one spent, as every form does; nothing is kept.
func TestNewFormsRefuseHostileBodies(t *testing.T) {
	tb := gameTable(t, books.NineDragons, books.Rules{FalseDeclaration: true})
	keeper, _ := seated(tb)
	for _, path := range []string{"/hand/entry", "/hand/back", "/keeper/penalty"} {
		form := url.Values{"as": {"keeper"}, "q": {"winner"}, "e-winner": {"Bo"}, "player": {"Bo"}}
		big := url.Values{"note": {strings.Repeat("x", 70<<10)}}
		for k, v := range form {
			big[k] = v
		}
		big.Set("token", keeper.token("/keeper", "/keeper/free")) // a token of this device's
		if code, _ := keeper.post(path, big); code != http.StatusRequestEntityTooLarge {
			t.Errorf("%s with a body of 70 KB: %d, want 413", path, code)
		}
		for _, body := range []string{"token=%zz&as=keeper", "as=keeper;q=winner", "token=" + keeper.token("/keeper", "/keeper/free") + "&e-winner=%"} {
			if w := keeper.do(http.MethodPost, path, strings.NewReader(body), "application/x-www-form-urlencoded"); w.Code != http.StatusBadRequest && w.Code != http.StatusForbidden {
				t.Errorf("%s with the body %q: %d, want 400 or 403", path, body, w.Code)
			}
		}
		if code, _ := keeper.post(path, form); code != http.StatusForbidden {
			t.Errorf("%s without a token: %d, want 403", path, code)
		}
	}
	if len(tb.records()) != 0 || tb.srv.Pending() != 0 {
		t.Errorf("hostile bodies left %d records, %d answers", len(tb.records()), tb.srv.Pending())
	}
	if code, _ := keeper.get("/hand/entry"); code != http.StatusSeeOther {
		t.Errorf("GET /hand/entry (a page posted to, loaded again): %d, want a redirect", code)
	}
	if code, body := keeper.get("/part/entry"); code != http.StatusOK || !strings.Contains(body, `data-as="keeper"`) {
		t.Errorf("GET /part/entry: %d\n%s", code, body)
	}
}

// TestAnswersWaitForThoseTheyNeed: a winner who takes back how his last
// tile came after the losers gave their hands keeps them: they wait for
// his new answer, are checked again against it, and the hand completes
// without anyone typing them again.
func TestAnswersWaitForThoseTheyNeed(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	phones["Bo"].mustAnswer("player", "exposed", "")
	phones["Bo"].mustAnswer("player", "rest", "123C 123C 345S 333D 44P")
	phones["Bo"].mustAnswer("player", "source", "a discard by Cy")
	for name, h := range map[string]string{"Ann": "123C 789C 344S 788D 4P", "Cy": "456C 456C 789C 12S 55D", "Di": "111S 222S 999S 46S 55P"} {
		phones[name].mustAnswer("player", "losers:"+name, h)
	}
	if code, _ := phones["Bo"].send("/hand", "/hand/back", url.Values{"as": {"player"}}); code != http.StatusSeeOther {
		t.Fatalf("Bo taking back: %d", code)
	}
	_, body := keeper.get("/hand")
	if !strings.Contains(body, "Entered: Ann, Bo, Cy, Di.") || !strings.Contains(body, "Waiting for Bo.") || strings.Contains(body, "Record this hand?") {
		t.Errorf("after the winner took back his source:\n%s", body)
	}
	if q, _ := phones["Ann"].step("player"); q != "" {
		t.Errorf("Ann is asked %q again", q)
	}
	phones["Bo"].mustAnswer("player", "source", "drawn from the stock pile (self-drawn)")
	keeper.recordsAs("Recorded game 1: Bo wins")
	if r := tb.records()[0]; !r.Inputs.SelfDrawn || len(r.Inputs.Losers) != 3 {
		t.Errorf("the record keeps %+v", r.Inputs)
	}
}

// BenchmarkHandPage: the scorekeeper's look at a complete Magic Dragon
// zappo, and a loser's at his part: each walks every answer again from
// the ledger's state, checks it, and scores the hand, as every phone's
// page does at every change.
func BenchmarkHandPage(b *testing.B) {
	tb := gameTable(b, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	phones["Bo"].mustAnswer("player", "exposed", "")
	phones["Bo"].mustAnswer("player", "rest", "123C 123C 345S 333D 44P")
	phones["Bo"].mustAnswer("player", "source", "a discard by Cy")
	phones["Ann"].mustAnswer("player", "losers:Ann", "123C 789C 344S 788D 4P")
	phones["Cy"].mustAnswer("player", "losers:Cy", "456C 456C 789C 12S 55D")
	look := func(p *phone, path string) func(b *testing.B) {
		return func(b *testing.B) {
			for b.Loop() {
				if code, _ := p.get(path); code != http.StatusOK {
					b.Fatal(code)
				}
			}
		}
	}
	b.Run("loser", look(phones["Di"], "/part/entry"))
	phones["Di"].mustAnswer("player", "losers:Di", "111S 222S 999S 46S 55P")
	b.Run("result", look(keeper, "/part/hand"))
}
