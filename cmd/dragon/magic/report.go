package magic

import (
	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Describer says what a recorded Magic Dragon win scored, for 'ledger
// report': its points in the version it was played in.
type Describer struct{}

// Describe scores the win h again in the state st it was played in;
// books.ErrSkip for any other record.
func (Describer) Describe(h *books.HandRecord, st books.State) (report.HandScore, error) {
	if h.Kind != books.Win || h.Inputs == nil || h.Inputs.Hand == "" {
		return report.HandScore{}, books.ErrSkip
	}
	res, err := magicrecord.Score(h.Inputs, st)
	if err != nil {
		return report.HandScore{}, err
	}
	points := res.Points
	hs := report.HandScore{Score: words.Plural(points, "point"), Worth: float64(points)}
	if magicrecord.AllNatural(h.Inputs) {
		hs.How = "all natural"
	}
	return hs, nil
}
