package magic

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// A referee's --claim on 'magic score' and 'magic penalty': the search for
// the readings is magicdragon's; here it becomes the verdict every game
// prints alike.

// verdictOf turns magicdragon's verdict into the shared one. rules are the
// units the rules count (none for a penalty): each reading's differences
// are the units it counts otherwise.
func verdictOf(v *magicdragon.Verdict, unit string, rules []magicdragon.ScoredUnit) *cmdutil.ClaimVerdict {
	out := &cmdutil.ClaimVerdict{Verdict: claim.Verdict{Claim: v.Claim, Rules: v.Rules}, Unit: unit}
	for _, r := range v.Readings {
		cr := claim.Reading{Points: r.Points, Departures: r.Departures}
		if r.Units != nil {
			cr.Differences = unitDifferences(rules, r.Units)
		}
		out.Readings = append(out.Readings, cr)
	}
	return out
}

// unitDifferences lists the units the rules count and the reading does
// not (−), then those the reading counts and the rules do not (+).
func unitDifferences(rules, reading []magicdragon.ScoredUnit) []claim.Difference {
	var out []claim.Difference
	missing := func(from, in []magicdragon.ScoredUnit, sign int) {
		for _, u := range from {
			found := false
			for _, v := range in {
				found = found || u.ID == v.ID && u.Points == v.Points
			}
			if !found {
				out = append(out, claim.Difference{Item: u.Group + " " + u.Name, Points: sign * u.Points})
			}
		}
	}
	missing(rules, reading, -1)
	missing(reading, rules, +1)
	return out
}

// scoreVerdict checks a claim of the winner's points; nil without one.
func scoreVerdict(c cmdutil.Claim, g *magicdragon.Game, w magicdragon.Win, res *magicdragon.Result) (*cmdutil.ClaimVerdict, error) {
	if !c.Given {
		return nil, nil
	}
	v, err := g.CheckClaim(w, res, c.N)
	if err != nil {
		return nil, err
	}
	return verdictOf(v, "point", res.Units), nil
}

// penaltyVerdict checks a claim of a loser's penalty points; nil without
// one.
func penaltyVerdict(c cmdutil.Claim, t magicdragon.Table, h *magicdragon.Hand) (*cmdutil.ClaimVerdict, error) {
	if !c.Given {
		return nil, nil
	}
	v, err := t.CheckPenaltyClaim(h, c.N)
	if err != nil {
		return nil, err
	}
	return verdictOf(v, "penalty point", nil), nil
}
