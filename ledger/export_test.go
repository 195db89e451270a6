package ledger

import "github.com/dragon-tools/dragon/ledger/books"

// What the tests of package ledger_test (the fuzzers and benchmarks, which
// use ledgertest, which imports ledger) need from inside.

// GoodLedger is a sound hand-written ledger.
const GoodLedger = goodLedger

// UseCache turns the cache on in a fresh directory, or off.
var UseCache = useCache

// StoredTransfers audits every game by answering each record's own
// transfers, so the fuzzers reach the audit's path without any scoring.
func StoredTransfers() books.Auditors {
	a := books.Auditors{}
	for _, g := range books.Games() {
		a[g] = books.Recompute(func(h *books.HandRecord, st books.State) (map[string]int, error) { return h.Transfers, nil })
	}
	return a
}
