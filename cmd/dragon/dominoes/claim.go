package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// A referee's --claim N --for NAME on 'dominoes score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// Verdict checks the claim on the hand scored; nil without one.
func (o *scoreOptions) Verdict(s *scored) *cmdutil.ClaimVerdict {
	names := make([]string, len(s.hands))
	for i, h := range s.hands {
		names[i] = h.Name
	}
	i := o.Claim.Of(names)
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: s.rules.CheckClaim(s.res, s.hands, i, o.Claim.N), Unit: "point"}
}
