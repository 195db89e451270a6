package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Verdict checks --claim against the points of the hand and, when they
// disagree, names the readings that give exactly the claim; nil without a
// claim.
func (o *scoreOptions) Verdict(out *outcome) *cmdutil.ClaimVerdict {
	if !o.claim.Given {
		return nil
	}
	n := o.claim.N
	v := claim.Verdict{Claim: n, Rules: out.res.Points, Readings: out.g.Readings(out.win, out.res, n)}
	return &cmdutil.ClaimVerdict{Verdict: v, Unit: "point"}
}
