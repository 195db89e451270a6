package nine

import (
	"fmt"

	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// verdict is the referee's check of a claimed score.
type verdict struct {
	claim  int
	points int
	agrees bool
	// readings name every reading that gives exactly the claim.
	readings []string
}

// reading is another way to count the hand: a different split, a context
// the command line did not give, or a misreading of a rule people make.
type reading struct {
	what   string
	points int
}

// judge compares the claim with the rules and, when they disagree, looks
// for the readings that give exactly the claim.
func judge(g *ninedragons.Game, w ninedragons.Win, res *ninedragons.Result, claim int) *verdict {
	v := &verdict{claim: claim, points: res.Points, agrees: claim == res.Points, readings: []string{}}
	if v.agrees {
		return v
	}
	for _, r := range readings(g, w, res) {
		if r.points == claim {
			v.readings = append(v.readings, r.what)
		}
	}
	return v
}

// readings lists the other ways to count the hand.
func readings(g *ninedragons.Game, w ninedragons.Win, res *ninedragons.Result) []reading {
	var out []reading
	for _, a := range res.Alternatives {
		out = append(out, reading{"the split " + ninedragons.FormatSplit(a.Split) + ", which is not the best", a.Points})
	}
	rescore := func(what string, change func(*ninedragons.Win)) {
		alt := w
		change(&alt)
		if r, err := g.Score(alt); err == nil {
			out = append(out, reading{what, r.Points})
		}
	}
	if w.Seat == ninedragons.NoWind {
		for s := ninedragons.East; s <= ninedragons.North; s++ {
			rescore(fmt.Sprintf("the winner in the %s seat (no seat was given)", s.Name()), func(x *ninedragons.Win) { x.Seat = s })
		}
	}
	if res.Source == ninedragons.SourceUnknown {
		rescore("a self-picked winning tile (the source was not given)", func(x *ninedragons.Win) { x.Source = ninedragons.SelfDrawn })
	}
	for r := ninedragons.East; r <= ninedragons.North; r++ {
		if r != res.Round {
			rescore(fmt.Sprintf("the %s round instead of the %s round", r.Name(), res.Round.Name()), func(x *ninedragons.Win) { x.Round = r })
		}
	}
	return append(out, misreadings(g.Rules, res)...)
}

// misreadings are the rules people commonly count otherwise, each with
// the points it would give this hand.
func misreadings(rules *ninedragons.Rules, res *ninedragons.Result) []reading {
	def := map[string]int{}
	for _, it := range rules.Items {
		def[it.ID] = it.Points
	}
	var out []reading
	count, points := map[string]int{}, map[string]int{}
	for _, it := range res.Items {
		count[it.ID]++
		points[it.ID] += it.Points
	}
	add := func(what string, delta int) { out = append(out, reading{what, res.Points + delta}) }
	if count["two-dragons-and-pair"] > 0 {
		add("the two dragon pongs counted 1 each on top of the 4 (the rules give 4 in all)", 2*def["dragon-pong"])
		add("the two dragon pongs counted 1 each, without the 4 for the pair of the third", 2*def["dragon-pong"]-points["two-dragons-and-pair"])
	}
	if count["three-dragons"] > 0 {
		add("the three dragon pongs counted 1 each on top of the 6 (the rules give 6 in all)", 3*def["dragon-pong"])
		add("the three dragon pongs counted 1 each instead of 6 in all", 3*def["dragon-pong"]-points["three-dragons"])
	}
	if count["kong-replacement"] > 0 {
		add("the kong replacement without the self-pick point (the rules give 2 in all)", -def["self-pick"])
	}
	if count["round-wind"] > 0 && count["seat-wind"] > 0 {
		add("a wind that is both the round's and the seat's scored once (the rules score it twice)", -def["seat-wind"])
	}
	if count["seat-flower"] == 2 {
		add("only one flower of the seat's number counted (the rules count red and blue)", -def["seat-flower"])
	}
	if count["honours-only"] > 0 {
		add("honours only instead of the other items (the rules add it to them)", points["honours-only"]-res.Points)
	}
	return out
}
