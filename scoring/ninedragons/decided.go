package ninedragons

import (
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Score scores a winning hand: every split into four sets and a pair, the
// one worth most used. The result names the chart's band the points reach
// and the readings that decided them. A hand that does not split, or a
// context that contradicts itself, is an error that says why.
func (g *Game) Score(w Win) (*Result, error) {
	res, err := g.score(w)
	if err != nil {
		return nil, err
	}
	res.Band = g.Rules.band(res.Points)
	res.Decided = g.decided(w, res)
	return res, nil
}

// decided returns the readings of points that decided res, the score of
// w: those that touch the hand and, read the other way, give other
// points. Only the dragons' reading depends on the split: the others
// change items every split earns alike, so the best split stays best and
// only those items are counted again.
func (g *Game) decided(w Win, res *Result) []claim.Decision {
	_ = w.normalize() // as score did, which took it
	var out []claim.Decision
	for _, i := range pointReadings {
		if !touches(i, &w, res) {
			continue
		}
		o := g.readOtherWay(i)
		points := res.Points - total(g.splitFree(&w)) + total(o.splitFree(&w))
		if i == readDragons {
			other, err := o.score(w)
			if err != nil {
				continue
			}
			points = other.Points
		}
		if points != res.Points {
			out = append(out, Choices[i].Decision(g.Rules.reads(i), words.Plural(res.Points, "point"), words.Plural(points, "point")))
		}
	}
	return out
}

// splitFree returns the items of w that every split earns alike: the
// source's, the flowers' and purity.
func (g *Game) splitFree(w *Win) []Item { return append(g.sourceItems(w), g.handItems(w)...) }
