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

// claimOf checks the claim of opts on res; nil without one.
func claimOf(opts *scoreOptions, res game.Result) (*cmdutil.ClaimVerdict, error) {
	if !opts.claim.Given {
		return nil, nil
	}
	for i, p := range res.Players {
		if p.Name == opts.claimFor {
			return verdictOf(game.CheckClaim(res, opts.hands, i, opts.claim.N)), nil
		}
	}
	names := make([]string, len(res.Players))
	for i, p := range res.Players {
		names[i] = p.Name
	}
	return nil, fmt.Errorf("--for %s: there is no such player in this hand (players: %s)", opts.claimFor, strings.Join(names, ", "))
}

func verdictOf(v game.Verdict) *cmdutil.ClaimVerdict {
	out := &cmdutil.ClaimVerdict{Claim: v.Claim, Rules: v.Rules, Unit: "point"}
	for _, r := range v.Readings {
		cr := cmdutil.ClaimReading{Points: r.Score}
		for _, d := range r.Departures {
			cr.Departures = append(cr.Departures, cmdutil.ClaimDeparture{Kind: string(d.Kind), Text: d.Text})
		}
		for _, d := range r.Differences {
			cr.Differences = append(cr.Differences, cmdutil.ClaimDifference(d))
		}
		out.Readings = append(out.Readings, cr)
	}
	return out
}
