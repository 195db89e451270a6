package ninedragons_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/words"
	nd "github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// FuzzParseNineHand: no input panics the parser or the scorer, and every
// error is one line, prefixed once, naming its token when it has one.
func FuzzParseNineHand(f *testing.F) {
	for _, s := range []string{
		"123c 456c 789s 222b 55b", "[E E E] [5555s] RF1 bf2 red dragon RD RD 123b 99c",
		"blue flower 3 east [white dragon WD WD]", "(123c)", "[RF1]", "1111c", "[124c]", "", "]", "E\nE",
	} {
		f.Add(s)
	}
	g := game(f)
	f.Fuzz(func(t *testing.T, s string) {
		h, err := nd.ParseHand(s)
		if err == nil {
			_, err = g.Score(nd.Win{Hand: h, Seat: nd.North, Source: tiles.SelfDrawn, KongReplacement: h.Kongs() > 0})
		}
		if err == nil {
			return
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.HasPrefix(msg, "ninedragons: ") || strings.Count(msg, "ninedragons:") != 1 {
			t.Errorf("error %q is not one line prefixed once", msg)
		}
		var pe *tiles.ParseError
		if errors.As(err, &pe) && pe.Token != "" && (pe.Pos < 1 || !strings.Contains(msg, words.Quote(pe.Token))) {
			t.Errorf("error %q does not name its token %q", msg, pe.Token)
		}
	})
}

// FuzzParseTile: no input panics the reader of one tile (the winning
// tile); a tile read is one of the hand's kinds, never a flower, and
// writes back as itself; every error is one line, prefixed once.
func FuzzParseTile(f *testing.F) {
	for _, s := range []string{"7s", "red dragon", "E", "RF1", "7s 8s", "[7s]", "", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := nd.ParseTile(s)
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "\n") || strings.Count(msg, "ninedragons:") != 1 {
				t.Errorf("error %q is not one line prefixed once", msg)
			}
			return
		}
		if k == 0 || nd.IsFlower(k) {
			t.Fatalf("%q reads as %v", s, k)
		}
		if back, err := nd.ParseTile(nd.Deck.Code(k)); err != nil || back != k {
			t.Fatalf("%s reads back as %v, %v", nd.Deck.Code(k), back, err)
		}
	})
}
