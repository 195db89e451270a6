package qmahjongg_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

func rules(t testing.TB) *q.Rules {
	t.Helper()
	r, err := rulesets.QMahjongg()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func hand(t testing.TB, s string) *q.Hand {
	t.Helper()
	h, err := q.ParseHand(s)
	if err != nil {
		t.Fatalf("ParseHand(%q): %v", s, err)
	}
	return h
}

// onDiscard is the context of the booklet's printed levels: won on a
// discard, in the round and at the location given.
func onDiscard(round, seat string) q.Context {
	return q.Context{Round: round, Seat: seat, Source: tiles.Discard}
}

func score(t testing.TB, s string, ctx q.Context) *q.Result {
	t.Helper()
	res, err := q.Score(hand(t, s), ctx, rules(t))
	if err != nil {
		t.Fatalf("Score(%q): %v", s, err)
	}
	return res
}

// render writes the items as "name fang; …" for messages.
func render(res *q.Result) string {
	var parts []string
	for _, it := range res.Items {
		parts = append(parts, fmt.Sprintf("%s %g", it.Name, it.Fang()))
	}
	return strings.Join(parts, "; ")
}

// splitText writes the split, a wild card as the card it stands for.
func splitText(res *q.Result) string {
	var parts []string
	for _, m := range res.Split {
		parts = append(parts, dragondeck.Deck.Format(m.Cards))
	}
	return strings.Join(parts, " | ")
}
