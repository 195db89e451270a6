package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// A referee's --claim N --for NAME on 'mac score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// Verdict checks the claim on the player's cards alone; nil without one.
func (o *scoreOptions) Verdict(s *scored) *cmdutil.ClaimVerdict {
	names := make([]string, len(s.fished))
	for i, f := range s.fished {
		names[i] = f.Name
	}
	i := o.Claim.Of(names)
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: s.rules.CheckClaim(s.fished[i], o.Claim.N), Unit: "point"}
}
