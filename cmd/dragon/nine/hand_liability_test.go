package nine

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The fifth tile and twelve pieces make one player pay for everyone. The
// table says them at the questions, each asked only where it can matter,
// and the questions record what --fifth-tile and --twelfth-by record.

// liable is a win told as the table tells it, with the answers to the
// questions of who pays for everyone: fifth is the fifth tile's answer
// ("true" or "false"), twelfth the option chosen for twelve pieces.
type liable struct {
	told
	fifth, twelfth string
}

func (w liable) answer(q *qa.Question, a qa.Answers) string {
	switch q.ID {
	case "fifth-tile":
		return w.fifth
	case "twelve-pieces":
		return w.twelfth
	}
	return w.told.answer(q, a)
}

// threeKongs is a pure hand of sticks showing twelve tiles in three kongs,
// self-drawn by Ann (issue 19's example).
var threeKongs = told{players: []string{"Ann", "Bo", "Cy", "Di"}, winner: "Ann",
	shown: []string{"[1s 1s 1s 1s]", "[2s 2s 2s 2s]", "[3s 3s 3s 3s]"}, rest: []string{"456s", "99s"}, source: "self-drawn"}

// discardWin is a win on Cy's discard that no liability rule but the
// fifth tile can touch.
var discardWin = told{players: []string{"Ann", "Bo", "Cy", "Di"}, winner: "Bo",
	rest: []string{"123c", "456c", "789s", "222b", "55b"}, source: "Cy"}

// asks reports whether walking the win w at the table h (no ledger when
// h is nil) asks the question whose label holds label.
func asks(t *testing.T, h *books.Header, w liable, label string) bool {
	t.Helper()
	a := qa.Answers{}
	if h != nil {
		file := cmdtest.NewLedger(t, *h)
		cur, err := ledger.ReadCurrent(file)
		if err != nil {
			t.Fatal(err)
		}
		if a, err = Hand.Agree(file, cur.State, a); err != nil {
			t.Fatal(err)
		}
	}
	return slices.ContainsFunc(cmdtest.Walk(t, Hand, a, w.answer), func(s string) bool { return strings.Contains(s, label) })
}

// TestFifthTileAsked: at a session that plays the fifth-tile rule a win on
// a discard asks whether it was a fifth tile; yes records what
// --fifth-tile records, and the ledger passes its audit.
func TestFifthTileAsked(t *testing.T) {
	h := books.Header{Game: books.NineDragons, Players: discardWin.players, Rules: books.Rules{FifthTile: true}}
	w := liable{told: discardWin, fifth: "true"}
	cmdtest.RecordsAsFlags(t, h, Hand, w.answer, newScoreCmd, append(w.flags(true), "--fifth-tile")...)
	w.fifth = "false"
	cmdtest.RecordsAsFlags(t, h, Hand, w.answer, newScoreCmd, w.flags(true)...)
	if !asks(t, &h, w, "Fifth tile: did Cy throw an unseen tile") {
		t.Error("a discard win at a session of the fifth-tile rule is not asked about the fifth tile")
	}
}

// TestFifthTileNotAsked: the fifth tile is not asked where it cannot
// matter: a session without the rule, a win from the wall, a hand with no
// ledger to say the session plays it.
func TestFifthTileNotAsked(t *testing.T) {
	players := discardWin.players
	without := books.Header{Game: books.NineDragons, Players: players}
	with := books.Header{Game: books.NineDragons, Players: players, Rules: books.Rules{FifthTile: true}}
	selfDrawn := discardWin
	selfDrawn.source = "self-drawn"
	for _, tc := range []struct {
		name string
		h    *books.Header
		w    told
	}{
		{"session_without_the_rule", &without, discardWin},
		{"self_drawn", &with, selfDrawn},
		{"no_ledger", nil, discardWin},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if asks(t, tc.h, liable{told: tc.w}, "Fifth tile") {
				t.Error("the fifth tile is asked where it cannot matter")
			}
		})
	}
}

// TestTwelvePiecesAsked: a self-drawn pure hand showing twelve tiles of
// its suit asks whose discard gave the twelfth; the answer records what
// --twelfth-by records, with a ledger or without, and nobody's records
// no liability.
func TestTwelvePiecesAsked(t *testing.T) {
	w := liable{told: threeKongs, twelfth: "Cy's"}
	asked, rec := cmdtest.WalksAsFlags(t, Hand, w.answer, newScoreCmd, answers, append(w.flags(false), "--twelfth-by", "Cy")...)
	if want := "Twelve pieces: whose discard gave Ann his twelfth shown tile of his suit?"; !slices.Contains(asked, want) {
		t.Errorf("asked %q, not %q", asked, want)
	}
	if rec.Inputs.Own["twelfth_by"] != "Cy" || rec.Transfers["Cy"] != -rec.Transfers["Ann"] {
		t.Errorf("the record %+v %v: Cy does not pay for everyone", *rec.Inputs, rec.Transfers)
	}
	h := books.Header{Game: books.NineDragons, Players: threeKongs.players}
	cmdtest.RecordsAsFlags(t, h, Hand, w.answer, newScoreCmd, append(w.flags(true), "--twelfth-by", "Cy")...)
	w.twelfth = "" // the option offered first: nobody's
	cmdtest.RecordsAsFlags(t, h, Hand, w.answer, newScoreCmd, w.flags(true)...)
}

// TestTwelvePiecesNotAsked: twelve pieces is not asked of a hand it
// cannot apply to: won on a discard, fewer than twelve shown tiles of the
// suit, or not pure.
func TestTwelvePiecesNotAsked(t *testing.T) {
	onDiscard := threeKongs
	onDiscard.source = "Bo"
	elevenShown := threeKongs
	elevenShown.shown = []string{"[1s 1s 1s 1s]", "[2s 2s 2s 2s]", "[3s 3s 3s]"}
	notPure := threeKongs
	notPure.rest = []string{"456s", "RD RD"}
	for name, w := range map[string]told{"on_a_discard": onDiscard, "eleven_shown": elevenShown, "not_pure": notPure} {
		t.Run(name, func(t *testing.T) {
			if asks(t, nil, liable{told: w}, "Twelve pieces") {
				t.Error("twelve pieces is asked of a hand it cannot apply to")
			}
		})
	}
}
