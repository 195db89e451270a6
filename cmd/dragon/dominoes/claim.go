package dominoes

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// A referee's --claim N --for NAME on 'dominoes score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// checkClaimFor refuses --for a name not among the hands, before anything
// is recorded.
func checkClaimFor(name string, hands []game.Hand) error {
	names := make([]string, len(hands))
	for i, h := range hands {
		if h.Name == name {
			return nil
		}
		names[i] = h.Name
	}
	return fmt.Errorf("--for %s: there is no such player in this hand (players: %s)", name, strings.Join(names, ", "))
}

// claimOf checks the claim of opts on res; nil without one. The player
// claimed for is one of res's (checkClaimFor).
func claimOf(opts *scoreOptions, res game.Result) *cmdutil.ClaimVerdict {
	for i, p := range res.Players {
		if opts.claim.Given && p.Name == opts.claimFor {
			return &cmdutil.ClaimVerdict{Verdict: game.CheckClaim(res, opts.hands, i, opts.claim.N), Unit: "point"}
		}
	}
	return nil
}
