package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A referee's --claim N --for NAME on 'dominoes score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// Verdict checks the claim on res, scored from o.Parts; nil without one.
func (o *scoreOptions) Verdict(res game.Result) *cmdutil.ClaimVerdict {
	i := o.Claim.Of(handNames(o.Parts))
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: o.Rules.CheckClaim(res, o.Parts, i, o.Claim.N), Unit: "point"}
}

// handNames returns the players' names, in the hands' order.
func handNames(hands []game.Hand) []string {
	names := make([]string, len(hands))
	for i, h := range hands {
		names[i] = h.Name
	}
	return names
}
