package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// judge compares the claim with the rules and, when they disagree, names
// the readings that give exactly the claim.
func judge(g *ninedragons.Game, w ninedragons.Win, res *ninedragons.Result, claim int) *cmdutil.ClaimVerdict {
	v := &cmdutil.ClaimVerdict{Claim: claim, Rules: res.Points, Unit: "point"}
	for _, r := range g.Readings(w, res, claim) {
		cr := cmdutil.ClaimReading{Points: r.Points}
		for _, d := range r.Departures {
			cr.Departures = append(cr.Departures, cmdutil.ClaimDeparture{Kind: string(d.Kind), Text: d.Text})
		}
		for _, d := range r.Differences {
			cr.Differences = append(cr.Differences, cmdutil.ClaimDifference{Item: d.Item, Points: d.Points})
		}
		v.Readings = append(v.Readings, cr)
	}
	return v
}
