package q

import (
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Describer says what a recorded Q Mahjongg hand was, for 'ledger report':
// a win's Fang and how its card came.
type Describer struct{}

// Describe scores the win h again in the state st it was played in;
// books.ErrSkip for a record it has nothing to say of.
func (Describer) Describe(h *books.HandRecord, st books.State) (report.HandScore, error) {
	out, _, err := Hand.Rescore(h, st)
	if err != nil {
		return report.HandScore{}, err
	}
	hs := report.HandScore{Score: fangText(out.settled), Worth: out.settled.Fang(), How: sourceText(out.win.discardBy, out.win.ctx)}
	if agreedFang(h.Inputs) != "" {
		hs.Score += " (agreed; the rules give " + fangText(out.res.Fang) + ")"
	}
	return hs, nil
}
