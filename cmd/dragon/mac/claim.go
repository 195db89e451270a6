package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A referee's --claim N --for NAME on 'mac score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// claimOf checks the claim of opts; nil without one.
func claimOf(opts *scoreOptions) *cmdutil.ClaimVerdict {
	i := opts.claim.Of(playerNames(opts.players))
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: opts.rules.CheckClaim(opts.players[i], opts.claim.N), Unit: "point"}
}

// playerNames returns the players' names, in their order.
func playerNames(players []game.Fished) []string {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	return names
}
