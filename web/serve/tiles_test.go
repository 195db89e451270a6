package serve_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// tileButton finds a tile to tap on a page: its token, its name in
// words, the copies left to the field, and its face.
var tileButton = regexp.MustCompile(`<button type="submit" name="key" value="([^"]+)" class="tile" aria-label="([^"]+)" data-left="([0-9]+)"><svg class="face" viewBox="0 0 30 40" aria-hidden="true" focusable="false">(.*?)</svg></button>`)

// tilesOn are the tiles the page offers, by token: name, copies left,
// face.
func tilesOn(body string) map[string][3]string {
	out := map[string][3]string{}
	for _, m := range tileButton.FindAllStringSubmatch(body, -1) {
		out[m[1]] = [3]string{m[2], m[3], m[4]}
	}
	return out
}

// TestTilesToTapWithScriptsOff: a tile is a button of the form, as a key
// is: with scripts off the server adds its token to the field, after a
// space when the field ends with a piece; a token that is no tile of the
// question is refused.
func TestTilesToTapWithScriptsOff(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	bo := phones["Bo"]
	bo.mustAnswer("player", "exposed", "")
	for _, tc := range []struct{ text, tile, want string }{
		{"", "1C ", "1C "}, {"1C ", "2C ", "1C 2C "}, {"123C", "4C ", "123C 4C "}, {"[", "5D ", "[5D "},
	} {
		_, token := bo.step("player")
		code, body := bo.post("/hand/entry", url.Values{"token": {token}, "as": {"player"}, "q": {"rest"}, "e-rest": {tc.text}, "key": {tc.tile}})
		if code != http.StatusOK || !strings.Contains(body, `id="e-rest" name="e-rest" type="text" value="`+tc.want+`"`) {
			t.Errorf("the tile %q after %q: %d, want the field to hold %q\n%s", tc.tile, tc.text, code, tc.want, body)
		}
	}
	_, token := bo.step("player")
	if code, _ := bo.post("/hand/entry", url.Values{"token": {token}, "as": {"player"}, "q": {"rest"}, "e-rest": {""}, "key": {"1c "}}); code != http.StatusBadRequest {
		t.Errorf("a tile the deck writes otherwise: %d, want 400", code)
	}
}

// TestTilesLeftCountTheHandsOtherAnswers: each tile offered says how many
// of its copies the field may still hold: the deck's four, less those
// the winner's exposed sets hold for his other tiles, less those the
// winner and the losers before him hold for a loser's hand; every kind
// of the suits in play is offered, named in the rulebook's words and by
// the code on its face.
func TestTilesLeftCountTheHandsOtherAnswers(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	keeper.mustAnswer("keeper", "winner", "Bo")
	_, body := phones["Bo"].get("/hand")
	if tiles := tilesOn(body); len(tiles) != 36 || tiles["3D "][0] != "3 of dragons (3D)" || tiles["3D "][1] != "4" {
		t.Fatalf("the exposed sets offer %d tiles, 3D as %q", len(tiles), tiles["3D "])
	}
	phones["Bo"].mustAnswer("player", "exposed", "333D")
	_, body = phones["Bo"].get("/hand")
	if left := tilesOn(body)["3D "][1]; left != "1" {
		t.Errorf("Bo's other tiles may hold %s × 3D beside his exposed 333D, want 1", left)
	}
	phones["Bo"].mustAnswer("player", "rest", "123C 123C 345S 44P")
	phones["Bo"].mustAnswer("player", "source", "a discard by Cy")
	phones["Ann"].mustAnswer("player", "losers:Ann", "123C 789C 344S 788D 4P")
	_, body = phones["Cy"].get("/hand")
	tiles := tilesOn(body)
	for token, want := range map[string]string{"1C ": "1", "4P ": "1", "3D ": "1", "4S ": "1", "9P ": "4"} {
		if tiles[token][1] != want {
			t.Errorf("Cy's hand may hold %s × %s, want %s", tiles[token][1], token, want)
		}
	}
	if !strings.Contains(body, `value="- " class="tool secondary"`) {
		t.Error("a loser's tiles have no key for a missing tile")
	}
}

// TestEveryGamesTilesAreDrawn: the first hand question of every game
// with a keypad offers its pieces to tap, each named, each face drawn
// from the picture of marks (a symbol with shapes in it) (/static/tiles.svg, well formed, served as
// SVG) or written: Magic Dragon's 36 tiles, Nine Dragons' 34 tiles but
// flowers, the Dragon Deck's 37 cards, the 21 dominoes.
func TestEveryGamesTilesAreDrawn(t *testing.T) {
	tb := gameTable(t, books.Magic, books.Rules{})
	keeper, phones := seated(tb)
	w := keeper.do(http.MethodGet, "/static/tiles.svg", nil, "")
	symbols := map[string]int{} // each symbol's shapes
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "image/svg+xml" {
		t.Fatalf("/static/tiles.svg: %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	in := ""
	for d := xml.NewDecoder(bytes.NewReader(w.Body.Bytes())); ; {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the picture of marks is not well formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "symbol" {
			in = se.Attr[0].Value
		} else if ok && in != "" {
			symbols[in]++
		}
	}
	for _, tc := range []struct {
		game   books.Game
		winner bool
		kinds  int
	}{{books.Magic, true, 36}, {books.NineDragons, true, 34}, {books.QMahjongg, true, 37}, {books.Dominoes, false, 21}, {books.MAC, false, 37}} {
		if tc.game != books.Magic {
			tb = gameTable(t, tc.game, books.Rules{})
			keeper, phones = seated(tb)
		}
		if tc.winner {
			keeper.mustAnswer("keeper", "winner", "Bo")
		}
		_, body := phones["Bo"].get("/hand")
		tiles := tilesOn(body)
		if len(tiles) != tc.kinds {
			t.Errorf("%s offers %d tiles to tap, want %d", tc.game, len(tiles), tc.kinds)
		}
		for token, tile := range tiles {
			uses := regexp.MustCompile(`href="/static/tiles.svg#([a-z0-9-]+)"`).FindAllStringSubmatch(tile[2], -1)
			written := regexp.MustCompile(`<text[^>]*>([^<]+)</text>`).FindStringSubmatch(tile[2])
			for _, u := range uses {
				if symbols[u[1]] == 0 {
					t.Errorf("%s: %s draws %s, which the picture of marks lacks or leaves empty", tc.game, token, u[1])
				}
			}
			if n, _ := strconv.Atoi(tile[1]); tile[0] == "" || n < 1 || len(uses) == 0 && (written == nil || written[1] != strings.TrimSpace(token)) {
				t.Errorf("%s: %s is named %q, %d left, drawn %s", tc.game, token, tile[0], n, tile[2])
			}
		}
	}
}
