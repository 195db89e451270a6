package mac

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A referee's --claim N --for NAME on 'mac score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// checkClaimFor refuses --for a name not among the players, before
// anything is recorded.
func checkClaimFor(name string, players []game.Fished) error {
	names := make([]string, len(players))
	for i, p := range players {
		if p.Name == name {
			return nil
		}
		names[i] = p.Name
	}
	return fmt.Errorf("--for %s: there is no such player in this game (players: %s)", name, strings.Join(names, ", "))
}

// claimOf checks the claim of opts; nil without one. The player claimed
// for is one of opts.players (checkClaimFor).
func claimOf(opts *scoreOptions) *cmdutil.ClaimVerdict {
	for _, p := range opts.players {
		if opts.claim.Given && p.Name == opts.claimFor {
			return &cmdutil.ClaimVerdict{Verdict: game.CheckClaim(p, opts.claim.N), Unit: "point"}
		}
	}
	return nil
}
