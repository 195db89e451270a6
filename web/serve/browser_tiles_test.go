package serve_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/ledger/books"
)

// readmeHand is the README's Magic Dragon hand, as the keys type it and
// as the tiles do.
var readmeHand = struct{ keys, tiles []string }{
	keys:  []string{"1", "2", "3", "C ", "1", "2", "3", "C ", "3", "4", "5", "S ", "3", "3", "3", "D ", "4", "4", "P "},
	tiles: []string{"1C ", "2C ", "3C ", "1C ", "2C ", "3C ", "3S ", "4S ", "5S ", "3D ", "3D ", "3D ", "4P ", "4P "},
}

// taps presses the buttons sels one after another, as a finger does, and
// says how many it pressed.
func taps(t *testing.T, ctx context.Context, who string, sels ...string) int {
	t.Helper()
	for _, sel := range sels {
		do(t, ctx, who+" taps "+sel, browsertest.Tap(sel))
	}
	return len(sels)
}

// aboveTheFold checks that the keypad of the phone's step, in the mode
// shown, is whole on its first screen, and that nothing on the page is
// too small to press or sticks out.
func aboveTheFold(t *testing.T, ctx context.Context, who string) {
	t.Helper()
	const box = `(() => { const r = document.querySelector("form.entry .pad").getBoundingClientRect(); return [r.top + window.scrollY, r.bottom + window.scrollY, window.innerHeight]; })()`
	b := evalJS[[]float64](t, ctx, box)
	if b[0] < 0 || b[1] > b[2] || b[1]-b[0] < 100 {
		t.Errorf("%s's keypad runs from %.0f to %.0f px down the page, on a screen %.0f px tall", who, b[0], b[1], b[2])
	}
	t.Logf("%s's keypad: %.0f to %.0f px", who, b[0], b[1])
	if bad := misfit(t, ctx); len(bad) > 0 {
		t.Errorf("%s's page at 360 px: %v", who, bad)
	}
}

// value is the field of the phone's step as it stands.
func value(t *testing.T, ctx context.Context, field string) string {
	return evalJS[string](t, ctx, `document.querySelector('[name="e-`+field+`"]').value`)
}

// tileState is the tile token's button: whether it is disabled, and
// what it tells assistive technology.
func tileState(t *testing.T, ctx context.Context, token string) string {
	b := `document.querySelector('.tiles button[value="` + token + `"]')`
	return evalJS[string](t, ctx, `String(`+b+`.disabled) + " " + `+b+`.getAttribute("aria-disabled")`)
}

// TestTilesToTapInTheBrowser: the first step of a hand shows its whole
// keypad, keys or tiles, without scrolling at 360 × 740; the phone
// remembers the mode chosen. The README's Magic Dragon hand is typed on
// the keys, then tapped as tiles, the field holding the same notation the
// server then takes; the tray shows the tiles as they grow, and a tile
// tapped in it, or the last, is taken out; a tile is reached and pressed
// by keyboard, its focus drawn; a tile whose copies are all
// on the table, in this hand or in another player's, is greyed. The
// README says how many taps each took.
func TestTilesToTapInTheBrowser(t *testing.T) {
	t.Parallel() // it waits on the browser far more than it works
	keeper, phones := devices(t, 3*time.Minute)
	bo, ann := phones["Bo"], phones["Ann"]
	magic := openTable(t, keeper, only(phones, "Bo", "Ann"), books.Magic)
	magic.onHand()
	do(t, keeper, "Bo went out", submit(`form[data-as="keeper"] button[value="Bo"]`))
	magic.asked("Bo", "exposed", true)
	aboveTheFold(t, bo, "Bo (keys)")
	taps(t, bo, "Bo", `button[data-mode="tiles"]`)
	aboveTheFold(t, bo, "Bo (tiles)")
	do(t, bo, "Bo's page again", chromedp.Navigate(magic.url+"/hand"), browsertest.Shown(".tiles"))
	if got := evalJS[string](t, bo, `document.querySelector('button[aria-pressed="true"]').textContent`); got != "Tiles" {
		t.Errorf("the phone chose tiles, and shows %q chosen again", got)
	}
	taps(t, bo, "Bo", `button[data-mode="keys"]`)
	do(t, bo, "Bo has no exposed sets", submit(`form.entry button.enter`))
	magic.asked("Bo", "rest", false)

	keyTaps := 0
	for _, k := range readmeHand.keys {
		keyTaps += taps(t, bo, "Bo", `.keypad button[value="`+k+`"]`)
	}
	if got := value(t, bo, "rest"); got != strings.Join(readmeHand.keys, "") {
		t.Fatalf("the keys typed %q", got)
	}
	evalJS[string](t, bo, `document.querySelector('[name="e-rest"]').value = ""`)
	taps(t, bo, "Bo", `button[data-mode="tiles"]`)
	tileTaps := 0
	for _, k := range readmeHand.tiles {
		tileTaps += taps(t, bo, "Bo", `.tiles button[value="`+k+`"]`)
	}
	if got, want := value(t, bo, "rest"), strings.Join(readmeHand.tiles, ""); got != want {
		t.Fatalf("the tiles typed %q, want %q", got, want)
	}
	if n := evalJS[int](t, bo, `document.querySelectorAll(".tray button.held svg").length`); n != 14 {
		t.Errorf("the tray shows %d tiles, want 14", n)
	}
	aboveTheFold(t, bo, "Bo (14 tiles in the tray)")
	if *updateScreenshot {
		shot(t, bo, "../../docs/serve-tiles.png")
	}
	if got := tileState(t, bo, "3D "); got != "false false" {
		t.Errorf("3D with three of four tapped: %s", got)
	}
	taps(t, bo, "Bo", `.tiles button[value="3D "]`)
	if got := tileState(t, bo, "3D "); got != "true true" {
		t.Errorf("3D with all four tapped: %s, want disabled", got)
	}
	taps(t, bo, "Bo", `.tray button[data-item="14"]`)
	if !evalJS[bool](t, bo, `document.activeElement.matches(".tray button.held")`) {
		t.Error("the focus left the tray as a tile was taken out of it")
	}
	taps(t, bo, "Bo", `.tools button[data-erase]`)
	if got, want := value(t, bo, "rest"), "1C 2C 3C 1C 2C 3C 3S 4S 5S 3D 3D 3D 4P "; got != want || tileState(t, bo, "3D ") != "false false" {
		t.Errorf("a 3D and the last tile taken out: %q (3D %s), want %q", got, tileState(t, bo, "3D "), want)
	}
	do(t, bo, "Bo reaches 4P by keyboard and presses it", browsertest.Focus(`.tiles button[value="3P "]`),
		chromedp.KeyEvent("\t"), chromedp.KeyEvent("\r"))
	if got := evalJS[string](t, bo, `document.activeElement.value + getComputedStyle(document.activeElement).outlineStyle`); got != "4P solid" {
		t.Errorf("the tile after 3P, focused by keyboard, is %q, want 4P with its focus drawn", got)
	}
	if got, want := value(t, bo, "rest"), strings.Join(readmeHand.tiles, ""); got != want {
		t.Errorf("4P pressed by keyboard: %q, want %q", got, want)
	}
	do(t, bo, "Bo enters his tiles", submit(`form.entry button.enter`))
	magic.asked("Bo", "source", false)
	do(t, bo, "Cy discarded it", submit(`button[value="a discard by Cy"]`))

	magic.asked("Ann", "losers:Ann", true)
	taps(t, ann, "Ann", `button[data-mode="tiles"]`)
	aboveTheFold(t, ann, "Ann (a loser's tiles)")
	if got := tileState(t, ann, "3D "); got != "false false" {
		t.Errorf("3D, of which Bo holds three: %s", got)
	}
	taps(t, ann, "Ann", `.tiles button[value="3D "]`)
	if got := tileState(t, ann, "3D "); got != "true true" {
		t.Errorf("3D, of which Bo holds three and Ann one: %s, want disabled; %q %s", got, value(t, ann, "losers:Ann"), evalJS[string](t, ann, `document.querySelector('.tiles button[value="3D "]').outerHTML`))
	}

	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	say := fmt.Sprintf("takes %d taps on the keys and %d as tiles", keyTaps, tileTaps)
	if !strings.Contains(strings.Join(strings.Fields(string(readme)), " "), say) {
		t.Errorf("README.md does not say the README's hand %s", say)
	}
}

// TestEveryKeypadAboveTheFold: the first step of a hand that has a
// keypad shows it whole, keys or tiles, without scrolling at 360 × 740,
// in every game of the one list whose hand asks a player first for
// pieces (Magic Dragon's exposed sets, Nine Dragons' shown sets, Q
// Mahjongg's eight cards of the Dragon Deck's 37 and brackets, Dancing
// Dragons' discards, MAC I's fished cards; a game added to the list with
// a keypad is checked too). With -short, TestTilesToTapInTheBrowser holds
// Magic Dragon's keypad above the fold.
func TestEveryKeypadAboveTheFold(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: TestTilesToTapInTheBrowser holds Magic Dragon's keypad above the fold; every game's is held here in the whole suite")
	}
	t.Parallel() // it waits on the browser far more than it works
	keeper, phones := devices(t, 3*time.Minute)
	bo := phones["Bo"]
	checked := 0
	for _, g := range root.Games {
		tb := openTable(t, keeper, only(phones, "Bo"), g.Name)
		tb.onHand()
		if evalJS[bool](t, keeper, `document.querySelector('form[data-as="keeper"] button[value="Bo"]') !== null`) {
			do(t, keeper, "Bo won", submit(`form[data-as="keeper"] button[value="Bo"]`))
		}
		if !tb.firstAskedHasKeypad("Bo") {
			t.Logf("%s: Bo's first question has no keypad", g.Title)
			continue
		}
		checked++
		aboveTheFold(t, bo, g.Title+" (keys)")
		taps(t, bo, "Bo", `button[data-mode="tiles"]`)
		aboveTheFold(t, bo, g.Title+" (tiles)")
	}
	if checked == 0 {
		t.Error("no game's hand asks first for pieces on a keypad")
	}
}
