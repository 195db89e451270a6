package dominoes

import (
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Describer says what a recorded Dancing Dragons hand was, for 'ledger
// report': whether the scores were doubled, and for whom.
type Describer struct{}

// Describe scores the hand h again from its discards in the state st it
// was played in; books.ErrSkip for a hand recorded as scores only.
func (Describer) Describe(h *books.HandRecord, st books.State) (report.HandScore, error) {
	s, _, err := Hand.Rescore(h, st)
	if err != nil || !s.res.Doubled {
		return report.HandScore{}, err
	}
	var out []string
	for _, nh := range h.Inputs.Hands {
		if nh.Hand == "" {
			out = append(out, nh.Name)
		}
	}
	return report.HandScore{Score: "doubled: " + words.JoinAnd(out) + " placed every tile"}, nil
}
