package cmdutil

import (
	"errors"
	"fmt"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestAuditorsForPeople: why a hand cannot be recomputed reads without Go
// package names in 'ledger check', and ErrSkip still skips.
func TestAuditorsForPeople(t *testing.T) {
	fail := ledger.Recompute(func(h *ledger.HandRecord, st ledger.State) (map[string]int, error) {
		if h.Number == 1 {
			return nil, ledger.ErrSkip
		}
		return nil, fmt.Errorf("Ann's hand: %w", errors.New(`ninedragons: "99x" at column 3: unknown tile`))
	})
	a := Games{{Name: ledger.NineDragons, Auditor: fail}}.Auditors()[ledger.NineDragons]
	if _, err := a.Recompute(&ledger.HandRecord{Number: 1}, ledger.State{}); !errors.Is(err, ledger.ErrSkip) {
		t.Errorf("ErrSkip became %v", err)
	}
	_, err := a.Recompute(&ledger.HandRecord{Number: 2}, ledger.State{})
	if want := `Ann's hand: "99x" at column 3: unknown tile`; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %s", err, want)
	}
}
