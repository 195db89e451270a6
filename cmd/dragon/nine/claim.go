package nine

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Verdict checks --claim against the points of the hand, or --claim-chips
// against the chips a player pays, and, when they disagree, names the
// readings that give exactly the claim; nil without a claim.
func (o *scoreOptions) Verdict(out *outcome) *cmdutil.ClaimVerdict {
	if o.chips.Given {
		return o.chipsVerdict(out)
	}
	if !o.claim.Given {
		return nil
	}
	n := o.claim.N
	v := claim.Verdict{Claim: n, Rules: out.res.Points, Readings: out.g.Readings(out.win, out.res, n)}
	return &cmdutil.ClaimVerdict{Verdict: v, Unit: "point"}
}

// chipsVerdict checks the chips o.chips.For claims to pay or receive. The
// win was settled and the name checked before (fill), so CheckPayment
// has nothing left to refuse.
func (o *scoreOptions) chipsVerdict(out *outcome) *cmdutil.ClaimVerdict {
	s, _ := settlement(out.answers, out.win, out.res)
	v, _ := out.g.CheckPayment(out.win, s, o.chips.For, o.chips.N)
	return &cmdutil.ClaimVerdict{Verdict: v, Unit: "chip", Key: "chips"}
}
