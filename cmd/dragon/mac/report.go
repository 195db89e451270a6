package mac

import (
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Describer says what a recorded MAC I game was, for 'ledger report': the
// players whose cards do not come in catches, as the referee is told.
type Describer struct{}

// Describe counts the game h again from its fished cards; books.ErrSkip
// for a game recorded as points only.
func (Describer) Describe(h *books.HandRecord, st books.State) (report.HandScore, error) {
	s, _, err := Hand.Rescore(h, st)
	if err != nil || len(s.res.NotInCatches) == 0 {
		return report.HandScore{}, err
	}
	res := s.res
	var names []string
	for _, i := range res.NotInCatches {
		names = append(names, res.Players[i].Name)
	}
	return report.HandScore{Score: "not all in catches: " + words.JoinAnd(names)}, nil
}
