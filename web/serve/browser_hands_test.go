package serve_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A table in the browser: four phones and the scorekeeper's device, each
// a browser of its own at 360 px, on a server of a game's ledger as
// 'dragon serve --lan' serves it.
type browserTable struct {
	t       *testing.T
	tb      *table
	url     string
	keeper  context.Context
	players map[string]context.Context
}

// openTable serves a new ledger of game g to the browsers: the
// scorekeeper joins with both codes, each player with the join code, and
// chooses his name.
func openTable(t *testing.T, keeper context.Context, phones map[string]context.Context, g books.Game) *browserTable {
	t.Helper()
	tb := gameTable(t, g, books.Rules{})
	ts := httptest.NewServer(tb.h)
	t.Cleanup(ts.Close)
	t.Cleanup(tb.srv.Close) // the live streams end first
	do(t, keeper, "the scorekeeper joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"),
		typeIn("#code", joinCode), browsertest.Tap("summary"), typeIn("#keeper", keeperCode),
		submit("form.join button"), browsertest.Shown("#standings"))
	for name, p := range phones {
		do(t, p, name+" joins", chromedp.Navigate(ts.URL+"/"), browsertest.Shown("#code"), typeIn("#code", joinCode),
			submit("form.join button"), browsertest.Shown(`button[value="`+name+`"]`), submit(`button[value="`+name+`"]`))
	}
	return &browserTable{t: t, tb: tb, url: ts.URL, keeper: keeper, players: phones}
}

// only is the phones of the players named: a test that watches some
// phones leaves the others out of its table, which saves each of them
// joining and loading its pages (a tenth of a CPU-second a page).
func only(phones map[string]context.Context, names ...string) map[string]context.Context {
	out := map[string]context.Context{}
	for _, name := range names {
		out[name] = phones[name]
	}
	return out
}

// onHand opens every device's hand page, marked to tell a reload from a
// refresh of its parts.
func (b *browserTable) onHand() {
	b.t.Helper()
	for name, p := range b.players {
		do(b.t, p, name+"'s hand", chromedp.Navigate(b.url+"/hand"), browsertest.Shown("#hand"))
		evalJS[bool](b.t, p, `window.notReloaded = true`)
	}
	do(b.t, b.keeper, "the scorekeeper's hand", chromedp.Navigate(b.url+"/hand"), browsertest.Shown("#hand"))
}

// asked waits until the phone's page asks the question of the field
// named field; live, when the answer before it was another device's, the
// page is refreshed in place, not loaded again.
func (b *browserTable) asked(name, field string, live bool) {
	b.t.Helper()
	p := b.players[name]
	sel := `document.querySelector('[name="e-` + field + `"]') !== null`
	if _, err := chromedp.Run(p, until(sel)); err != nil {
		b.t.Fatalf("%s's phone does not ask for %s: %v\n%s", name, field, err, evalJS[string](b.t, p, `document.querySelector("main").innerText`))
	}
	if live && !evalJS[bool](b.t, p, `window.notReloaded === true`) {
		b.t.Errorf("%s's phone loaded the page again instead of refreshing the question", name)
	}
}

// firstAskedHasKeypad waits until the phone of the player name asks its
// first question, and reports whether a keypad is beside its field.
func (b *browserTable) firstAskedHasKeypad(name string) bool {
	b.t.Helper()
	p := b.players[name]
	if _, err := chromedp.Run(p, until(`document.querySelector('form.entry [name^="e-"]') !== null`)); err != nil {
		b.t.Fatalf("%s's phone asks nothing: %v\n%s", name, err, evalJS[string](b.t, p, `document.querySelector("main").innerText`))
	}
	return evalJS[bool](b.t, p, `document.querySelector("form.entry .pad") !== null`)
}

// typeOnKeypad presses the keys of the phone's keypad that type tokens,
// with its script, and checks the field holds them after what it held.
func (b *browserTable) typeOnKeypad(name, field string, tokens ...string) {
	b.t.Helper()
	p := b.players[name]
	value := `document.querySelector('[name="e-` + field + `"]').value`
	want := evalJS[string](b.t, p, value) + strings.Join(tokens, "")
	for _, tok := range tokens {
		do(b.t, p, name+" presses "+tok, browsertest.Tap(`.keypad button[value="`+tok+`"]`))
	}
	if got := evalJS[string](b.t, p, value); got != want {
		b.t.Fatalf("%s's keypad typed %q, want %q", name, got, want)
	}
}

// standingsMove waits until every phone's standings, refreshed without a
// reload, show first the player first.
func (b *browserTable) standingsMove(first string) {
	b.t.Helper()
	for name, p := range b.players {
		do(b.t, p, name+"'s standings", chromedp.Navigate(b.url+"/"), browsertest.Shown("#standings"))
		evalJS[bool](b.t, p, `window.notReloaded = true`)
	}
	do(b.t, b.keeper, "recording", submit("form.record button"), browsertest.Shown("p.message.ok"))
	const leader = `document.querySelector("#standings tbody tr td:nth-child(2)").textContent`
	for name, p := range b.players {
		if _, err := chromedp.Run(p, until(leader+` === "`+first+`"`)); err != nil {
			b.t.Errorf("%s's standings did not move: first is %q: %v", name, evalJS[string](b.t, p, leader), err)
		}
		if !evalJS[bool](b.t, p, `window.notReloaded === true`) {
			b.t.Errorf("%s's phone loaded the page again instead of refreshing the standings", name)
		}
	}
	if ps, err := ledger.Check(b.tb.file, root.Games.Auditors()); err != nil || len(ps) > 0 {
		b.t.Errorf("ledger check: %v %v", err, ps)
	}
}

// TestHandsInTheBrowser: four phones and the scorekeeper's device enter a
// Magic Dragon zappo (the scorekeeper says who went out, the winner types
// his hand on the keypad and says how its last tile came, each loser
// types his own hand, asked on his phone as soon as the winner's is in,
// without a reload) and a Nine Dragons win; the scorekeeper reads each
// in the game's words and records it; every phone's standings move
// without a reload, and each ledger passes check. With -short, the Magic
// Dragon hand alone, in the browser on the winner's phone and one
// loser's (the other losers answer through httptest).
func TestHandsInTheBrowser(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	keeper, phones := devices(t, 4*time.Minute)
	watched := phones
	if testing.Short() {
		watched = only(phones, "Bo", "Cy") // -short: one loser's phone; Ann and Di answer through httptest
	}

	magic := openTable(t, keeper, watched, books.Magic)
	magic.onHand()
	do(t, keeper, "Bo went out", submit(`form[data-as="keeper"] button[value="Bo"]`))
	magic.asked("Bo", "exposed", true)
	do(t, phones["Bo"], "Bo has no exposed sets", submit(`form.entry button.enter`))
	magic.asked("Bo", "rest", false)
	magic.typeOnKeypad("Bo", "rest", "1", "2", "3", "C ", "1", "2", "3", "C ", "3", "4", "5", "S ", "3", "3", "3", "D ", "4", "4")
	if bad := misfit(t, phones["Bo"]); len(bad) > 0 {
		t.Errorf("Bo's keypad at 360 px: %v", bad)
	}
	if *updateScreenshot {
		shot(t, phones["Bo"], "../../docs/serve-keypad.png")
	}
	magic.typeOnKeypad("Bo", "rest", "P ")
	do(t, phones["Bo"], "Bo enters his tiles", submit(`form.entry button.enter`))
	magic.asked("Bo", "source", false)
	do(t, phones["Bo"], "Cy discarded it", submit(`button[value="a discard by Cy"]`))
	losers := map[string]string{"Ann": "123C 789C 344S 788D 4P", "Cy": "456C 456C 789C 12S 55D", "Di": "111S 222S 999S 46S 55P"}
	for _, name := range []string{"Ann", "Cy", "Di"} { // each phone types while no other answer refreshes its page
		if watched[name] != nil {
			magic.asked(name, "losers:"+name, true)
			do(t, phones[name], name+" types his hand", typeIn(`[name="e-losers:`+name+`"]`, losers[name]), submit(`form.entry button.enter`))
		}
	}
	for name, h := range losers {
		if watched[name] == nil {
			magic.tb.joined("192.168.1.2"+name[:1], name, false).mustAnswer("player", "losers:"+name, h)
		}
	}
	do(t, keeper, "the result", chromedp.Navigate(magic.url+"/hand"), browsertest.Shown("form.record button"))
	if got := evalJS[string](t, keeper, `document.querySelector(".result").innerText`); !strings.Contains(got, "Bo receives 36.") || !strings.Contains(got, "Payments to Bo") {
		t.Errorf("the scorekeeper reads:\n%s", got)
	}
	if bad := misfit(t, keeper); len(bad) > 0 {
		t.Errorf("the scorekeeper's result at 360 px: %v", bad)
	}
	if *updateScreenshot {
		shot(t, keeper, "../../docs/serve.png")
	}
	magic.standingsMove("Bo")
	if r := magic.tb.records(); len(r) != 1 || r[0].Transfers["Bo"] != 36 || len(r[0].Inputs.Losers) != 3 {
		t.Errorf("the Magic Dragon ledger holds %+v", r)
	}

	if testing.Short() {
		return // -short: one game's hand through the phones (the rest: httptest)
	}
	nine := openTable(t, keeper, phones, books.NineDragons)
	nine.onHand()
	do(t, keeper, "Cy won", submit(`form[data-as="keeper"] button[value="Cy"]`))
	nine.asked("Cy", "shown", true)
	do(t, phones["Cy"], "Cy shows nothing", submit(`form.entry button.enter`))
	nine.asked("Cy", "rest", false)
	do(t, phones["Cy"], "Cy's tiles", typeIn(`[name="e-rest"]`, "123c 456c 789s 222b 55b"), submit(`form.entry button.enter`))
	nine.asked("Cy", "flowers", false)
	do(t, phones["Cy"], "Cy's flowers", submit(`form.entry button.enter`))
	nine.asked("Cy", "source", false)
	do(t, phones["Cy"], "from the wall", submit(`button[value="picked from the wall (self-drawn)"]`))
	do(t, keeper, "the result", chromedp.Navigate(nine.url+"/hand"), browsertest.Shown("form.record button"))
	nine.standingsMove("Cy")
	if r := nine.tb.records(); len(r) != 1 || r[0].Inputs.Winner != "Cy" || !r[0].Inputs.SelfDrawn {
		t.Errorf("the Nine Dragons ledger holds %+v", r)
	}
}
