package nine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// told is a Nine Dragons win as the table tells it: the players East to
// North, the winner, his shown sets, other tiles and flowers, and where
// the winning tile came from ("self-drawn", "kong", or the discarder).
type told struct {
	players              []string
	winner               string
	shown, rest, flowers []string
	source               string
}

// hand is the winner's hand as the command line takes it.
func (w told) hand() string {
	return strings.Join(slices.Concat(w.shown, w.rest, w.flowers), " ")
}

// flags are the command line of 'nine score' for the win; ledgered, the
// ledger seats the players.
func (w told) flags(ledgered bool) []string {
	args := []string{w.hand(), "--winner", w.winner}
	if !ledgered {
		args = append(args, "--players", strings.Join(w.players, ","))
	}
	switch w.source {
	case "self-drawn":
		return append(args, "--self-drawn")
	case "kong":
		return append(args, "--kong-replacement")
	}
	return append(args, "--discard-by", w.source)
}

// answer answers the question q of the win.
func (w told) answer(q *qa.Question, _ qa.Answers) string {
	switch q.ID {
	case "players":
		return strings.Join(w.players, ",")
	case "winner":
		return w.winner
	case "round":
		return "East"
	case "shown":
		return strings.Join(w.shown, " ")
	case "rest":
		return strings.Join(w.rest, " ")
	case "flowers":
		return strings.Join(w.flowers, " ")
	case "source":
		switch w.source {
		case "self-drawn":
			return "picked from the wall (self-drawn)"
		case "kong":
			return "the replacement tile after his kong"
		}
		return "a discard by " + w.source
	}
	return ""
}

// randomWin deals a win of four sets and a pair, no tile more than four
// times: chows and pongs of the suits, pongs of the honours, now and then
// a kong; some sets shown (every kong), a flower or two.
func randomWin(r *rand.Rand) told {
	w := told{players: []string{"Ann", "Bo", "Cy", "Di"}}
	w.winner = w.players[r.IntN(4)]
	held := map[string]int{}
	take := func(tiles ...string) bool {
		for _, t := range tiles {
			held[t]++
		}
		ok := true
		for _, t := range tiles {
			ok = ok && held[t] <= 4
		}
		if !ok {
			for _, t := range tiles {
				held[t]--
			}
		}
		return ok
	}
	honours := []string{"E", "S", "W", "N", "WD", "GD", "RD"}
	kongs := 0
	for sets := 0; sets < 4; {
		suit, rank := []string{"c", "s", "b"}[r.IntN(3)], 1+r.IntN(7)
		var tiles []string
		switch r.IntN(4) {
		case 0:
			tiles = []string{fmt.Sprint(rank, suit), fmt.Sprint(rank+1, suit), fmt.Sprint(rank+2, suit)}
		case 1:
			h := honours[r.IntN(len(honours))]
			tiles = []string{h, h, h}
		case 2:
			tiles = []string{fmt.Sprint(rank, suit), fmt.Sprint(rank, suit), fmt.Sprint(rank, suit)}
		default:
			h := honours[r.IntN(len(honours))]
			tiles = []string{h, h, h, h}
		}
		if !take(tiles...) {
			continue
		}
		sets++
		set := strings.Join(tiles, " ")
		switch {
		case len(tiles) == 4:
			kongs++
			w.shown = append(w.shown, "["+set+"]")
		case r.IntN(3) == 0:
			w.shown = append(w.shown, "["+set+"]")
		default:
			w.rest = append(w.rest, set)
		}
	}
	for {
		if h := honours[r.IntN(len(honours))]; take(h, h) {
			w.rest = append(w.rest, h+" "+h)
			break
		}
	}
	for _, f := range []string{"RF1", "RF2", "RF3", "RF4", "BF1", "BF2", "BF3", "BF4"} {
		if r.IntN(6) == 0 {
			w.flowers = append(w.flowers, f)
		}
	}
	w.source = []string{"self-drawn", w.players[(slices.Index(w.players, w.winner)+1+r.IntN(3))%4]}[r.IntN(2)]
	if kongs > 0 && r.IntN(3) == 0 {
		w.source = "kong"
	}
	return w
}

// answers are the answers the flags give.
func answers(o *scoreOptions) (qa.Answers, error) { return o.Answers, nil }

// TestHandWalk: with no ledger the players are asked, then the winner,
// the round, the shown sets, the other tiles, the flowers and where the
// winning tile came from; the answers make the record the flags make of
// the same win.
func TestHandWalk(t *testing.T) {
	w := told{players: []string{"Ann", "Bo", "Cy", "Di"}, winner: "Cy", shown: []string{"[GD GD GD GD]", "[5s 5s 5s]"},
		rest: []string{"RD RD RD", "1c 2c 3c", "WD WD"}, flowers: []string{"RF3"}, source: "kong"}
	asked, _ := cmdtest.WalksAsFlags(t, Hand, w.answer, newScoreCmd, answers, w.flags(false)...)
	want := []string{"Players, East, South, West, North (e.g. Ann,Bo,Cy,Di)", "Who won?", "Which round?",
		"Cy's shown sets and kongs (e.g. [555s] [GD GD GD GD]; Enter for none)", "Cy's other tiles, flowers apart",
		"Cy's flowers (e.g. RF2 BF4; Enter for none)", "Where did the winning tile come from?"}
	if !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
}

// TestHandRecordsAsFlags: for random wins at a ledger's table, the
// questions walked one by one with what the ledger supplies make the
// record the command line appends with --record, and the ledger passes
// its audit through the same description.
func TestHandRecordsAsFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 8))
	for range 30 {
		w := randomWin(r)
		cmdtest.RecordsAsFlags(t, books.Header{Game: books.NineDragons, Players: w.players}, Hand, w.answer, newScoreCmd, w.flags(true)...)
	}
}

// TestHandLines: the result in words is what 'nine score' prints.
func TestHandLines(t *testing.T) {
	w := randomWin(rand.New(rand.NewPCG(1, 2)))
	cmdtest.PrintsAsLines(t, Hand, newScoreCmd, answers, w.flags(false)...)
}

// FuzzParseWinningSet: no --winning-set makes parseWinningSet panic; it
// reads a set's number from 1 or "hand", and refuses anything else in one
// line.
func FuzzParseWinningSet(f *testing.F) {
	for _, s := range []string{"1", "hand", " HAND ", "0", "-3", "x", "2\n3", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseWinningSet(s)
		if err != nil {
			if msg := err.Error(); strings.ContainsAny(msg, "\n\r") || !strings.HasPrefix(msg, "--winning-set ") {
				t.Fatalf("%q: refused with %q", s, msg)
			}
			return
		}
		if n < 1 && n != ninedragons.InHand {
			t.Fatalf("%q: read set %d", s, n)
		}
	})
}
