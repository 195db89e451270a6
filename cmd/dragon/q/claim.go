package q

import (
	"strconv"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// A referee's --claim LEVEL on 'q score': the search for the readings is
// qmahjongg's; here it becomes the verdict every game prints alike, its
// figures Fang (0.5 for half), under "fang" in --json as every Fang of
// 'q score' is.

// verdict is the check of a claimed level, as every game reports it.
type verdict = cmdutil.ClaimVerdictOf[float64]

// Verdict checks the claimed level against the rules' score of the win;
// another location or round is one the table has. Nil without a claim.
func (o *scoreOptions) Verdict(out *outcome) *verdict {
	if !o.claim.given {
		return nil
	}
	seats := qmahjongg.Seats
	if out.win.table != nil {
		seats = out.win.table.Rounds()
	}
	v := qmahjongg.CheckClaim(out.win.hand, out.res, seats, out.rules, o.claim.level)
	return &verdict{Verdict: v, Unit: "Fang", Amount: fangAmount, Key: "fang"}
}

// fangAmount writes a figure of Fang for people: "half Fang", "2 Fang".
func fangAmount(f float64) string {
	if f == qmahjongg.Half.Fang() {
		return fangText(qmahjongg.Half)
	}
	return strconv.FormatFloat(f, 'f', -1, 64) + " Fang"
}
