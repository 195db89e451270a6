package ledgercmd

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestPlayerNameComposedOrNot: a name typed for --transfer, --winner or
// --penalty is the player's whether its accent is typed apart or not, in
// any case, and is written as the ledger spells it.
func TestPlayerNameComposedOrNot(t *testing.T) {
	composed := &books.Header{Players: []string{"Zoé", "Bo"}}
	apart := &books.Header{Players: []string{"Zoe\u0301", "Bo"}} // a ledger edited by hand
	for _, c := range []struct {
		h           *books.Header
		typed, want string
	}{
		{composed, "Zoé", "Zoé"},
		{composed, "Zoe\u0301", "Zoé"},
		{composed, "zoe\u0301", "Zoé"},
		{composed, " ZOÉ ", "Zoé"},
		{apart, "Zoé", "Zoe\u0301"},
		{apart, "zoé", "Zoe\u0301"},
		{composed, "bo", "Bo"},
	} {
		if got, err := playerName(c.h, "--winner", c.typed); err != nil || got != c.want {
			t.Errorf("%q among %q: %q, %v; want %q", c.typed, c.h.Players, got, err, c.want)
		}
	}
	if _, err := playerName(composed, "--winner", "Zoe"); err == nil || !strings.Contains(err.Error(), `ledger add: --winner: "Zoe" is not a player; the players are Zoé, Bo`) {
		t.Errorf("Zoe without her accent: %v", err)
	}
	got, err := parseAmounts(composed, "--transfer", "Zoe\u0301=+4,Bo=-4", true)
	if err != nil || !reflect.DeepEqual(got, map[string]int{"Zoé": 4, "Bo": -4}) {
		t.Errorf("--transfer Zoe\\u0301=+4,Bo=-4: %v, %v", got, err)
	}
}

// FuzzParseAmounts: no typed amounts make parseAmounts panic; a refusal
// is one line that names the flag, and what it reads names only the
// ledger's players, each once.
func FuzzParseAmounts(f *testing.F) {
	for _, s := range []string{"Ann=+12,Bo=-12", "Zoé=3", "Ann=", "=4", "Ann=+-1", "Ann=99999999999999999999", "Ann=4,ann=-4", "Bo= 7\n", "Ann=\n+99999999999999"} {
		f.Add(s, true)
	}
	h := &books.Header{Players: []string{"Ann", "Bo", "Zoé"}}
	f.Fuzz(func(t *testing.T, s string, signed bool) {
		got, err := parseAmounts(h, "--transfer", s, signed)
		if err != nil {
			if msg := err.Error(); strings.ContainsAny(msg, "\n\r") || !strings.HasPrefix(msg, "ledger add: --transfer") {
				t.Fatalf("%q: refused with %q", s, msg)
			}
			return
		}
		for name := range got {
			if !slices.Contains(h.Players, name) {
				t.Fatalf("%q: read an amount for %q", s, name)
			}
		}
	})
}

// TestNobodyWonSaysWhatTheGameHas: a hand nobody won is refused in the
// words of what the game has instead: a tie, a dead hand, scores, or, in
// a game where every hand has a winner, the win.
func TestNobodyWonSaysWhatTheGameHas(t *testing.T) {
	pairs := ledgertest.AddPairs(t)
	for _, tc := range []struct {
		game books.Game
		kind books.Kind
		want string
	}{
		{books.Magic, books.Dead, "a Magic Dragon game that runs out of tiles is a --tie"},
		{books.NineDragons, books.Tie, "a Nine Dragons hand nobody wins is --dead, not --tie"},
		{books.MAC, books.Dead, "every MAC I game has scores"},
		{pairs, books.Dead, "every Pairs hand has a winner: give --transfer, or --winner"},
		{pairs, books.Tie, "every Pairs hand has a winner"},
	} {
		if err := nobodyWon(tc.game, tc.kind); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s: %v, want %q", tc.game, tc.kind, err, tc.want)
		}
	}
}
