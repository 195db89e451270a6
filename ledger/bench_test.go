package ledger

import (
	"os"
	"testing"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// BenchmarkLedgerLoad reads and checks a 10,000-hand ledger: the cost of
// every command that reads the whole file (check, history, and any read
// the cache cannot serve). Set DRAGON_BENCH_LEDGER=FILE to keep the file.
func BenchmarkLedgerLoad(b *testing.B) {
	data := ledgertest.Generate(10000)
	if _, ps := Parse("bench.yaml", data); len(ps) > 0 {
		b.Fatalf("the generated ledger has problems: %v", ps[:1])
	}
	if p := os.Getenv("DRAGON_BENCH_LEDGER"); p != "" {
		os.WriteFile(p, data, 0o644)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, ps := Parse("bench.yaml", data); len(ps) > 0 {
			b.Fatal(ps)
		}
	}
	b.ReportMetric(float64(len(data)), "file-bytes")
}

// BenchmarkLedgerAppend appends to a 10,000-hand ledger through the cache
// (the usual case: the file is as the last dragon left it) and without it.
func BenchmarkLedgerAppend(b *testing.B) {
	for _, cached := range []bool{true, false} {
		name := "cached"
		if !cached {
			name = "full-read"
		}
		b.Run(name, func(b *testing.B) {
			dir := b.TempDir()
			old := cacheDir
			cacheDir = func() string {
				if cached {
					return dir
				}
				return ""
			}
			defer func() { cacheDir = old }()
			path := dir + "/l.yaml"
			os.WriteFile(path, ledgertest.Generate(10000), 0o644)
			ReadCurrent(path) // fills the cache
			b.ResetTimer()
			for b.Loop() {
				if _, err := Append(path, func(st State) (*HandRecord, error) {
					return &HandRecord{Kind: Adjustment, Transfers: map[string]int{"Ann": 1, "Bo": -1}}, nil
				}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
