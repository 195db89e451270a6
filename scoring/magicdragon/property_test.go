package magicdragon_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// randomCompleteHand returns a complete hand of the table's sets and a
// twin in the suits it plays, written compactly, never with a fifth copy
// of a tile; exposed sets are bracketed with probability pExposed.
func randomCompleteHand(rng *rand.Rand, tb md.Table, pExposed float64) string {
	suits := tb.SuitsInPlay()
	for {
		var parts []string
		for i := 0; i < tb.Sets(); i++ {
			suit := suits[rng.IntN(len(suits))]
			var s string
			if rng.IntN(2) == 0 {
				r := 1 + rng.IntN(7)
				s = fmt.Sprintf("%d%d%d%s", r, r+1, r+2, suit)
			} else {
				r := 1 + rng.IntN(9)
				s = fmt.Sprintf("%d%d%d%s", r, r, r, suit)
			}
			if rng.Float64() < pExposed {
				s = "[" + s + "]"
			}
			parts = append(parts, s)
		}
		r := 1 + rng.IntN(9)
		parts = append(parts, fmt.Sprintf("%d%d%s", r, r, suits[rng.IntN(len(suits))]))
		// The parser refuses a fifth copy; draw again when it does.
		if _, err := md.Deck.Parse(strings.Join(parts, " "), tiles.ParseOptions{}); err == nil {
			rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
			return strings.Join(parts, " ")
		}
	}
}

// TestEverySplitUsesEveryTileOnce is a property over random complete
// hands: each split holds exactly the hand's tiles, and no split is
// found twice.
func TestEverySplitUsesEveryTileOnce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := game(t, "", md.Table{})
	for i := 0; i < 3000; i++ {
		hand := randomCompleteHand(rng, md.Table{}, 0.2)
		h, err := g.Table.ParseHand(hand, false)
		if err != nil {
			t.Fatalf("%s: %v", hand, err)
		}
		splits := g.Table.Splits(h)
		if len(splits) == 0 {
			t.Fatalf("%s: no split of a complete hand", hand)
		}
		seen := map[string]bool{}
		for _, s := range splits {
			key := md.FormatSplit(s)
			if seen[key] {
				t.Fatalf("%s: split %s found twice", hand, key)
			}
			seen[key] = true
			var c tiles.Counts
			sets, pairs := 0, 0
			for _, m := range s {
				c.Add(m.Kinds()...)
				if m.Type == split.Pair {
					pairs++
				} else {
					sets++
				}
			}
			if c != h.All || sets != 4 || pairs != 1 {
				t.Fatalf("%s: split %s does not use every tile once as 4 sets and a twin", hand, md.FormatSplit(s))
			}
		}
	}
}

// TestChosenTotalIsTheMaximum is a property over random complete hands:
// the total is the best over all splits. Each split is scored on its own
// by writing all its sets as exposed, which leaves that split as the only
// one (group B stays out: no source is given).
func TestChosenTotalIsTheMaximum(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := game(t, "", md.Table{})
	for i := 0; i < 2000; i++ {
		hand := randomCompleteHand(rng, md.Table{}, 0)
		res := score(t, claim{hand: hand})
		h, _ := g.Table.ParseHand(hand, false)
		best := -1
		for _, s := range g.Table.Splits(h) {
			var parts []string
			for _, m := range s {
				if m.Type == split.Pair {
					parts = append(parts, md.FormatMeld(m))
				} else {
					parts = append(parts, "["+md.FormatMeld(m)+"]")
				}
			}
			only := score(t, claim{hand: strings.Join(parts, " ")})
			best = max(best, only.Points)
		}
		if res.Points != best {
			t.Fatalf("%s: total %d, but the best split alone scores %d", hand, res.Points, best)
		}
	}
}

// FuzzParseMagicHand: no input panics the parser or the scorer, and every
// error is one line that names the offending token and its column.
func FuzzParseMagicHand(f *testing.F) {
	for _, s := range []string{
		"(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (3D, 3D, 3D) (4P, 4P)",
		"123C 333D 44P", "[333D] 123c", "(1D, -, 4D)", "((1C)", "[1C 2C", "0C", "1X", "ééé", "]",
		"1111C", "123C 123C 123C 123C 99D", "-",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	r, err := md.NewGame(rules(f), "", md.Table{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string, missing bool) {
		h, err := r.Table.ParseHand(s, missing)
		if err != nil {
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Fatalf("error spans lines: %q", msg)
			}
			if broken := md.BrokenPromise(err); broken != "" {
				t.Fatal(broken)
			}
			return
		}
		if !missing {
			_, _ = r.Score(md.Win{Hand: h, Source: tiles.SelfDrawn})
		}
	})
}

// BenchmarkMagicDragonScore: best-split scoring of random complete 14-tile
// hands (parsing excluded).
func BenchmarkMagicDragonScore(b *testing.B) { benchScore(b, "") }

// BenchmarkMagicDragonScoreVersionB: the same in version B, which leaves
// out units of Table I; its result says when they would have scored more.
func BenchmarkMagicDragonScoreVersionB(b *testing.B) { benchScore(b, "B") }

func benchScore(b *testing.B, version string) {
	rng := rand.New(rand.NewPCG(5, 6))
	g := game(b, version, md.Table{})
	hands := make([]*md.Hand, 1024)
	for i := range hands {
		h, err := g.Table.ParseHand(randomCompleteHand(rng, md.Table{}, 0), false)
		if err != nil {
			b.Fatal(err)
		}
		hands[i] = h
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := g.Score(md.Win{Hand: hands[i%len(hands)], Source: tiles.SelfDrawn}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
