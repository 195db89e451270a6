package magic

import (
	"sync"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// season is a sound 2,000-hand Magic Dragon ledger, written once.
var season = sync.OnceValue(func() []byte { return ledgertest.Generate(2000, magicrecord.Auditor{}) })

// benchAudit checks the season with the audit a.
func benchAudit(b *testing.B, a books.Auditor) {
	data := season()
	books.Register(books.Magic, Rulebook())
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if ps := ledger.CheckData("season.yaml", data, books.Auditors{books.Magic: a}); len(ps.Errors()) > 0 {
			b.Fatal(ps)
		}
	}
}

// BenchmarkAuditByHand is 'ledger check' of a season through the hand's
// description, as the command line audits.
func BenchmarkAuditByHand(b *testing.B) { benchAudit(b, Hand) }

// BenchmarkAuditBySettlement is the same through magicrecord alone: the
// yardstick of the description's own cost.
func BenchmarkAuditBySettlement(b *testing.B) { benchAudit(b, magicrecord.Auditor{}) }
