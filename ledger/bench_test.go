package ledger_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
	"github.com/dragon-tools/dragon/ledger/magicrecord"
)

// The ledger benchmarks work on a sound 10,000-hand Magic Dragon ledger
// (a season's play, about 3 MB) and report, beside ns/op, the ratio
// x-yaml: the time of one operation over that of a plain yaml.v3 read of
// the same file into its nodes, measured in the same run right after it
// (on a shared machine the load changes from one minute to the next). Set
// DRAGON_BENCH_LEDGER=FILE to keep the file.

var season = sync.OnceValue(func() []byte {
	data := ledgertest.Generate(10000)
	if p := os.Getenv("DRAGON_BENCH_LEDGER"); p != "" {
		os.WriteFile(p, data, 0o644)
	}
	return data
})

// perYAML reports the time of an operation as a multiple of the plain
// yaml.v3 read, the mean of as many reads as the operation ran.
func perYAML(b *testing.B) {
	op := b.Elapsed() / time.Duration(b.N)
	start := time.Now()
	for range b.N {
		var n yaml.Node
		if err := yaml.Unmarshal(season(), &n); err != nil {
			b.Fatal(err)
		}
	}
	read := time.Since(start) / time.Duration(b.N)
	b.ReportMetric(float64(op)/float64(read), "x-yaml")
}

var magic = ledger.Auditors{ledger.Magic: magicrecord.Auditor{}}

// benchSeason runs op on the season's bytes, reporting MB/s and x-yaml.
func benchSeason(b *testing.B, op func(data []byte) error) {
	data := season()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := op(data); err != nil {
			b.Fatal(err)
		}
	}
	perYAML(b)
}

// BenchmarkLedgerYAML is the yardstick: yaml.v3 reading the file into its
// nodes, and nothing else.
func BenchmarkLedgerYAML(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		var n yaml.Node
		return yaml.Unmarshal(data, &n)
	})
}

// BenchmarkLedgerLoad reads and checks the ledger without the audit: the
// cost of every command that reads the whole file and of any read the
// cache cannot serve ('ledger show' cold).
func BenchmarkLedgerLoad(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		_, ps := ledger.Parse("season.yaml", data)
		return sound(ps)
	})
}

// BenchmarkLedgerCheck is 'ledger check' with the Magic Dragon audit:
// every win settled again from its hands.
func BenchmarkLedgerCheck(b *testing.B) {
	benchSeason(b, func(data []byte) error {
		return sound(ledger.CheckData("season.yaml", data, magic))
	})
}

// sound is nil for a ledger without problems.
func sound(ps ledger.Problems) error {
	if len(ps) > 0 {
		return ps
	}
	return nil
}

// BenchmarkLedgerRecord records a scored Magic Dragon win, as 'magic score
// --record' does: with the cache cold (the file read in full under the
// lock) and warm (the state from the cache).
func BenchmarkLedgerRecord(b *testing.B) {
	for _, cached := range []bool{false, true} {
		name := "cold"
		if cached {
			name = "cached"
		}
		b.Run(name, func(b *testing.B) {
			ledger.UseCache(b, cached)
			data := season()
			path := filepath.Join(b.TempDir(), "season.yaml")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				b.Fatal(err)
			}
			if _, err := ledger.ReadCurrent(path); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := ledger.Append(path, ledgertest.NextWin); err != nil {
					b.Fatal(err)
				}
			}
			perYAML(b)
		})
	}
}
