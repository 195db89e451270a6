package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// judge compares the claim n with the rules and, when they disagree, names
// the readings that give exactly the claim.
func judge(g *ninedragons.Game, w ninedragons.Win, res *ninedragons.Result, n int) *cmdutil.ClaimVerdict {
	v := claim.Verdict{Claim: n, Rules: res.Points, Readings: g.Readings(w, res, n)}
	return &cmdutil.ClaimVerdict{Verdict: v, Unit: "point"}
}
