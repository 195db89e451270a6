package mac

import (
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// A referee's --claim N --for NAME on 'mac score': the search for the
// readings is the game's; here it becomes the verdict every game prints
// alike.

// Verdict checks the claim on the player's cards alone; nil without one.
func (o *scoreOptions) Verdict(game.Result) *cmdutil.ClaimVerdict {
	i := o.Claim.Of(playerNames(o.Parts))
	if i < 0 {
		return nil
	}
	return &cmdutil.ClaimVerdict{Verdict: o.Rules.CheckClaim(o.Parts[i], o.Claim.N), Unit: "point"}
}

// playerNames returns the players' names, in their order.
func playerNames(players []game.Fished) []string {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	return names
}
