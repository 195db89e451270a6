package dominoes

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A referee's --claim N --for NAME on 'dominoes score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// claimOf checks the claim of opts on res, scored from opts.hands; nil
// without one.
func claimOf(opts *scoreOptions, res game.Result) *cmdutil.ClaimVerdict {
	i := opts.claim.Of(handNames(opts.hands))
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: opts.rules.CheckClaim(res, opts.hands, i, opts.claim.N), Unit: "point"}
}

// handNames returns the players' names, in the hands' order.
func handNames(hands []game.Hand) []string {
	names := make([]string, len(hands))
	for i, h := range hands {
		names[i] = h.Name
	}
	return names
}
