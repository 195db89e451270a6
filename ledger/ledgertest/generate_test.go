package ledgertest

import (
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestGenerateIsSound: a generated ledger is one a table could have
// written: 'ledger check' with the Magic Dragon audit (every win settled
// again from its hands) finds nothing, not even a warning.
func TestGenerateIsSound(t *testing.T) {
	for _, n := range []int{1, 20, 1000} {
		data := Generate(n, magicrecord.Auditor{})
		ps := ledger.CheckData("gen.yaml", data, books.Auditors{books.Magic: magicrecord.Auditor{}})
		if len(ps) > 0 {
			t.Fatalf("Generate(%d): %d problems, the first: %v", n, len(ps), ps[0])
		}
		l, _ := ledger.Parse("gen.yaml", data)
		if len(l.Hands) != n {
			t.Errorf("Generate(%d) wrote %d records", n, len(l.Hands))
		}
	}
}
