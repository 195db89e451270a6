package nine

import (
	"fmt"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Describer says what a recorded Nine Dragons win scored, for 'ledger
// report': its points, the chips each opponent pays, and who was liable.
type Describer struct{}

// Describe scores and settles the win h again in the state st it was
// played in; books.ErrSkip for any other record.
func (Describer) Describe(h *books.HandRecord, st books.State) (report.HandScore, error) {
	out, _, err := Hand.Rescore(h, st)
	if err != nil {
		return report.HandScore{}, err
	}
	in := h.Inputs
	hs := report.HandScore{Worth: float64(out.res.Points),
		Score: fmt.Sprintf("%s, %s each", words.Plural(out.res.Points, "point"), words.Plural(out.pay.Chips, "chip"))}
	switch {
	case kongReplacement(in):
		hs.How = "self-drawn, the replacement tile after a kong"
	case in.SelfDrawn:
		hs.How = "self-drawn"
	default:
		hs.How = "discard by " + in.DiscardBy
	}
	if out.pay.Liable != "" {
		hs.How += "; " + out.pay.Liable + " pays for everyone"
	}
	return hs, nil
}
