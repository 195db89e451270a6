package qmahjongg_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"

	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// FuzzParseQHand: no input panics the parser or the scorer; every error is
// one line with one prefix, and a refused token is named.
func FuzzParseQHand(f *testing.F) {
	for _, s := range []string{
		"1C 2C 3C 4B 5B 6B W3 F1", "[GD GD GD GD] E1 E1 E1 N4 N4", "S 2 S2 2S",
		"F1 F2 F3 F4 F5 1C 5C 9C", "N4 N4 N4 N4 1C 2C 3C E1 E1", "GD F1 F2 F3 N4 N4 N4 F4 E1 E1", "[E1 E1 F1] 1C 2C 3C, W3 W3", "(1C", "[[", "123C 456B 78S F2",
	} {
		f.Add(s)
	}
	r := rules(f)
	f.Fuzz(func(t *testing.T, s string) {
		h, err := q.ParseHand(s)
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "\n") || strings.Count(msg, "qmahjongg: ") != 1 {
				t.Fatalf("error %q is not one line with one prefix", msg)
			}
			var pe *tiles.ParseError
			if errors.As(err, &pe) && pe.Token != "" && (pe.Pos < 1 || !strings.Contains(msg, words.Quote(pe.Token))) {
				t.Fatalf("error %q does not name its token %q", msg, pe.Token)
			}
			return
		}
		res, err := q.Score(h, onDiscard("E", "S"), r)
		if err != nil {
			if !strings.Contains(err.Error(), "cannot win this hand") {
				t.Fatalf("Score(%q): %v", s, err)
			}
			return
		}
		if res.Fang < q.Half || res.Fang > r.Limit {
			t.Fatalf("Score(%q) = %s Fang", s, res.Fang)
		}
	})
}

// FuzzParseLevel: any text reads as a level of the ladder or is refused in
// one line naming it; a level read writes back as itself.
func FuzzParseLevel(f *testing.F) {
	for _, s := range []string{"half", "0.5", "1", "6", "7", "-1", "½", " 3 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := q.ParseLevel(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q spans lines", err)
			}
			return
		}
		if l < q.Half || l > q.MaxLevel {
			t.Fatalf("ParseLevel(%q) = %d", s, l)
		}
		if back, err := q.ParseLevel(l.String()); err != nil || back != l {
			t.Fatalf("%s reads back as %v, %v", l, back, err)
		}
	})
}
