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
// points.
func (g *Game) decided(w Win, res *Result) []claim.Decision {
	var out []claim.Decision
	for _, i := range pointReadings {
		if !touches(i, &w, res) {
			continue
		}
		other, err := g.readOtherWay(i).score(w)
		if err != nil || other.Points == res.Points {
			continue
		}
		out = append(out, Choices[i].Decision(g.Rules.reads(i), words.Plural(res.Points, "point"), words.Plural(other.Points, "point")))
	}
	return out
}
