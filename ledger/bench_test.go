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
// (a season's play, about 4 MB) and report, beside ns/op, the ratio
// x-yaml: the time of one operation over that of a plain yaml.v3 read of
// the same file into its nodes, measured in the same run. Set
// DRAGON_BENCH_LEDGER=FILE to keep the file.

var season = sync.OnceValues(func() ([]byte, time.Duration) {
	data := ledgertest.Generate(10000)
	if p := os.Getenv("DRAGON_BENCH_LEDGER"); p != "" {
		os.WriteFile(p, data, 0o644)
	}
	// The best of a few reads: the plain cost of the file's YAML.
	best := time.Duration(1 << 62)
	for range 5 {
		start := time.Now()
		var n yaml.Node
		if err := yaml.Unmarshal(data, &n); err != nil {
			panic(err)
		}
		best = min(best, time.Since(start))
	}
	return data, best
})

// perYAML reports the time of an operation as a multiple of the plain
// yaml.v3 read.
func perYAML(b *testing.B) {
	_, read := season()
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(read), "x-yaml")
}

var magic = ledger.Auditors{ledger.Magic: magicrecord.Auditor{}}

// benchSeason runs op on the season's bytes, reporting MB/s and x-yaml.
func benchSeason(b *testing.B, op func(data []byte) error) {
	data, _ := season()
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
			data, _ := season()
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
